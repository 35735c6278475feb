/**
 * Match status codes of SPEC section 4, stored as numbers. The spec leaves football's 2, 4
 * and 6 blank; we fill them by the basketball pattern (decision docs/decisions/0004):
 * 2 first half, 4 second half, 6 break before or during extra time.
 */
export const SPORTS = ['football', 'basketball'] as const;
export type Sport = (typeof SPORTS)[number];

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

/** Where a match is in its life: what the schedule tabs filter on. */
export type MatchPhase = 'upcoming' | 'live' | 'finished' | 'postponed' | 'canceled' | 'interrupted';

const footballPhase: Record<number, MatchPhase> = {
  0: 'upcoming', 1: 'upcoming', 2: 'live', 3: 'live', 4: 'live', 5: 'live', 6: 'live', 7: 'live',
  8: 'finished', 9: 'postponed', 10: 'interrupted', 11: 'interrupted', 12: 'canceled', 13: 'upcoming',
  105: 'finished', 110: 'finished',
};

const basketballPhase: Record<number, MatchPhase> = {
  0: 'upcoming', 1: 'upcoming', 2: 'live', 3: 'live', 4: 'live', 5: 'live', 6: 'live', 7: 'live', 8: 'live', 9: 'live',
  10: 'finished', 11: 'interrupted', 12: 'canceled', 13: 'postponed', 14: 'interrupted', 15: 'upcoming',
  105: 'finished',
};

export function isStatusCode(sport: Sport, code: number): boolean {
  return (sport === 'football' ? footballPhase : basketballPhase)[code] !== undefined;
}

export function matchPhase(sport: Sport, code: number): MatchPhase {
  return (sport === 'football' ? footballPhase : basketballPhase)[code] ?? 'upcoming';
}

export const FOOTBALL_STATUS_CODES = Object.values(FootballStatus);
export const BASKETBALL_STATUS_CODES = Object.values(BasketballStatus);

type StatusTexts = Record<number, { en: string; br: string }>;

const footballTexts: StatusTexts = {
  0: { en: '', br: '' },
  1: { en: '', br: '' },
  2: { en: '1st half', br: '1º tempo' },
  3: { en: 'HT', br: 'Intervalo' },
  4: { en: '2nd half', br: '2º tempo' },
  5: { en: 'ET', br: 'Prorrogação' },
  6: { en: 'ET break', br: 'Intervalo da prorrogação' },
  7: { en: 'Penalties', br: 'Pênaltis' },
  8: { en: 'FT', br: 'Encerrado' },
  9: { en: 'Postponed', br: 'Adiado' },
  10: { en: 'Interrupted', br: 'Interrompido' },
  11: { en: 'Cut', br: 'Abandonado' },
  12: { en: 'Canceled', br: 'Cancelado' },
  13: { en: 'Pending', br: 'A definir' },
  105: { en: 'AET', br: 'Após prorrogação' },
  110: { en: 'AP', br: 'Após pênaltis' },
};

const basketballTexts: StatusTexts = {
  0: { en: '', br: '' },
  1: { en: '', br: '' },
  2: { en: 'Q1', br: '1º quarto' },
  3: { en: 'Q1 Ended', br: 'Fim do 1º quarto' },
  4: { en: 'Q2', br: '2º quarto' },
  5: { en: 'Q2 Ended', br: 'Intervalo' },
  6: { en: 'Q3', br: '3º quarto' },
  7: { en: 'Q3 Ended', br: 'Fim do 3º quarto' },
  8: { en: 'Q4', br: '4º quarto' },
  9: { en: 'OT', br: 'Prorrogação' },
  10: { en: 'FT', br: 'Encerrado' },
  11: { en: 'Interrupted', br: 'Interrompido' },
  12: { en: 'Canceled', br: 'Cancelado' },
  13: { en: 'Postponed', br: 'Adiado' },
  14: { en: 'Cut', br: 'Abandonado' },
  15: { en: 'Pending', br: 'A definir' },
  105: { en: 'AET', br: 'Após prorrogação' },
};

/** The text of a status code in a language (SPEC section 4); blank for 0 and 1. */
export function statusText(sport: Sport, code: number, language: 'en' | 'br'): string {
  return (sport === 'football' ? footballTexts : basketballTexts)[code]?.[language] ?? '';
}
