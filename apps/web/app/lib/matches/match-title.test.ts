import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { translate } from '../../i18n/i18n.ts';
import { matchTitle } from './match-title.ts';

const match = (
  phase: MatchSummary['status']['phase'],
  home: number | null,
  away: number | null,
  kickoff = '2026-11-21T20:00:00Z',
) =>
  ({
    home: { team: { name: 'Santos' }, score: home },
    away: { team: { name: 'São Paulo' }, score: away },
    status: { code: 0, phase, text: '' },
    kickoff,
    localDate: '',
  }) as unknown as MatchSummary;
const en = (key: string, values?: Record<string, unknown>) => translate('en', key, values);
const br = (key: string, values?: Record<string, unknown>) => translate('br', key, values);

describe('a match page title', () => {
  it('says the result, the live score, or the kick-off, never "live match" for a match that is not', () => {
    expect(matchTitle(match('finished', 2, 1), en, 'en', 'UTC', '2026-11-21')).toBe('Santos 2-1 São Paulo');
    expect(matchTitle(match('live', 0, 0), br, 'br', 'UTC', '2026-11-21')).toBe('Santos 0-0 São Paulo, ao vivo');
    expect(matchTitle(match('upcoming', null, null), en, 'en', 'UTC', '2026-11-21')).toBe(
      'Santos vs São Paulo, kick-off 20:00',
    );
    expect(matchTitle(match('upcoming', null, null), br, 'br', 'America/Sao_Paulo', '2026-11-21')).toBe(
      'Santos x São Paulo, início às 17:00',
    );
    expect(matchTitle(match('upcoming', null, null, '2026-11-24T20:00:00Z'), en, 'en', 'UTC', '2026-11-21')).toMatch(
      /^Santos vs São Paulo, kick-off Tue,? 24 Nov 20:00$/,
    );
    expect(matchTitle(match('postponed', null, null), en, 'en', 'UTC', '2026-11-21')).toBe('Santos vs São Paulo');
  });
});
