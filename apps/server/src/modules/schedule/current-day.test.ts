// Issue 10: a basketball season (no rounds) opens at the day that matters to a fan in their
// zone: a day with a game live, else today, else the next day with games, else the last one.
import { BasketballStatus } from '@placar/contract/sports/basketball-statuses';
import { describe, expect, it } from 'vitest';
import { currentDay } from './competition-matches.service.ts';
import type { MatchRow } from './match.repository.ts';

const game = (kickoff: string, status: number = BasketballStatus.scheduled) =>
  ({ sport: 'basketball', status, kickoff: new Date(kickoff) }) as unknown as MatchRow;
const NOW = new Date('2026-11-23T02:30:00Z');
const DAYS = ['2026-11-20', '2026-11-22', '2026-11-25'];

describe('currentDay: the day an NBA page opens at', () => {
  it('is the day of a game in progress, in the fan’s zone, even once midnight has passed', () => {
    // 03:30 UTC is 00:30 on the 23rd in São Paulo; the game still live tipped off at 22:30 on the 22nd there.
    const rows = [
      game('2026-11-20T23:00:00Z', BasketballStatus.fullTime),
      game('2026-11-23T01:30:00Z', BasketballStatus.q4),
      game('2026-11-23T23:00:00Z'),
    ];
    expect(
      currentDay(rows, [...DAYS, '2026-11-23'].sort(), 'America/Sao_Paulo', new Date('2026-11-23T03:30:00Z')),
    ).toBe('2026-11-22');
  });

  it('is today when there are games today and none is live', () => {
    const rows = [game('2026-11-22T23:00:00Z'), game('2026-11-25T23:00:00Z')];
    // At 02:30 UTC it is 23:30 on the 22nd in São Paulo, but the 23rd in Tokyo.
    expect(currentDay(rows, DAYS, 'America/Sao_Paulo', NOW)).toBe('2026-11-22');
    expect(currentDay(rows, [...DAYS, '2026-11-23'].sort(), 'Asia/Tokyo', NOW)).toBe('2026-11-23');
  });

  it('is the next day with games when today has none, else the last day of the season', () => {
    const rows = [game('2026-11-25T23:00:00Z')];
    expect(currentDay(rows, DAYS, 'UTC', NOW)).toBe('2026-11-25');
    expect(currentDay(rows, DAYS, 'UTC', new Date('2026-12-01T12:00:00Z'))).toBe('2026-11-25');
    expect(currentDay([], [], 'UTC', NOW)).toBeNull();
  });
});
