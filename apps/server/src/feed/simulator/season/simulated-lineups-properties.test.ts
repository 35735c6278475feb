// Issue 33, items 1 and 6: the line-ups the API shows (modules/players/lineup-builder.ts) follow
// from the same events as the score, over whole simulated seasons played to their end.
import { describe, expect, it } from 'vitest';
import type { LineupPlayer } from '@placar/contract/player-entities';
import { sportRules } from '@placar/contract/sports/sport-registry';
import { buildSideLineup, matchLength } from '../../../modules/players/lineup-builder.ts';
import { finalStateOf } from '../match-timeline.ts';
import type { SimState } from '../timeline.ts';
import type { SimulatedFixture } from './season-fixture.ts';
import { demoSeasons } from './season-generator.ts';

const SEEDS = ['placar', 'season-b'];
/** Whole seasons played out: seconds here, more on a loaded shared machine (a timeout only, no timing asserted). */
const WHOLE_SEASONS_MS = 90_000;
/** After every demo competition's 2025 season has ended. */
const AFTER_2025_SEASONS = Date.parse('2026-07-15T12:00:00Z');
/** Incidents a player on the pitch takes part in (a shoot-out's takers are those on at the end). */
const ON_THE_PITCH = new Set([
  'goal',
  'penalty_goal',
  'missed_penalty',
  'yellow_card',
  'red_card',
  'second_yellow',
  'shootout_goal',
  'shootout_miss',
]);

const seasonOf = (seed: string, codes: string[]) => demoSeasons(seed, AFTER_2025_SEASONS, { codes, back: 1 });

function lineupOf(fixture: SimulatedFixture, state: SimState, side: 'home' | 'away') {
  const rules = sportRules(fixture.sport);
  const squad = (fixture[side].squad ?? []).map((player, index) => ({
    id: index + 1,
    name: player.name,
    number: player.number,
    position: player.position,
  }));
  const incidents = state.incidents
    .filter((incident) => incident.side === side)
    .map((incident) => ({
      kind: incident.kind,
      minute: incident.minute ?? null,
      period: incident.period ?? null,
      player: incident.player ?? null,
      detail: incident.detail ?? null,
    }));
  const length = matchLength(
    rules.lineup,
    rules.periods.regular,
    rules.periods.overtime?.periods ?? 0,
    Math.max(state[side].periods.length, ...incidents.map((incident) => incident.period ?? 0)),
  );
  const box = state.box?.[side] ?? null;
  return { length, lineup: buildSideLineup(rules.lineup, squad, incidents, box, length), incidents };
}

/** What in a football line-up disagrees with the match's incidents. */
function disagreements(fixture: SimulatedFixture, state: SimState): string[] {
  const wrong: string[] = [];
  for (const side of ['home', 'away'] as const) {
    const { length, lineup, incidents } = lineupOf(fixture, state, side);
    const where = `${fixture.externalRef} ${side}`;
    if (lineup.starters.length !== 11) wrong.push(`${where}: ${lineup.starters.length} starters`);
    if (lineup.formation === null) wrong.push(`${where}: no formation`);
    const players = new Map<string, LineupPlayer & { starter: boolean }>([
      ...lineup.starters.map((player) => [player.name, { ...player, starter: true }] as const),
      ...lineup.bench.map((player) => [player.name, { ...player, starter: false }] as const),
    ]);
    // Walk the substitutions in order with the eleven on the pitch.
    const onPitch = new Set(lineup.starters.map((player) => player.name));
    const cameOn = new Set<string>();
    for (const incident of incidents) {
      const what = `${where} ${incident.kind} ${incident.minute ?? ''}' ${incident.player ?? 'nobody'}`;
      if (incident.kind === 'substitution') {
        const on = players.get(incident.player ?? '');
        if (incident.detail === null || !onPitch.has(incident.detail))
          wrong.push(`${what}: ${incident.detail} goes off but is not on`);
        if (on === undefined || on.starter || cameOn.has(on.name))
          wrong.push(`${what}: comes on from outside the bench or twice`);
        if (on !== undefined && on.on !== incident.minute) wrong.push(`${what}: the line-up says on at ${on.on}`);
        if (players.get(incident.detail ?? '')?.off !== incident.minute)
          wrong.push(`${what}: the line-up says off at ${players.get(incident.detail ?? '')?.off}`);
        onPitch.delete(incident.detail ?? '');
        onPitch.add(incident.player ?? '');
        cameOn.add(incident.player ?? '');
        continue;
      }
      if (!ON_THE_PITCH.has(incident.kind)) continue;
      const player = players.get(incident.player ?? '');
      if (player === undefined || !onPitch.has(player.name)) {
        wrong.push(`${what}: not on the pitch`);
        continue;
      }
      // The line-up's on and off minutes hold the event: nobody plays before coming on or after going off.
      const minute = incident.minute ?? length;
      if ((player.on !== null && minute < player.on) || (player.off !== null && minute > player.off && !player.sentOff))
        wrong.push(`${what}: outside ${player.on}-${player.off}`);
      if (incident.kind === 'red_card' || incident.kind === 'second_yellow') onPitch.delete(player.name);
    }
    // Minutes add up: eleven for the whole match, less what sendings-off cost.
    const all = [...lineup.starters, ...lineup.bench];
    const lost = all
      .filter((player) => player.sentOff)
      .reduce((sum, player) => sum + (length - (player.off ?? length)), 0);
    const minutes = all.reduce((sum, player) => sum + player.tally.minutes, 0);
    if (minutes !== 11 * length - lost) wrong.push(`${where}: ${minutes} minutes played, not ${11 * length - lost}`);
    const goals = all.reduce((sum, player) => sum + player.tally.goals, 0);
    const scored = incidents.filter((incident) => incident.kind === 'goal' || incident.kind === 'penalty_goal').length;
    if (goals !== scored) wrong.push(`${where}: ${goals} goals in the line-up, ${scored} in the incidents`);
  }
  return wrong;
}

describe('line-ups over a whole simulated season', () => {
  it(
    'agree with the events: eleven starters in a formation, substitutions from the pitch to the bench player coming on, every event by a player on the pitch, minutes that add up',
    () => {
      let substitutions = 0;
      let sendingsOff = 0;
      /** Each team's formations over the season, by seed and team. */
      const formations = new Map<string, Set<string | null>>();
      for (const seed of SEEDS) {
        for (const fixture of seasonOf(seed, ['eng.1', 'uefa.cl', 'bra.1'])) {
          const { state } = finalStateOf(seed, fixture);
          if (state.status === 0 || state.home.score === null) continue;
          substitutions += state.incidents.filter((incident) => incident.kind === 'substitution').length;
          sendingsOff += state.incidents.filter((incident) => incident.kind === 'red_card').length;
          expect(disagreements(fixture, state)).toEqual([]);
          for (const side of ['home', 'away'] as const) {
            const key = `${seed} ${fixture[side === 'home' ? 'homeTeam' : 'awayTeam'].code}`;
            formations.set(
              key,
              (formations.get(key) ?? new Set()).add(lineupOf(fixture, state, side).lineup.formation),
            );
          }
        }
      }
      // Teams line up in shapes of their own (not every team 4-3-3), each in one shape all season.
      expect(new Set([...formations.values()].flatMap((shapes) => [...shapes])).size).toBeGreaterThanOrEqual(4);
      expect([...formations].filter(([, shapes]) => shapes.size !== 1)).toEqual([]);
      // The rules were met by matches that test them.
      expect(substitutions).toBeGreaterThan(1000);
      expect(sendingsOff).toBeGreaterThan(10);
    },
    WHOLE_SEASONS_MS,
  );

  it(
    'starts five in basketball, from the box score, whose minutes are five times the game',
    () => {
      for (const fixture of seasonOf('placar', ['nba']).filter((entry) => entry.season.endsOn < '2026-07-01')) {
        const { state } = finalStateOf('placar', fixture);
        if (state.home.score === null) continue;
        for (const side of ['home', 'away'] as const) {
          const { lineup } = lineupOf(fixture, state, side);
          const quarter = (fixture.basketball?.quarterSeconds ?? 600) / 60;
          expect(lineup.starters, fixture.externalRef).toHaveLength(5);
          expect(lineup.formation).toBeNull();
          expect([...lineup.starters, ...lineup.bench].reduce((sum, player) => sum + player.tally.minutes, 0)).toBe(
            5 * (4 * quarter + 5 * (state.home.periods.length - 4)),
          );
        }
      }
    },
    WHOLE_SEASONS_MS,
  );
});
