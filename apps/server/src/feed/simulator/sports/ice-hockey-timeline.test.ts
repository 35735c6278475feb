// The test-only third sport first: its rules and its simulation join before anything reads the sports.
import './ice-hockey-timeline.test-sport.ts';
import { IceHockeyStatus as S, iceHockey } from '@placar/contract/sports/ice-hockey.test-sport';
import { describe, expect, it } from 'vitest';
import { isStatusCode } from '@placar/contract/match-status';
import type { Sport } from '@placar/contract/sports/served-sports';
import { timelineOf } from '../match-timeline.ts';
import type { SimulatedFixture } from '../season/season-fixture.ts';
import { squadOf } from '../squads.ts';
import { stateAt } from '../timeline.ts';

const sport = iceHockey.code as string as Sport;
const squad = (code: string) => squadOf('seed', { code, country: 'US' } as never, sport);
const fixture = (index: number) =>
  ({
    sport,
    externalRef: `hockey:${index}`,
    homeTeam: { strength: 72 },
    awayTeam: { strength: 64 },
    home: { squad: squad('bears') },
    away: { squad: squad('wolves') },
    knockout: false,
  }) as unknown as SimulatedFixture;

describe('the simulator plays a test-only third sport from its own file', () => {
  const games = Array.from({ length: 300 }, (_, index) => timelineOf('seed', fixture(index)));

  it('gives the squads the sport’s shape', () => {
    expect(squad('bears').map((player) => player.position)).toEqual([
      'GK',
      'D',
      'D',
      'F',
      'F',
      'F',
      'D',
      'D',
      'F',
      'F',
      'F',
      'D',
      'D',
      'F',
      'F',
      'F',
      'D',
      'D',
      'F',
      'GK',
    ]);
  });

  it('uses only ice hockey status codes, three periods, then overtime and a shoot-out when level', () => {
    const ends = new Set<number>();
    for (const timeline of games) {
      expect(timeline.sport).toBe(iceHockey.code);
      const seen = timeline.events.flatMap((event) => (event.kind === 'status' ? [event.status] : []));
      for (const status of seen) expect(isStatusCode(sport, status)).toBe(true);
      expect(seen.slice(0, 6)).toEqual([S.p1, S.p1Ended, S.p2, S.p2Ended, S.p3, S.p3Ended]);
      const last = seen.at(-1) ?? 0;
      ends.add(last);
      const final = stateAt(timeline, timeline.end);
      const goals = (side: 'home' | 'away') =>
        final.incidents.filter((incident) => incident.kind === 'goal' && incident.side === side).length;
      expect(final.home.score).toBe(goals('home'));
      expect(final.away.score).toBe(goals('away'));
      expect(final.home.periods.reduce((sum, period) => sum + period, 0)).toBe(final.home.score);
      if (last === S.afterShootout) {
        // Level on goals; the shoot-out tally decides.
        expect(final.home.score).toBe(final.away.score);
        expect(final.home.penalties).not.toBe(final.away.penalties);
      } else {
        expect(final.home.score).not.toBe(final.away.score);
        expect(final.home.periods).toHaveLength(last === S.afterOvertime ? 4 : 3);
      }
    }
    expect([...ends].sort((a, b) => a - b)).toEqual([S.fullTime, S.afterOvertime, S.afterShootout]);
  });
});
