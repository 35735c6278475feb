import type { CatalogueText, SportStatusRules } from './sport-rules.ts';

/** Basketball's status codes (requirement status-codes). */
export const BasketballStatus = {
  notStarted: 0,
  scheduled: 1,
  q1: 2,
  q1Ended: 3,
  q2: 4,
  q2Ended: 5,
  q3: 6,
  q3Ended: 7,
  q4: 8,
  overtime: 9,
  fullTime: 10,
  interrupted: 11,
  canceled: 12,
  postponed: 13,
  cut: 14,
  pending: 15,
  afterExtraTime: 105,
} as const;

const S = BasketballStatus;
const blank = { en: '', br: '' };
const quarter = (n: number): CatalogueText => ({ key: 'periods.short.q', values: { n } });

/** Basketball's status codes and clock: what every page's first load needs (served-sports.ts); the rest of its rules are in basketball.ts. */
export const basketballStatusRules: SportStatusRules = {
  statuses: {
    [S.notStarted]: { phase: 'upcoming', text: blank },
    [S.scheduled]: { phase: 'upcoming', text: blank },
    [S.q1]: { phase: 'live', text: { en: 'Q1', br: '1º quarto' }, clock: { period: quarter(1) } },
    [S.q1Ended]: { phase: 'live', text: { en: 'Q1 Ended', br: 'Fim do 1º quarto' } },
    [S.q2]: { phase: 'live', text: { en: 'Q2', br: '2º quarto' }, clock: { period: quarter(2) } },
    [S.q2Ended]: { phase: 'live', text: { en: 'Q2 Ended', br: 'Intervalo' } },
    [S.q3]: { phase: 'live', text: { en: 'Q3', br: '3º quarto' }, clock: { period: quarter(3) } },
    [S.q3Ended]: { phase: 'live', text: { en: 'Q3 Ended', br: 'Fim do 3º quarto' } },
    [S.q4]: { phase: 'live', text: { en: 'Q4', br: '4º quarto' }, clock: { period: quarter(4) } },
    [S.overtime]: {
      phase: 'live',
      text: { en: 'OT', br: 'Prorrogação' },
      clock: { period: { key: 'periods.short.ot' } },
    },
    [S.fullTime]: { phase: 'finished', text: { en: 'FT', br: 'Encerrado' } },
    [S.interrupted]: { phase: 'interrupted', text: { en: 'Interrupted', br: 'Interrompido' } },
    [S.canceled]: { phase: 'canceled', text: { en: 'Canceled', br: 'Cancelado' } },
    [S.postponed]: { phase: 'postponed', text: { en: 'Postponed', br: 'Adiado' } },
    [S.cut]: { phase: 'interrupted', text: { en: 'Cut', br: 'Abandonado' } },
    [S.pending]: { phase: 'upcoming', text: { en: 'Pending', br: 'A definir' } },
    [S.afterExtraTime]: { phase: 'finished', text: { en: 'AET', br: 'Após prorrogação' } },
  },
  clock: { direction: 'down' },
};
