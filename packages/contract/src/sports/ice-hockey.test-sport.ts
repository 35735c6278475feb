import { registerTestSport } from './served-sports.ts';
import type { CatalogueText, SportRules, StatisticLabels } from './sport-rules.ts';
import { registerTestStatisticLabels } from './statistic-labels.ts';

/**
 * Ice hockey, a sport Placar does not serve: tests import this module first (before anything reads
 * the sports) to prove a third sport needs only its rules here, its simulation and its texts.
 * Three periods, a five-minute overtime, then a shoot-out; IIHF points (3 a win, 2 an overtime or
 * shoot-out win, 1 an overtime or shoot-out loss). Status codes follow basketball's pattern.
 */
export const IceHockeyStatus = {
  notStarted: 0,
  scheduled: 1,
  p1: 2,
  p1Ended: 3,
  p2: 4,
  p2Ended: 5,
  p3: 6,
  p3Ended: 7,
  overtime: 8,
  shootout: 9,
  fullTime: 10,
  interrupted: 11,
  canceled: 12,
  postponed: 13,
  cut: 14,
  pending: 15,
  afterOvertime: 105,
  afterShootout: 110,
} as const;

const S = IceHockeyStatus;
const blank = { en: '', br: '' };
const period = (n: number): CatalogueText => ({ key: 'periods.short.p', values: { n } });

export const iceHockey: SportRules<'ice-hockey'> = {
  code: 'ice-hockey',
  name: { en: 'Ice hockey', br: 'Hóquei no gelo' },
  schemaOrgName: 'Ice hockey',
  statuses: {
    [S.notStarted]: { phase: 'upcoming', text: blank },
    [S.scheduled]: { phase: 'upcoming', text: blank },
    [S.p1]: { phase: 'live', text: { en: 'P1', br: '1º período' }, clock: { period: period(1) } },
    [S.p1Ended]: { phase: 'live', text: { en: 'P1 Ended', br: 'Fim do 1º período' } },
    [S.p2]: { phase: 'live', text: { en: 'P2', br: '2º período' }, clock: { period: period(2) } },
    [S.p2Ended]: { phase: 'live', text: { en: 'P2 Ended', br: 'Fim do 2º período' } },
    [S.p3]: { phase: 'live', text: { en: 'P3', br: '3º período' }, clock: { period: period(3) } },
    [S.p3Ended]: { phase: 'live', text: { en: 'P3 Ended', br: 'Fim do 3º período' } },
    [S.overtime]: {
      phase: 'live',
      text: { en: 'OT', br: 'Prorrogação' },
      clock: { period: { key: 'periods.short.ot' } },
    },
    [S.shootout]: { phase: 'live', text: { en: 'SO', br: 'Shoot-out' } },
    [S.fullTime]: { phase: 'finished', text: { en: 'FT', br: 'Encerrado' } },
    [S.interrupted]: { phase: 'interrupted', text: { en: 'Interrupted', br: 'Interrompido' } },
    [S.canceled]: { phase: 'canceled', text: { en: 'Canceled', br: 'Cancelado' } },
    [S.postponed]: { phase: 'postponed', text: { en: 'Postponed', br: 'Adiado' } },
    [S.cut]: { phase: 'interrupted', text: { en: 'Cut', br: 'Abandonado' } },
    [S.pending]: { phase: 'upcoming', text: { en: 'Pending', br: 'A definir' } },
    [S.afterOvertime]: { phase: 'finished', text: { en: 'OT', br: 'Após prorrogação' } },
    [S.afterShootout]: { phase: 'finished', text: { en: 'SO', br: 'Após shoot-out' } },
  },
  clock: { direction: 'down' },
  results: {
    [S.fullTime]: { word: { key: 'result.final' } },
    [S.afterOvertime]: { word: { key: 'result.finalOvertime' }, decidedIn: 'overtime' },
    [S.afterShootout]: { word: { key: 'result.finalShootout' }, decidedIn: 'shootout' },
  },
  periods: {
    regular: 3,
    overtime: { periods: 1 },
    shootout: { period: 5 },
    name: (n) =>
      n <= 3
        ? { key: 'periods.period', values: { n } }
        : n === 4
          ? { key: 'periods.overtime' }
          : { key: 'periods.shootoutPlain' },
    short: (index) =>
      index < 3 ? period(index + 1) : index === 3 ? { key: 'periods.short.ot' } : { key: 'periods.short.so' },
  },
  draws: false,
  table: {
    points: { win: 3, draw: 0, loss: 0, overtimeWin: 2, overtimeLoss: 1 },
    shootoutDecides: true,
    defaultTieBreak: ['points', 'wins', 'goal_difference', 'goals_for'],
    columns: [
      { id: 'played' },
      { id: 'won' },
      { id: 'lost' },
      { id: 'overtimeLost' },
      { id: 'goalsFor', wide: 'sm' },
      { id: 'goalsAgainst', wide: 'sm' },
      { id: 'goalDifference' },
      { id: 'points', strong: true },
    ],
    record: 'won-lost',
    form: true,
    gamesBehind: false,
  },
  boxScore: null,
  statistics: [
    { key: 'shots' },
    { key: 'saves' },
    { key: 'power_play_goals' },
    { key: 'penalty_minutes' },
    { key: 'faceoff_pct', percent: true },
  ],
  goalIncidents: ['goal', 'own_goal'],
  commentary: {
    periodStart: (n) => ({ key: 'commentary.ice-hockey.start', values: { n } }),
    scoringRun: null,
    stamp: 'period',
  },
  leaders: { source: 'incidents', goals: ['goal'], penalties: [] },
  typicalMinutes: 150,
  positions: ['GK', 'D', 'F'],
  lineup: { starters: 6, pitch: false, regularMinutes: 60, overtimeMinutes: 5, figures: ['appearances', 'goals'] },
  art: { tone: 'pitch', path: 'M7 4l5 12h5M5 19h6' },
};

/** The API's labels of ice hockey's statistics. */
export const iceHockeyStatisticLabels: StatisticLabels = {
  shots: { en: 'Shots', br: 'Finalizações' },
  saves: { en: 'Saves', br: 'Defesas' },
  power_play_goals: { en: 'Power-play goals', br: 'Gols em power play' },
  penalty_minutes: { en: 'Penalty minutes', br: 'Minutos de penalidade' },
  faceoff_pct: { en: 'Faceoffs won', br: 'Faceoffs vencidos' },
};

registerTestSport(iceHockey);
registerTestStatisticLabels(iceHockey.code, iceHockeyStatisticLabels);
