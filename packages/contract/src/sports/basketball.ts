import { BasketballStatus as S, basketballStatusRules } from './basketball-statuses.ts';
import type { CatalogueText, SportRules, StatisticLabels } from './sport-rules.ts';

const quarter = (n: number): CatalogueText => ({ key: 'periods.short.q', values: { n } });

/** Basketball's rules (its status codes in basketball-statuses.ts, which every page's first load carries). */
export const basketball: SportRules<'basketball'> = {
  code: 'basketball',
  name: { en: 'Basketball', br: 'Basquete' },
  schemaOrgName: 'Basketball',
  ...basketballStatusRules,
  results: {
    [S.fullTime]: { word: { key: 'result.final' } },
    [S.afterExtraTime]: { word: { key: 'result.finalOvertime' }, decidedIn: 'overtime' },
  },
  periods: {
    regular: 4,
    overtime: { periods: null },
    shootout: null,
    name: (period) =>
      period <= 4
        ? { key: 'periods.quarter', values: { n: period } }
        : period === 5
          ? { key: 'periods.overtime' }
          : { key: 'periods.overtimeN', values: { n: period - 4 } },
    short: (index) =>
      index < 4
        ? quarter(index + 1)
        : index === 4
          ? { key: 'periods.short.ot' }
          : { key: 'periods.short.otN', values: { n: index - 3 } },
  },
  draws: false,
  table: {
    points: null,
    shootoutDecides: false,
    defaultTieBreak: ['win_percentage', 'wins', 'point_differential'],
    columns: [
      { id: 'won' },
      { id: 'lost' },
      { id: 'pct', strong: true },
      { id: 'gb' },
      { id: 'home', wide: 'sm' },
      { id: 'away', wide: 'sm' },
      { id: 'lastTen', wide: 'md' },
      { id: 'streak', wide: 'md' },
    ],
    record: 'won-lost',
    form: false,
    gamesBehind: true,
  },
  // STL, BLK, TO, PF and +/- show once the feeds' box score lines carry them.
  boxScore: { columns: ['min', 'pts', 'fg', 'tp', 'ft', 'reb', 'ast', 'stl', 'blk', 'to', 'pf', 'plusMinus'] },
  statistics: [
    { key: 'field_goals' },
    { key: 'field_goal_pct', percent: true },
    { key: 'three_pointers' },
    { key: 'three_point_pct', percent: true },
    { key: 'free_throws' },
    { key: 'free_throw_pct', percent: true },
    { key: 'rebounds' },
    { key: 'offensive_rebounds' },
    { key: 'defensive_rebounds' },
    { key: 'assists' },
    { key: 'steals' },
    { key: 'blocks' },
    { key: 'turnovers' },
    { key: 'personal_fouls' },
    { key: 'timeouts' },
  ],
  // A basket every few seconds: none is told on its own.
  goalIncidents: [],
  // Tip-off, each quarter, then overtimes; a basket is told only as part of a run of 8 unanswered points or more.
  commentary: {
    periodStart: (period) =>
      period === 1
        ? { key: 'commentary.basketball.start.tipOff' }
        : period <= 4
          ? { key: 'commentary.basketball.start.quarter', values: { n: period } }
          : period === 5
            ? { key: 'commentary.basketball.start.overtime' }
            : { key: 'commentary.basketball.start.overtimeN', values: { n: period - 4 } },
    scoringRun: 8,
    stamp: 'period',
  },
  leaders: { source: 'boxScore' },
  typicalMinutes: 150,
  positions: ['G', 'F', 'C'],
  lineup: {
    starters: 5,
    pitch: false,
    regularMinutes: 40,
    overtimeMinutes: 5,
    figures: ['appearances', 'minutes', 'pointsPerGame', 'reboundsPerGame', 'assistsPerGame'],
  },
  art: { tone: 'hoop', path: 'M3 12h18M12 3v18M5.6 5.6c3.5 3.5 3.5 9.3 0 12.8M18.4 5.6c-3.5 3.5-3.5 9.3 0 12.8' },
};

/** The API's labels of basketball's statistics (statistic-labels.ts). */
export const basketballStatisticLabels: StatisticLabels = {
  field_goals: { en: 'Field goals', br: 'Arremessos de quadra' },
  field_goal_pct: { en: 'Field goal %', br: 'Aproveitamento de quadra' },
  three_pointers: { en: 'Three-pointers', br: 'Cestas de três' },
  three_point_pct: { en: 'Three-point %', br: 'Aproveitamento de três' },
  free_throws: { en: 'Free throws', br: 'Lances livres' },
  free_throw_pct: { en: 'Free throw %', br: 'Aproveitamento de lances livres' },
  rebounds: { en: 'Rebounds', br: 'Rebotes' },
  offensive_rebounds: { en: 'Offensive rebounds', br: 'Rebotes ofensivos' },
  defensive_rebounds: { en: 'Defensive rebounds', br: 'Rebotes defensivos' },
  assists: { en: 'Assists', br: 'Assistências' },
  steals: { en: 'Steals', br: 'Roubos de bola' },
  blocks: { en: 'Blocks', br: 'Tocos' },
  turnovers: { en: 'Turnovers', br: 'Desperdícios de posse' },
  personal_fouls: { en: 'Personal fouls', br: 'Faltas pessoais' },
  timeouts: { en: 'Timeouts', br: 'Pedidos de tempo' },
};
