import type { Language } from '@placar/contract/languages';
import { catalogueOf, provideCatalogue } from './catalogue-store.ts';
import type { Catalogue } from './en.ts';

/**
 * The texts of the test-only ice hockey (packages/contract/src/sports/ice-hockey.test-sport.ts),
 * added to the loaded catalogues by the tests that register it: a served sport's texts go into
 * en.ts and br.ts (and en-staff.ts, br-staff.ts), these stay out of every build.
 */
const TEXTS: Record<Language, Record<string, Record<string, unknown>>> = {
  en: {
    tabs: { 'ice-hockey': 'Ice hockey' },
    host: { sports: { 'ice-hockey': 'Ice hockey' } },
    status: {
      'ice-hockey': {
        '2': 'P1',
        '3': 'End of P1',
        '4': 'P2',
        '5': 'End of P2',
        '6': 'P3',
        '7': 'End of P3',
        '8': 'OT',
        '9': 'Shoot-out',
        '10': 'FT',
        '11': 'Interrupted',
        '12': 'Canceled',
        '13': 'Postponed',
        '14': 'Abandoned',
        '15': 'Pending',
        '105': 'After OT',
        '110': 'After shoot-out',
      },
    },
    periods: { period: 'Period {{n}}', shootoutPlain: 'Shoot-out', short: { p: 'P{{n}}', so: 'SO' } },
    result: { finalShootout: 'Final/SO' },
    timeline: { marker: { P1: 'End of the 1st period', P2: 'End of the 2nd period', P3: 'End of the 3rd period' } },
    commentary: { 'ice-hockey': { start: 'Period {{n}} is under way.' } },
    statLabels: {
      power_play_goals: 'Power-play goals',
      penalty_minutes: 'Penalty minutes',
      faceoff_pct: 'Faceoffs won',
    },
    team: { positions: { D: 'Defencemen' } },
  },
  br: {
    tabs: { 'ice-hockey': 'Hóquei no gelo' },
    host: { sports: { 'ice-hockey': 'Hóquei no gelo' } },
    status: {
      'ice-hockey': {
        '2': '1º período',
        '3': 'Fim do 1º período',
        '4': '2º período',
        '5': 'Fim do 2º período',
        '6': '3º período',
        '7': 'Fim do 3º período',
        '8': 'Prorrogação',
        '9': 'Shoot-out',
        '10': 'Encerrado',
        '11': 'Interrompido',
        '12': 'Cancelado',
        '13': 'Adiado',
        '14': 'Abandonado',
        '15': 'A definir',
        '105': 'Após prorrogação',
        '110': 'Após shoot-out',
      },
    },
    periods: { period: '{{n}}º período', shootoutPlain: 'Shoot-out', short: { p: '{{n}}ºP', so: 'SO' } },
    result: { finalShootout: 'Final/Shoot-out' },
    timeline: { marker: { P1: 'Fim do 1º período', P2: 'Fim do 2º período', P3: 'Fim do 3º período' } },
    commentary: { 'ice-hockey': { start: 'Começa o {{n}}º período.' } },
    statLabels: {
      power_play_goals: 'Gols em power play',
      penalty_minutes: 'Minutos de penalidade',
      faceoff_pct: 'Faceoffs vencidos',
    },
    team: { positions: { D: 'Defensores' } },
  },
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function merged(into: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out = { ...into };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? merged(current, value) : value;
  }
  return out;
}

/** Adds ice hockey's texts to both loaded catalogues (call after test-catalogues.ts provided them). */
export function provideIceHockeyTexts(): void {
  for (const lang of ['en', 'br'] as const)
    provideCatalogue(lang, merged(catalogueOf(lang) ?? {}, TEXTS[lang]) as Catalogue);
}
