import { COMPETITIONS_WITHOUT_TABLE } from '@placar/contract/constants';
import { matchPhase } from '@placar/contract/match-status';
import { describe, expect, it } from 'vitest';
import { timelineOf } from '../match-timeline.ts';
import { stateAt } from '../timeline.ts';
import { CLUB_FRIENDLIES, FRIENDLY_KICKOFFS, friendliesOfDay } from './club-friendlies.ts';
import { dayOf } from './season-calendar.ts';
import { demoSeasons } from './season-generator.ts';

const MINUTE = 60_000;
const WEEK_MINUTES = 7 * 24 * 60;

/**
 * Which minutes of the week from `from` have a football match live: each match is read with
 * the simulator's own rules (its seeded timeline, stateAt, the status's phase) minute by minute.
 */
function liveMinutes(seed: string, from: number): boolean[] {
  const live = Array.from({ length: WEEK_MINUTES }, () => false);
  const to = from + WEEK_MINUTES * MINUTE;
  // Planned at both ends of the week, as the simulator re-plans every hour: the friendlies of
  // its first days, and every cup phase drawn by its end.
  const planned = new Map(
    [...demoSeasons(seed, from, { back: 0 }), ...demoSeasons(seed, to, { back: 0 })].map((fixture) => [
      fixture.externalRef,
      fixture,
    ]),
  );
  for (const fixture of planned.values()) {
    if (fixture.sport !== 'football') continue;
    const kickoff = fixture.kickoff.getTime();
    const timeline = timelineOf(seed, fixture);
    if (kickoff > to || kickoff + timeline.end * 1000 < from) continue;
    const first = Math.max(0, Math.floor((kickoff - from) / MINUTE));
    const last = Math.min(WEEK_MINUTES - 1, Math.ceil((kickoff + timeline.end * 1000 - from) / MINUTE));
    for (let minute = first; minute <= last; minute += 1) {
      if (live[minute]) continue;
      const t = (from + minute * MINUTE - kickoff) / 1000;
      live[minute] = matchPhase('football', stateAt(timeline, t).status) === 'live';
    }
  }
  return live;
}

describe('club friendlies', () => {
  // Europe leaves summer time on 25 October 2026; June 29-July 6 is the European summer break.
  for (const [week, start] of [
    ['the week Europe leaves summer time', '2026-10-21T00:00:00Z'],
    ['a week of the European summer break', '2026-06-29T00:00:00Z'],
    ['the week Europe starts summer time (Monday night to Monday night)', '2027-03-22T22:27:00Z'],
  ] as const) {
    it(`keep a football match live at every minute of ${week}`, () => {
      for (const seed of ['placar', 'e2e']) {
        const live = liveMinutes(seed, Date.parse(start));
        const quiet = live.flatMap((isLive, minute) =>
          isLive ? [] : [new Date(Date.parse(start) + minute * MINUTE).toISOString()],
        );
        expect(quiet, `${seed}: minutes with no football live`).toEqual([]);
      }
    });
  }

  it('kick off every 90 minutes around the clock, each club at most once a day, and are never postponed', () => {
    const day = dayOf('2026-11-23');
    const fixtures = friendliesOfDay('placar', day).sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
    expect(fixtures.map((fixture) => fixture.kickoff.toISOString().slice(11, 16))).toEqual(FRIENDLY_KICKOFFS);
    expect(FRIENDLY_KICKOFFS).toHaveLength(16);
    const teams = fixtures.flatMap((fixture) => [fixture.homeTeam.code, fixture.awayTeam.code]);
    expect(new Set(teams).size).toBe(32);
    for (const fixture of fixtures) {
      expect(fixture.competitionCode).toBe(CLUB_FRIENDLIES);
      expect(fixture.round).toBeNull();
      expect(fixture.hot).toBe(false);
      expect(fixture.season.name).toBe('2026');
      expect(timelineOf('placar', fixture).end).toBeGreaterThanOrEqual(108 * 60);
    }
    expect(friendliesOfDay('placar', day)).toEqual(friendliesOfDay('placar', day));
    expect(friendliesOfDay('other', day).map((fixture) => fixture.externalRef)).not.toEqual(
      fixtures.map((fixture) => fixture.externalRef),
    );
  });

  it('field first teams only out of their seasons (pre-season in July), reserve sides otherwise', () => {
    const firstTeams = (date: string) =>
      friendliesOfDay('placar', dayOf(date))
        .flatMap((fixture) => [fixture.home, fixture.away])
        .filter((team) => !team.code.endsWith('-b'));
    // Mid-November every demo club is in season: only reserve sides ("Flamengo B") play friendlies.
    expect(firstTeams('2026-11-23')).toEqual([]);
    const july = firstTeams('2026-07-08');
    expect(july.length).toBeGreaterThan(10);
    // ...but not Brazil's clubs, whose league plays through July.
    expect(july.filter((team) => team.country === 'BR')).toEqual([]);
    const reserve = friendliesOfDay('placar', dayOf('2026-11-23'))[0]?.home;
    expect(reserve?.nameEn).toMatch(/ B$/);
    expect(reserve?.shortName).toMatch(/ B$/);
  });

  it('are listed from six days before today to seven days after', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    const listed = demoSeasons('placar', now, { codes: [CLUB_FRIENDLIES] });
    const days = [...new Set(listed.map((fixture) => fixture.kickoff.toISOString().slice(0, 10)))].sort();
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-11-17');
    expect(days.at(-1)).toBe('2026-11-30');
    expect(listed).toHaveLength(14 * 16);
  });

  it('have no table on their page (the contract lists them), as friendlies have no standings', () => {
    expect(COMPETITIONS_WITHOUT_TABLE).toContain(CLUB_FRIENDLIES);
  });
});
