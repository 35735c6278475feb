// Issue 33, item 6: a simulated fact follows from the same events as every other. Each rule is
// checked over whole simulated seasons (every match of them, played to its end), at fixed instants.
import { describe, expect, it } from 'vitest';
import { finalStateOf, isPostponed } from '../match-timeline.ts';
import { statsAt } from '../timeline.ts';
import { LEAGUE_PLANS } from './competition-plans.ts';
import type { SimulatedFixture } from './season-fixture.ts';
import { demoSeasons } from './season-generator.ts';

const SEEDS = ['placar', 'season-a', 'season-b'];
/** Whole seasons played out: seconds here, more on a loaded shared machine (a timeout only, no timing asserted). */
const WHOLE_SEASONS_MS = 90_000;
/** After every demo competition's 2025 season has ended (the Brasileirão in December, Europe in May, basketball in spring). */
const AFTER_2025_SEASONS = Date.parse('2026-07-15T12:00:00Z');
const GOALS_AND_BOOKINGS = new Set([
  'goal',
  'penalty_goal',
  'missed_penalty',
  'yellow_card',
  'red_card',
  'shootout_goal',
  'shootout_miss',
]);

const seasonOf = (seed: string, codes: string[]) => demoSeasons(seed, AFTER_2025_SEASONS, { codes, back: 1 });

/** Replays a football match's incidents on the eleven each side starts with; returns what went wrong. */
function offThePitch(fixture: SimulatedFixture, seed: string): string[] {
  const { state } = finalStateOf(seed, fixture);
  const squad = {
    home: (fixture.home.squad ?? []).map((player) => player.name),
    away: (fixture.away.squad ?? []).map((player) => player.name),
  };
  const onPitch = { home: new Set(squad.home.slice(0, 11)), away: new Set(squad.away.slice(0, 11)) };
  const used = { home: new Set<string>(), away: new Set<string>() };
  const wrong: string[] = [];
  for (const incident of state.incidents) {
    const side = incident.side;
    if (side === null || side === undefined) continue;
    const other = side === 'home' ? 'away' : 'home';
    const where = `${fixture.externalRef} ${incident.kind} ${incident.minute ?? ''}' ${incident.player ?? 'nobody'}`;
    if (incident.kind === 'substitution') {
      const on = incident.player ?? '';
      const off = incident.detail ?? '';
      if (!onPitch[side].has(off)) wrong.push(`${where}: ${off} goes off but is not on`);
      if (onPitch[side].has(on) || used[side].has(on) || !squad[side].includes(on))
        wrong.push(`${where}: comes on twice or from nowhere`);
      onPitch[side].delete(off);
      onPitch[side].add(on);
      used[side].add(off);
      continue;
    }
    const team =
      incident.kind === 'own_goal' ? onPitch[other] : GOALS_AND_BOOKINGS.has(incident.kind) ? onPitch[side] : undefined;
    if (team === undefined) continue;
    if (incident.player === null || incident.player === undefined || !team.has(incident.player))
      wrong.push(`${where}: not on the pitch`);
    // An assist is by a team-mate on the pitch, never the scorer (issue 33 item 3).
    if (
      incident.assist !== null &&
      incident.assist !== undefined &&
      (!onPitch[side].has(incident.assist) || incident.assist === incident.player)
    )
      wrong.push(`${where}: assisted by ${incident.assist}, not a team-mate on`);
    if (incident.kind === 'red_card' && incident.player) {
      team.delete(incident.player);
      used[side].add(incident.player);
    }
  }
  return wrong;
}

describe('a whole simulated season', () => {
  it(
    'has no goal, booking or penalty by a player off the pitch (substituted, sent off or on the bench)',
    () => {
      let shootOuts = 0;
      let substitutions = 0;
      const goals = { assisted: 0, all: 0 };
      for (const seed of SEEDS) {
        for (const fixture of seasonOf(seed, ['eng.1', 'uefa.cl'])) {
          const { state } = finalStateOf(seed, fixture);
          if (
            state.incidents.some((incident) => incident.kind === 'shootout_goal' || incident.kind === 'shootout_miss')
          )
            shootOuts += 1;
          substitutions += state.incidents.filter((incident) => incident.kind === 'substitution').length;
          for (const goal of state.incidents.filter((incident) => incident.kind === 'goal')) {
            goals.all += 1;
            if (goal.assist) goals.assisted += 1;
          }
          expect(offThePitch(fixture, seed)).toEqual([]);
        }
      }
      // The rule was met by matches that test it: penalties after substitutions and sendings-off.
      expect(shootOuts).toBeGreaterThan(0);
      expect(substitutions).toBeGreaterThan(1000);
      // About three open-play goals in four are assisted.
      expect(goals.assisted / goals.all).toBeGreaterThan(0.65);
      expect(goals.assisted / goals.all).toBeLessThan(0.85);
    },
    WHOLE_SEASONS_MS,
  );

  it(
    'ends with every team of a league on the same number of matches played: postponed matches are replayed before the season ends',
    () => {
      let replays = 0;
      for (const seed of SEEDS) {
        for (const plan of LEAGUE_PLANS) {
          const fixtures = seasonOf(seed, [plan.code]);
          for (const seasonName of new Set(fixtures.map((fixture) => fixture.season.name))) {
            const season = fixtures.filter((fixture) => fixture.season.name === seasonName);
            // Seasons over at the instant (a day's margin for the last games' local evenings).
            if (season.some((fixture) => fixture.kickoff.getTime() > AFTER_2025_SEASONS - 86_400_000)) continue;
            const played = new Map<string, number>();
            for (const fixture of season) {
              if (isPostponed(seed, fixture)) continue;
              for (const team of [fixture.homeTeam.code, fixture.awayTeam.code])
                played.set(team, (played.get(team) ?? 0) + 1);
            }
            replays += season.filter(
              (fixture) => fixture.neverPostponed && fixture.externalRef.includes('-replay'),
            ).length;
            expect([...new Set(played.values())], `${seed} ${plan.code} ${seasonName}`).toEqual([
              2 * (plan.teams.length - 1),
            ]);
            expect(played.size).toBe(plan.teams.length);
          }
        }
      }
      expect(replays).toBeGreaterThan(10);
    },
    WHOLE_SEASONS_MS,
  );

  it(
    "adds a basketball box score up: minutes to five times the game, points, rebounds, steals, blocks and turnovers to the team's, plus-minus to five times the margin, nothing by a player who did not play",
    () => {
      let overtimeGames = 0;
      for (const code of ['nba', 'nbb']) {
        for (const fixture of seasonOf('placar', [code]).filter((entry) => entry.season.endsOn < '2026-07-01')) {
          const { timeline, state } = finalStateOf('placar', fixture);
          const quarter = (fixture.basketball?.quarterSeconds ?? 600) / 60;
          const overtimes = state.home.periods.length - 4;
          if (overtimes > 0) overtimeGames += 1;
          const stats = statsAt(timeline, state, timeline.end);
          for (const side of ['home', 'away'] as const) {
            const lines = state.box?.[side] ?? [];
            const where = `${fixture.externalRef} ${side}`;
            expect(
              lines.reduce((sum, line) => sum + line.minutes, 0),
              where,
            ).toBe(5 * (4 * quarter + 5 * overtimes));
            expect(
              lines.reduce((sum, line) => sum + line.points, 0),
              where,
            ).toBe(state[side].score);
            expect(
              lines.reduce((sum, line) => sum + line.rebounds, 0),
              where,
            ).toBe(stats.find((stat) => stat.key === 'rebounds')?.[side]);
            for (const key of ['steals', 'blocks', 'turnovers'] as const) {
              expect(
                lines.reduce((sum, line) => sum + line[key], 0),
                `${where} ${key}`,
              ).toBe(stats.find((stat) => stat.key === key)?.[side]);
            }
            // Every point was scored against five on court: a side's plus-minus adds up to five times its margin.
            const other = side === 'home' ? 'away' : 'home';
            expect(
              lines.reduce((sum, line) => sum + line.plusMinus, 0),
              where,
            ).toBe(5 * ((state[side].score ?? 0) - (state[other].score ?? 0)));
            for (const line of lines) expect(line.fouls, `${where} ${line.name}`).toBeLessThanOrEqual(5);
            // A steal is a turnover: a side never steals more than the opponents turn over.
            expect(stats.find((stat) => stat.key === 'steals')?.[side]).toBeLessThanOrEqual(
              stats.find((stat) => stat.key === 'turnovers')?.[other] ?? 0,
            );
            for (const line of lines.filter((entry) => entry.minutes === 0)) {
              expect(
                line.points +
                  line.fga +
                  line.fta +
                  line.rebounds +
                  line.assists +
                  line.steals +
                  line.blocks +
                  line.turnovers +
                  line.fouls +
                  Math.abs(line.plusMinus),
                `${where} ${line.name}`,
              ).toBe(0);
            }
            // Minutes come from the game, not a fixed share: starters differ from each other.
            expect(new Set(lines.slice(0, 5).map((line) => line.minutes)).size, where).toBeGreaterThan(1);
          }
        }
      }
      expect(overtimeGames).toBeGreaterThan(10);
    },
    WHOLE_SEASONS_MS,
  );
});
