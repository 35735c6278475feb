import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPostponed, outcomeOf } from '../match-timeline.ts';
import { doubleRoundRobin, singleRoundRobin } from './circle-method.ts';
import { ALL_PLANS } from './competition-plans.ts';
import { demoSeasons, seasonYear } from './season-generator.ts';
import type { SimulatedFixture } from './season-fixture.ts';

const HOUR = 3_600_000;
const FROM = Date.parse('2020-01-01T00:00:00Z');
const TO = Date.parse('2032-12-31T00:00:00Z');
/** A fixed seed for fast-check, printed by it on failure, so a failing case replays. */
const CHECK = { seed: 20261122, numRuns: 8 };
/** Eight whole seasons of every competition per property: over 20 s on a loaded shared machine (a timeout only, no timing asserted). */
const LOADED_MACHINE_MS = 90_000;
const seeds = fc.stringMatching(/^[a-z0-9]{1,12}$/);
const instants = fc.integer({ min: FROM, max: TO });

const localDay = (instant: number, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
const isReplay = (fixture: SimulatedFixture) => fixture.externalRef.includes('-replay:');
const byKickoff = (a: SimulatedFixture, b: SimulatedFixture) => a.kickoff.getTime() - b.kickoff.getTime();

describe('the circle method', () => {
  it('puts every team in every round once and makes each pair meet twice, once at each home', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (half) => {
        const teams = half * 2;
        const rounds = doubleRoundRobin(teams);
        expect(rounds).toHaveLength(2 * (teams - 1));
        for (const round of rounds) expect(new Set(round.flat()).size).toBe(teams);
        const meetings = new Map<string, number>();
        for (const [home, away] of rounds.flat())
          meetings.set(`${home}-${away}`, (meetings.get(`${home}-${away}`) ?? 0) + 1);
        expect(meetings.size).toBe(teams * (teams - 1));
        for (const times of meetings.values()) expect(times).toBe(1);
        // Each half is a single round robin on its own.
        expect(rounds.slice(0, teams - 1)).toEqual(singleRoundRobin(teams));
      }),
      { seed: CHECK.seed, numRuns: 20 },
    );
  });
});

describe('the demo seasons', () => {
  it('are the same for the same seed and instant, and differ with the seed', () => {
    const at = Date.parse('2026-11-22T23:50:00Z');
    const key = (seed: string) =>
      demoSeasons(seed, at)
        .map((fixture) => `${fixture.externalRef}@${fixture.kickoff.toISOString()}`)
        .join('\n');
    expect(key('a')).toBe(key('a'));
    expect(key('a')).not.toBe(key('b'));
  });

  it(
    'give every demo competition a current season with its fixtures, at any instant',
    () => {
      fc.assert(
        fc.property(seeds, instants, (seed, now) => {
          const fixtures = demoSeasons(seed, now);
          for (const plan of ALL_PLANS) {
            const own = fixtures.filter((fixture) => fixture.competitionCode === plan.code);
            expect(own.length, plan.code).toBeGreaterThan(0);
            // The season shown has started: its first kickoff is not after the day it is current.
            const first = Math.min(...own.map((fixture) => fixture.kickoff.getTime()));
            expect(first, plan.code).toBeLessThanOrEqual(now + 2 * 86_400_000);
            expect(seasonYear(plan, now)).toBeGreaterThanOrEqual(new Date(now).getUTCFullYear() - 1);
          }
        }),
        CHECK,
      );
    },
    LOADED_MACHINE_MS,
  );

  it(
    'never have a team in two overlapping matches, nor twice within 40 hours (so never twice a day in any zone)',
    () => {
      fc.assert(
        fc.property(seeds, instants, (seed, now) => {
          const fixtures = demoSeasons(seed, now, { back: 1 });
          const byTeam = new Map<string, number[]>();
          for (const fixture of fixtures) {
            for (const team of [fixture.homeTeam, fixture.awayTeam]) {
              const key = `${fixture.sport}:${team.code}`;
              byTeam.set(key, [...(byTeam.get(key) ?? []), fixture.kickoff.getTime()]);
            }
          }
          for (const [team, kickoffs] of byTeam) {
            kickoffs.sort((a, b) => a - b);
            // 40 hours apart: never twice on one calendar day, whatever the fan's time zone.
            const gap = 40 * HOUR;
            for (let index = 1; index < kickoffs.length; index += 1)
              expect((kickoffs[index] ?? 0) - (kickoffs[index - 1] ?? 0), team).toBeGreaterThanOrEqual(gap);
          }
        }),
        CHECK,
      );
    },
    LOADED_MACHINE_MS,
  );

  it(
    'play every round whole before the next begins, each team once a round, rounds in calendar order',
    () => {
      fc.assert(
        fc.property(seeds, instants, (seed, now) => {
          const fixtures = demoSeasons(seed, now);
          for (const plan of ALL_PLANS.filter((entry) => entry.sport === 'football')) {
            const rounds = new Map<number, SimulatedFixture[]>();
            // A postponed match is replayed later in its round (decision 0130): its round is the replay's, played when it can be.
            const played = fixtures.filter((entry) => entry.competitionCode === plan.code && !isPostponed(seed, entry));
            const replays = new Set(played.filter(isReplay));
            for (const fixture of played) {
              rounds.set(fixture.roundOrder ?? 0, [...(rounds.get(fixture.roundOrder ?? 0) ?? []), fixture]);
            }
            const ordered = [...rounds.entries()].sort((a, b) => a[0] - b[0]);
            for (const [, round] of ordered) {
              const teams = round.flatMap((fixture) => [fixture.homeTeam.code, fixture.awayTeam.code]);
              expect(new Set(teams).size, plan.code).toBe(teams.length);
            }
            for (let index = 1; index < ordered.length; index += 1) {
              const previous = Math.max(
                ...(ordered[index - 1]?.[1] ?? [])
                  .filter((fixture) => !replays.has(fixture))
                  .map((fixture) => fixture.kickoff.getTime()),
              );
              const next = Math.min(...(ordered[index]?.[1] ?? []).map((fixture) => fixture.kickoff.getTime()));
              expect(previous, `${plan.code} round ${ordered[index]?.[0]}`).toBeLessThan(next);
            }
          }
        }),
        CHECK,
      );
    },
    LOADED_MACHINE_MS,
  );

  it('make league seasons a full double round robin', () => {
    const fixtures = demoSeasons('placar', Date.parse('2026-11-22T23:50:00Z'));
    for (const plan of ALL_PLANS.filter((entry) => entry.format === 'league')) {
      // A postponed match counts once: as its replay once that is listed (decision 0130).
      const league = fixtures.filter((fixture) => fixture.competitionCode === plan.code);
      const replayed = new Set(
        league.filter(isReplay).map((fixture) => `${fixture.homeTeam.code}>${fixture.awayTeam.code}`),
      );
      const own = league.filter(
        (fixture) =>
          !(isPostponed('placar', fixture) && replayed.has(`${fixture.homeTeam.code}>${fixture.awayTeam.code}`)),
      );
      const n = plan.teams.length;
      expect(own, plan.code).toHaveLength(n * (n - 1));
      expect(new Set(own.map((fixture) => `${fixture.homeTeam.code}>${fixture.awayTeam.code}`)).size).toBe(n * (n - 1));
    }
  });

  it(
    "let NBA and NBB teams play at most once a day, in UTC and in the league's own zone",
    () => {
      fc.assert(
        fc.property(seeds, instants, (seed, now) => {
          for (const plan of ALL_PLANS.filter((entry) => entry.sport === 'basketball')) {
            const seen = new Set<string>();
            for (const fixture of demoSeasons(seed, now, { codes: [plan.code] })) {
              for (const team of [fixture.homeTeam.code, fixture.awayTeam.code]) {
                for (const day of [
                  fixture.kickoff.toISOString().slice(0, 10),
                  `local ${localDay(fixture.kickoff.getTime(), plan.timeZone)}`,
                ]) {
                  expect(seen.has(`${team} ${day}`), `${plan.code} ${team} ${day}`).toBe(false);
                  seen.add(`${team} ${day}`);
                }
              }
            }
          }
        }),
        CHECK,
      );
    },
    LOADED_MACHINE_MS,
  );

  it('play the Champions League phases in order, each drawn only once the one before it is over', () => {
    const phases = ['League phase', 'Knockout play-offs', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Final'];
    const phaseOf = (fixture: SimulatedFixture) => phases.findIndex((phase) => (fixture.round ?? '').startsWith(phase));
    fc.assert(
      fc.property(seeds, instants, (seed, now) => {
        const cup = demoSeasons(seed, now, { codes: ['uefa.cl'] }).sort(byKickoff);
        expect(cup.every((fixture) => phaseOf(fixture) >= 0)).toBe(true);
        // Kickoff order never goes back to an earlier phase.
        for (let index = 1; index < cup.length; index += 1)
          expect(phaseOf(cup[index] as SimulatedFixture)).toBeGreaterThanOrEqual(
            phaseOf(cup[index - 1] as SimulatedFixture),
          );
        const shown = new Set(cup.map(phaseOf));
        for (let phase = 1; phase < phases.length; phase += 1) {
          if (!shown.has(phase)) continue;
          const before = cup.filter((fixture) => phaseOf(fixture) === phase - 1);
          for (const fixture of before) expect(outcomeOf(seed, fixture).endsAt).toBeLessThanOrEqual(now);
        }
        expect(cup.filter((fixture) => phaseOf(fixture) === 0)).toHaveLength(144);
        const sizes = [144, 8, 8, 4, 2, 1];
        for (const phase of shown)
          expect(cup.filter((fixture) => phaseOf(fixture) === phase)).toHaveLength(sizes[phase] ?? -1);
      }),
      { ...CHECK, numRuns: 25 },
    );
  });

  it('send the winners on: a knockout tie is never level and its winner plays the next phase', () => {
    const cup = demoSeasons('placar', Date.parse('2026-07-01T00:00:00Z'), { codes: ['uefa.cl'] });
    const final = cup.find((fixture) => fixture.round === 'Final');
    if (final === undefined) throw new Error('no final in a finished season');
    const winners = new Set<string>();
    for (const fixture of cup.filter((entry) => entry.knockout)) {
      const outcome = outcomeOf('placar', fixture);
      const home = outcome.home * 100 + (outcome.homePenalties ?? 0);
      const away = outcome.away * 100 + (outcome.awayPenalties ?? 0);
      expect(home).not.toBe(away);
      winners.add(home > away ? fixture.homeTeam.code : fixture.awayTeam.code);
    }
    const semis = cup.filter((fixture) => fixture.round === 'Semi-finals');
    for (const team of [final.homeTeam.code, final.awayTeam.code])
      expect(
        semis.some((fixture) => [fixture.homeTeam.code, fixture.awayTeam.code].includes(team) && winners.has(team)),
      ).toBe(true);
  });
});
