import type { CatalogueText, SportRules, StatisticLabels } from './sport-rules.ts';

/**
 * Football's status codes (SPEC section 4). The spec leaves 2, 4 and 6 blank; we fill them by
 * basketball's pattern (decision 0004): 2 first half, 4 second half, 6 break before or during
 * extra time.
 */
export const FootballStatus = {
  notStarted: 0,
  scheduled: 1,
  firstHalf: 2,
  halfTime: 3,
  secondHalf: 4,
  extraTime: 5,
  extraTimeBreak: 6,
  penalties: 7,
  fullTime: 8,
  postponed: 9,
  interrupted: 10,
  cut: 11,
  canceled: 12,
  pending: 13,
  afterExtraTime: 105,
  afterPenalties: 110,
} as const;

const S = FootballStatus;
const blank = { en: '', br: '' };
const PERIOD_NAMES = ['periods.firstHalf', 'periods.secondHalf', 'periods.extraFirst', 'periods.extraSecond', 'periods.shootout'];
const PERIOD_SHORT = ['h1', 'h2', 'et1', 'et2'];
const key = (name: string): CatalogueText => ({ key: name });

export const football: SportRules<'football'> = {
  code: 'football',
  name: { en: 'Football', br: 'Futebol' },
  schemaOrgName: 'Soccer',
  statuses: {
    [S.notStarted]: { phase: 'upcoming', text: blank },
    [S.scheduled]: { phase: 'upcoming', text: blank },
    [S.firstHalf]: { phase: 'live', text: { en: '1st half', br: '1º tempo' }, clock: { minuteCaps: [45] } },
    [S.halfTime]: { phase: 'live', text: { en: 'HT', br: 'Intervalo' } },
    [S.secondHalf]: { phase: 'live', text: { en: '2nd half', br: '2º tempo' }, clock: { minuteCaps: [90] } },
    [S.extraTime]: { phase: 'live', text: { en: 'ET', br: 'Prorrogação' }, clock: { minuteCaps: [105, 120] } },
    [S.extraTimeBreak]: { phase: 'live', text: { en: 'ET break', br: 'Intervalo da prorrogação' } },
    [S.penalties]: { phase: 'live', text: { en: 'Penalties', br: 'Pênaltis' } },
    [S.fullTime]: { phase: 'finished', text: { en: 'FT', br: 'Encerrado' }, result: key('result.fullTime') },
    [S.postponed]: { phase: 'postponed', text: { en: 'Postponed', br: 'Adiado' } },
    [S.interrupted]: { phase: 'interrupted', text: { en: 'Interrupted', br: 'Interrompido' } },
    [S.cut]: { phase: 'interrupted', text: { en: 'Cut', br: 'Abandonado' } },
    [S.canceled]: { phase: 'canceled', text: { en: 'Canceled', br: 'Cancelado' } },
    [S.pending]: { phase: 'upcoming', text: { en: 'Pending', br: 'A definir' } },
    [S.afterExtraTime]: { phase: 'finished', text: { en: 'AET', br: 'Após prorrogação' }, decidedIn: 'overtime', result: key('result.afterExtraTime') },
    [S.afterPenalties]: { phase: 'finished', text: { en: 'AP', br: 'Após pênaltis' }, decidedIn: 'shootout', result: key('result.afterPenalties') },
  },
  clock: { direction: 'up' },
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
  typicalMinutes: 115,
  positions: ['GK', 'DF', 'MF', 'FW'],
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
