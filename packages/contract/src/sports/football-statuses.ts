import type { SportStatusRules } from './sport-rules.ts';

/**
 * Football's status codes (requirement status-codes). The spec leaves 2, 4 and 6 blank; we fill them by
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

/** Football's status codes and clock: what every page's first load needs (served-sports.ts); the rest of its rules are in football.ts. */
export const footballStatusRules: SportStatusRules = {
  statuses: {
    [S.notStarted]: { phase: 'upcoming', text: blank },
    [S.scheduled]: { phase: 'upcoming', text: blank },
    [S.firstHalf]: { phase: 'live', text: { en: '1st half', br: '1º tempo' }, clock: { minuteCaps: [45] } },
    [S.halfTime]: { phase: 'live', text: { en: 'HT', br: 'Intervalo' } },
    [S.secondHalf]: { phase: 'live', text: { en: '2nd half', br: '2º tempo' }, clock: { minuteCaps: [90] } },
    [S.extraTime]: { phase: 'live', text: { en: 'ET', br: 'Prorrogação' }, clock: { minuteCaps: [105, 120] } },
    [S.extraTimeBreak]: { phase: 'live', text: { en: 'ET break', br: 'Intervalo da prorrogação' } },
    [S.penalties]: { phase: 'live', text: { en: 'Penalties', br: 'Pênaltis' } },
    [S.fullTime]: { phase: 'finished', text: { en: 'FT', br: 'Encerrado' } },
    [S.postponed]: { phase: 'postponed', text: { en: 'Postponed', br: 'Adiado' } },
    [S.interrupted]: { phase: 'interrupted', text: { en: 'Interrupted', br: 'Interrompido' } },
    [S.cut]: { phase: 'interrupted', text: { en: 'Cut', br: 'Abandonado' } },
    [S.canceled]: { phase: 'canceled', text: { en: 'Canceled', br: 'Cancelado' } },
    [S.pending]: { phase: 'upcoming', text: { en: 'Pending', br: 'A definir' } },
    [S.afterExtraTime]: { phase: 'finished', text: { en: 'AET', br: 'Após prorrogação' } },
    [S.afterPenalties]: { phase: 'finished', text: { en: 'AP', br: 'Após pênaltis' } },
  },
  clock: { direction: 'up' },
};
