import { FootballStatus as S, footballStatusRules } from './football-statuses.ts';
import type { CatalogueText, SportRules, StatisticLabels } from './sport-rules.ts';

const PERIOD_NAMES = [
  'periods.firstHalf',
  'periods.secondHalf',
  'periods.extraFirst',
  'periods.extraSecond',
  'periods.shootout',
];
const PERIOD_SHORT = ['h1', 'h2', 'et1', 'et2'];
const key = (name: string): CatalogueText => ({ key: name });

/** Football's rules (its status codes in football-statuses.ts, which every page's first load carries). */
export const football: SportRules<'football'> = {
  code: 'football',
  name: { en: 'Football', br: 'Futebol' },
  schemaOrgName: 'Soccer',
  ...footballStatusRules,
  results: {
    [S.fullTime]: { word: key('result.fullTime') },
    [S.afterExtraTime]: { word: key('result.afterExtraTime'), decidedIn: 'overtime' },
    [S.afterPenalties]: { word: key('result.afterPenalties'), decidedIn: 'shootout' },
  },
  periods: {
    regular: 2,
    overtime: { periods: 2 },
    shootout: { period: 5 },
    name: (period) => key(PERIOD_NAMES[Math.min(Math.max(period, 1), 5) - 1] ?? 'periods.firstHalf'),
    short: (index) => key(`periods.short.${PERIOD_SHORT[index] ?? 'et2'}`),
  },
  draws: true,
  table: {
    // A win after extra time is a win; a shoot-out only picks who goes through (a draw on the score).
    points: { win: 3, draw: 1, loss: 0, overtimeWin: 3, overtimeLoss: 0 },
    shootoutDecides: false,
    defaultTieBreak: ['points', 'goal_difference', 'goals_for'],
    // A phone keeps P W D L GD Pts; goals for and against join on wider screens.
    columns: [
      { id: 'played' },
      { id: 'won' },
      { id: 'drawn' },
      { id: 'lost' },
      { id: 'goalsFor', wide: 'sm' },
      { id: 'goalsAgainst', wide: 'sm' },
      { id: 'goalDifference' },
      { id: 'points', strong: true },
    ],
    record: 'won-drawn-lost',
    form: true,
    gamesBehind: false,
  },
  boxScore: null,
  statistics: [
    { key: 'possession', percent: true },
    { key: 'shots' },
    { key: 'shots_on_target' },
    { key: 'shots_off_target' },
    { key: 'corners' },
    { key: 'offsides' },
    { key: 'fouls' },
    { key: 'yellow_cards' },
    { key: 'red_cards' },
    { key: 'saves' },
    { key: 'passes' },
    { key: 'pass_accuracy', percent: true },
  ],
  goalIncidents: ['goal', 'own_goal', 'penalty_goal'],
  // Kick-off, the second half, both halves of extra time, the shoot-out.
  commentary: {
    periodStart: (period) => key(`commentary.football.start.${Math.min(Math.max(period, 1), 5)}`),
    scoringRun: null,
    stamp: 'minute',
  },
  leaders: { source: 'incidents', goals: ['goal', 'penalty_goal'], penalties: ['penalty_goal'] },
  typicalMinutes: 115,
  positions: ['GK', 'DF', 'MF', 'FW'],
  lineup: {
    starters: 11,
    pitch: true,
    regularMinutes: 90,
    overtimeMinutes: 15,
    figures: ['appearances', 'minutes', 'goals', 'assists', 'yellowCards', 'redCards'],
  },
  art: { tone: 'pitch', path: 'm12 7 4 3-1.5 4.5h-5L8 10z' },
};

/** The API's labels of football's statistics (statistic-labels.ts). */
export const footballStatisticLabels: StatisticLabels = {
  possession: { en: 'Possession', br: 'Posse de bola' },
  shots: { en: 'Shots', br: 'Finalizações' },
  shots_on_target: { en: 'Shots on target', br: 'Chutes no gol' },
  shots_off_target: { en: 'Shots off target', br: 'Chutes para fora' },
  corners: { en: 'Corners', br: 'Escanteios' },
  offsides: { en: 'Offsides', br: 'Impedimentos' },
  fouls: { en: 'Fouls', br: 'Faltas' },
  yellow_cards: { en: 'Yellow cards', br: 'Cartões amarelos' },
  red_cards: { en: 'Red cards', br: 'Cartões vermelhos' },
  saves: { en: 'Saves', br: 'Defesas' },
  passes: { en: 'Passes', br: 'Passes' },
  pass_accuracy: { en: 'Pass accuracy', br: 'Precisão de passes' },
};
