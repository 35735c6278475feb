import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n.ts';
import { markerLabel, periodShortNames, playerOff, roundLabel, statLabel } from './match-labels.ts';
import { statusLabel } from './status-label.ts';

const en = (key: string, values?: Record<string, unknown>) => translate('en', key, values);
const br = (key: string, values?: Record<string, unknown>) => translate('br', key, values);

describe('match texts in the page language', () => {
  it('name rounds and cup phases whatever the feed calls them', () => {
    expect(roundLabel('Matchday 12', br, 'br')).toBe('Rodada 12');
    expect(roundLabel('League phase, Matchday 3', br, 'br')).toBe('Fase de liga · Rodada 3');
    expect(roundLabel('League, Matchday 3', en, 'en')).toBe('League phase · Matchday 3');
    expect(roundLabel('Finals, Quarterfinals', br, 'br')).toBe('Quartas de final');
    expect(roundLabel('Knockout play-offs', br, 'br')).toBe('Playoffs eliminatórios');
    expect(roundLabel('Playoffs, Matchday 2', en, 'en')).toBe('Knockout play-offs · Leg 2');
    expect(roundLabel('7', br, 'br')).toBe('Rodada 7');
    expect(roundLabel('2026-11-21', br, 'br')).toMatch(/21/);
    expect(roundLabel('Apertura, Fecha 3', br, 'br')).toBe('Apertura, Fecha 3');
  });

  it('say statuses, periods, markers and statistics from the catalogues', () => {
    expect(statusLabel('football', 3, br)).toBe('Intervalo');
    expect(statusLabel('football', 0, br)).toBe('');
    // Basketball results say Final and Final/OT (issue 33), not full-time or extra time.
    expect(statusLabel('basketball', 105, en)).toBe('Final/OT');
    expect(statusLabel('basketball', 10, br)).toBe('Final');
    expect(periodShortNames('football', 4, br)).toEqual(['1ºT', '2ºT', 'P1', 'P2']);
    expect(periodShortNames('basketball', 6, en)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT', 'OT2']);
    expect(markerLabel('HT', br)).toBe('Intervalo');
    expect(markerLabel('Penalties 4-3', br)).toBe('Pênaltis 4-3');
    expect(markerLabel('something new', br)).toBe('something new');
    expect(statLabel('field_goal_pct', br)).toBe('Aproveitamento de arremessos');
    expect(statLabel('expected_goals', en)).toBe('Expected goals');
    expect(playerOff('out: Gerson')).toBe('Gerson');
    expect(playerOff('Gerson')).toBe('Gerson');
  });
});
