import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toGroups, toIncidents, toLineups } from './api-football-match-centre.ts';
import {
  eventsResponseSchema,
  lineupsResponseSchema,
  playersResponseSchema,
  standingsResponseSchema,
} from './api-football-match-centre-response.ts';
import type { ApiFootballEvent } from './api-football-match-centre-response.ts';

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`recorded/${name}`, import.meta.url), 'utf8'));
const lineups = lineupsResponseSchema.parse(recorded('fixtures-lineups.json')).response;
const events = eventsResponseSchema.parse(recorded('fixtures-events.json')).response;
const TEAMS = { home: { id: 33 }, away: { id: 36 } };
const UNITED = { id: 33, name: 'Manchester United' };
const BRENTFORD = { id: 36, name: 'Brentford' };
const event = (fields: Partial<ApiFootballEvent>): ApiFootballEvent => ({
  time: { elapsed: 70, extra: null },
  team: UNITED,
  player: { id: 1, name: 'B. Fernandes' },
  assist: { id: null, name: null },
  type: 'Goal',
  detail: 'Normal Goal',
  comments: null,
  ...fields,
});

describe('API-Football match centre mapping', () => {
  it('reads the recorded shapes, extra fields and all', () => {
    expect(playersResponseSchema.safeParse(recorded('fixtures-players.json')).success).toBe(true);
    expect(standingsResponseSchema.safeParse(recorded('standings-groups.json')).success).toBe(true);
  });

  it("maps each kind of event to the simulator's incident", () => {
    const { incidents, skipped } = toIncidents(TEAMS, [
      event({ detail: 'Penalty' }),
      event({ detail: 'Own Goal', team: BRENTFORD, player: { id: 2, name: 'N. Collins' } }),
      event({ detail: 'Missed Penalty' }),
      event({ type: 'Card', detail: 'Red Card', time: { elapsed: 90, extra: 4 } }),
      event({
        type: 'Card',
        detail: 'Second Yellow card',
        team: BRENTFORD,
        player: { id: 3, name: 'C. Nørgaard' },
        time: { elapsed: 101, extra: null },
      }),
      event({ detail: 'Penalty', comments: 'Penalty Shootout', time: { elapsed: 120, extra: null } }),
      event({ detail: 'Missed Penalty', comments: 'Penalty Shootout', time: { elapsed: 120, extra: null } }),
      event({ type: 'Goal', team: { id: 999, name: 'Somebody Else' } }),
      event({ type: 'Injury', detail: 'Knock' }),
    ]);
    expect(skipped).toBe(2);
    expect(
      incidents.filter((incident) => incident.kind.startsWith('shootout')).map((incident) => incident.detail),
    ).toEqual(['1-0', '1-0']);
    expect(
      incidents.map(({ kind, side, player, minute, extraMinute, period, homeScore, awayScore }) => ({
        kind,
        side,
        player,
        minute,
        extraMinute,
        period,
        score: `${homeScore}-${awayScore}`,
      })),
    ).toEqual([
      {
        kind: 'penalty_goal',
        side: 'home',
        player: 'B. Fernandes',
        minute: 70,
        extraMinute: null,
        period: 2,
        score: '1-0',
      },
      // The vendor files an own goal under the scorer's team: it counts for the other side.
      { kind: 'own_goal', side: 'home', player: 'N. Collins', minute: 70, extraMinute: null, period: 2, score: '2-0' },
      {
        kind: 'missed_penalty',
        side: 'home',
        player: 'B. Fernandes',
        minute: 70,
        extraMinute: null,
        period: 2,
        score: '2-0',
      },
      { kind: 'red_card', side: 'home', player: 'B. Fernandes', minute: 90, extraMinute: 4, period: 2, score: '2-0' },
      {
        kind: 'second_yellow',
        side: 'away',
        player: 'C. Nørgaard',
        minute: 101,
        extraMinute: null,
        period: 3,
        score: '2-0',
      },
      {
        kind: 'shootout_goal',
        side: 'home',
        player: 'B. Fernandes',
        minute: null,
        extraMinute: null,
        period: 5,
        score: '2-0',
      },
      {
        kind: 'shootout_miss',
        side: 'home',
        player: 'B. Fernandes',
        minute: null,
        extraMinute: null,
        period: 5,
        score: '2-0',
      },
    ]);
  });

  it("takes off the substitution's player who is on the pitch, whichever of the two names the vendor puts first", () => {
    const swapped = events.map((item) =>
      item.type === 'subst' ? { ...item, player: item.assist, assist: item.player } : item,
    );
    const subs = (list: ApiFootballEvent[]) =>
      toIncidents(TEAMS, list, lineups)
        .incidents.filter((incident) => incident.kind === 'substitution')
        .map(({ player, detail }) => `${player} for ${detail}`);
    expect(subs(events)).toEqual(['K. Mainoo for Casemiro', 'A. Diallo for N. Mazraoui', 'Gustavo Nunes for Y. Wissa']);
    expect(subs(swapped)).toEqual(subs(events));
  });

  it("puts each line-up on its side with the squad's positions and the vendor's minutes", () => {
    const players = playersResponseSchema.parse(recorded('fixtures-players.json')).response;
    const [home, away] = toLineups(TEAMS, lineups, players);
    expect(home).toMatchObject({ side: 'home', formation: '3-4-2-1', coach: 'Ruben Amorim' });
    expect(away?.players.find((player) => player.name === 'Y. Wissa')).toEqual({
      externalRef: 'apif:19187',
      name: 'Y. Wissa',
      number: 11,
      position: 'FW',
      starter: true,
      minutes: 62,
      rating: expect.any(Number),
    });
    expect(toLineups({ home: { id: 1 }, away: { id: 2 } }, lineups)).toEqual([]);
  });

  it('keeps the groups of a grouped season and none of a single table', () => {
    const standings = standingsResponseSchema.parse(recorded('standings-groups.json')).response[0];
    expect(toGroups(standings)).toEqual([
      { name: 'Group A', teams: ['Bayern München', 'FC Copenhagen', 'Galatasaray', 'Manchester United'] },
      { name: 'Group B', teams: ['Arsenal', 'PSV Eindhoven', 'Lens', 'Sevilla'] },
    ]);
    expect(
      toGroups(
        standings === undefined
          ? undefined
          : { league: { ...standings.league, standings: standings.league.standings.slice(0, 1) } },
      ),
    ).toEqual([]);
  });

  it('rejects a formation that is not one and a name longer than any player has', () => {
    const bad = structuredClone(recorded('fixtures-lineups.json')) as {
      response: { formation: string; startXI: { player: { name: string } }[] }[];
    };
    const [first] = bad.response;
    if (first === undefined) throw new Error('no line-up');
    first.formation = '<script>';
    expect(lineupsResponseSchema.safeParse(bad).success).toBe(false);
    first.formation = '4-4-2';
    const [keeper] = first.startXI;
    if (keeper === undefined) throw new Error('no player');
    keeper.player.name = 'x'.repeat(81);
    expect(lineupsResponseSchema.safeParse(bad).success).toBe(false);
  });
});
