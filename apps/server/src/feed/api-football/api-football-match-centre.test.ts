// Issue 33 item 8: a match read from API-Football lands as the simulator's do. The vendor is
// the recorded v3 answers in recorded/ served over real HTTP; the store is the real database;
// what is checked is what the web reads (line-ups, the match, player pages, the table).
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import type { Database } from '../../db/client.ts';
import { matches, matchIncidents, matchLineups, seasonGroups, teamPlayers } from '../../db/schema.ts';
import { EventBus } from '../../events.ts';
import { createFeedSink } from '../feed-runner.ts';
import type { FeedSink, Fixture } from '../provider.ts';
import { upsertReferenceData } from '../reference/reference.repository.ts';
import { canonicalTeamCode } from '../reference/team-aliases.ts';
import { ApiFootballProvider } from './api-football-provider.ts';

type Json = Record<string, unknown> & { response: unknown[] };
const recorded = (name: string): Json => JSON.parse(readFileSync(new URL(`recorded/${name}`, import.meta.url), 'utf8'));
const NOW = Date.parse('2025-05-04T14:10:00Z');
const REF = 'apif:1208347';

/** The vendor's own figures for each player of the recorded match (fixtures/players). */
function vendorFigures() {
  const figures = new Map<
    string,
    { minutes: number | null; goals: number; assists: number; yellowCards: number; redCards: number }
  >();
  for (const team of recorded('fixtures-players.json').response as {
    players: {
      player: { name: string };
      statistics: {
        games: { minutes: number | null };
        goals: { total: number | null; assists: number | null };
        cards: { yellow: number; red: number };
      }[];
    }[];
  }[]) {
    for (const { player, statistics } of team.players) {
      const [stat] = statistics;
      if (stat === undefined) continue;
      figures.set(player.name, {
        minutes: stat.games.minutes,
        goals: stat.goals.total ?? 0,
        assists: stat.goals.assists ?? 0,
        yellowCards: stat.cards.yellow,
        redCards: stat.cards.red,
      });
    }
  }
  return figures;
}

describe('API-Football match centre', () => {
  let t: TestApp;
  let db: Database;
  let sink: FeedSink;
  let server: Server;
  let url: string;
  /** What the recorded vendor answers, by path; a test changes one for a while. */
  const answers = new Map<string, unknown>();
  const reset = () => {
    answers.clear();
    answers.set('/fixtures', recorded('fixtures-date.json'));
    answers.set('/fixtures/lineups', recorded('fixtures-lineups.json'));
    answers.set('/fixtures/events', recorded('fixtures-events.json'));
    answers.set('/fixtures/players', recorded('fixtures-players.json'));
    answers.set('/standings', recorded('standings-groups.json'));
  };
  const warnings: string[] = [];
  const log = {
    warn: (_: unknown, message: string) => warnings.push(message),
    info: () => undefined,
    error: (_: unknown, message: string) => warnings.push(message),
  } as never;
  const provider = () => new ApiFootballProvider({ key: 'test-key', url, now: () => NOW, log });

  beforeAll(async () => {
    reset();
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://vendor').pathname;
      const answer = answers.get(path);
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(typeof answer === 'string' ? answer : JSON.stringify(answer ?? { errors: [], response: [] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    t = await buildTestApp();
    const database = t.database?.db;
    if (database === undefined) throw new Error('no database');
    db = database;
    await upsertReferenceData(db);
    sink = createFeedSink(db, new EventBus(), t.clock);
    await provider().poll(sink);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const call = async (path: string, payload?: object) => {
    const response =
      payload === undefined
        ? await t.app.inject({ url: `/api${path}` })
        : await t.app.inject({ method: 'POST', url: `/api${path}`, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const matchId = async () =>
    (await db.select({ id: matches.id }).from(matches).where(eq(matches.externalRef, REF)))[0]?.id ?? 0;
  type Player = {
    id: number;
    name: string;
    number: number | null;
    position: string | null;
    on: number | null;
    off: number | null;
    tally: Record<string, number>;
  };
  const lineups = async () =>
    (await call(`/players/lineups?id=${await matchId()}`)) as {
      home: { formation: string; coach: string; starters: Player[]; bench: Player[] };
      away: { formation: string; coach: string; starters: Player[]; bench: Player[] };
    };

  it('lines the match up as the vendor handed it in: formation, XI in order, bench, coach, substitutions with their minute', async () => {
    const { home, away } = await lineups();
    expect(home.formation).toBe('3-4-2-1');
    expect(away.formation).toBe('4-2-3-1');
    expect(home.coach).toBe('Ruben Amorim');
    expect(away.coach).toBe('Thomas Frank');
    expect(home.starters.map((player) => player.name)).toEqual([
      'A. Bayındır',
      'V. Lindelöf',
      'H. Maguire',
      'L. Martínez',
      'N. Mazraoui',
      'Casemiro',
      'M. Ugarte',
      'P. Dorgu',
      'B. Fernandes',
      'A. Garnacho',
      'R. Højlund',
    ]);
    expect(home.starters[0]).toMatchObject({ number: 1, position: 'GK' });
    expect(home.bench.map((player) => player.name)).toEqual([
      'T. Heaton',
      'K. Mainoo',
      'A. Diallo',
      'J. Zirkzee',
      'H. Amass',
    ]);
    const named = (list: Player[], name: string) => list.find((player) => player.name === name);
    expect(named(home.starters, 'Casemiro')).toMatchObject({ off: 46 });
    expect(named(home.bench, 'K. Mainoo')).toMatchObject({ on: 46 });
    expect(named(away.starters, 'Y. Wissa')).toMatchObject({ off: 62 });
    expect(named(away.bench, 'Gustavo Nunes')).toMatchObject({ on: 62 });
    expect(named(home.bench, 'T. Heaton')).toMatchObject({ on: null, tally: { minutes: 0 } });
  });

  it('tells the events as the simulator stores them: goals with assist and score, cards, substitutions, VAR', async () => {
    const match = await call(`/schedule/one?id=${await matchId()}`);
    expect(match.home.score).toBe(1);
    expect(match.away.score).toBe(2);
    const told = (
      match.incidents as {
        kind: string;
        minute: number;
        extraMinute: number | null;
        side: string;
        player: string;
        assist: string | null;
        detail: string | null;
        homeScore: number;
        awayScore: number;
      }[]
    ).map(({ kind, minute, extraMinute, side, player, assist, detail, homeScore, awayScore }) => ({
      kind,
      minute,
      extraMinute,
      side,
      player,
      assist,
      detail,
      score: `${homeScore}-${awayScore}`,
    }));
    expect(told).toEqual(
      expect.arrayContaining([
        {
          kind: 'goal',
          minute: 14,
          extraMinute: null,
          side: 'away',
          player: 'K. Schade',
          assist: 'M. Damsgaard',
          detail: null,
          score: '0-1',
        },
        {
          kind: 'goal',
          minute: 27,
          extraMinute: null,
          side: 'away',
          player: 'K. Schade',
          assist: 'Y. Wissa',
          detail: null,
          score: '0-2',
        },
        {
          kind: 'yellow_card',
          minute: 45,
          extraMinute: 2,
          side: 'away',
          player: 'Y. Yarmoliuk',
          assist: null,
          detail: null,
          score: '0-2',
        },
        {
          kind: 'substitution',
          minute: 46,
          extraMinute: null,
          side: 'home',
          player: 'K. Mainoo',
          assist: null,
          detail: 'Casemiro',
          score: '0-2',
        },
        {
          kind: 'var',
          minute: 52,
          extraMinute: null,
          side: 'home',
          player: 'R. Højlund',
          assist: null,
          detail: 'Goal cancelled',
          score: '0-2',
        },
        {
          kind: 'goal',
          minute: 58,
          extraMinute: null,
          side: 'home',
          player: 'A. Diallo',
          assist: 'B. Fernandes',
          detail: null,
          score: '1-2',
        },
      ]),
    );
    expect(told).toHaveLength(10);
  });

  it("counts each player's minutes, goals, assists and cards as the vendor's player statistics do", async () => {
    const { home, away } = await lineups();
    const figures = vendorFigures();
    const players = [...home.starters, ...home.bench, ...away.starters, ...away.bench];
    expect(players).toHaveLength(figures.size);
    for (const player of players) {
      const vendor = figures.get(player.name);
      expect(vendor, player.name).toBeDefined();
      expect({ name: player.name, ...player.tally }).toMatchObject({
        name: player.name,
        minutes: vendor?.minutes ?? 0,
        goals: vendor?.goals,
        assists: vendor?.assists,
        yellowCards: vendor?.yellowCards,
        redCards: vendor?.redCards,
      });
    }
  });

  it('reads again without a copy: a restart and a renamed player keep every player, page and incident', async () => {
    const before = await lineups();
    const [players] = await db.select({ n: count() }).from(teamPlayers);
    const schade = before.away.starters.find((player) => player.name === 'K. Schade');
    const renamed = recorded('fixtures-lineups.json') as { response: { startXI: { player: { name: string } }[] }[] };
    const entry = renamed.response[1]?.startXI.find(({ player }) => player.name === 'K. Schade');
    if (entry === undefined) throw new Error('no K. Schade in the recording');
    entry.player.name = 'Kevin Schade';
    answers.set('/fixtures/lineups', renamed);
    try {
      await provider().poll(sink);
      await provider().poll(sink);
    } finally {
      reset();
    }
    const after = await lineups();
    expect((await db.select({ n: count() }).from(teamPlayers))[0]?.n).toBe(players?.n);
    expect(
      (
        await db
          .select({ n: count() })
          .from(matchIncidents)
          .where(eq(matchIncidents.matchId, await matchId()))
      )[0]?.n,
    ).toBe(10);
    expect(after.away.starters.find((player) => player.id === schade?.id)?.name).toBe('Kevin Schade');
    expect(after.home.starters.map((player) => player.id)).toEqual(before.home.starters.map((player) => player.id));
    await provider().poll(sink);
    expect((await lineups()).away.starters.find((player) => player.id === schade?.id)?.name).toBe('K. Schade');
  });

  it("gives a player page the season's figures once the match is over", async () => {
    const over = structuredClone(recorded('fixtures-date.json')) as {
      response: { fixture: { status: Record<string, unknown> } }[];
    };
    const first = over.response[0];
    if (first === undefined) throw new Error('no fixture');
    first.fixture.status = { long: 'Match Finished', short: 'FT', elapsed: 90, extra: null };
    answers.set('/fixtures', over);
    try {
      await provider().poll(sink);
    } finally {
      reset();
    }
    const { away } = await lineups();
    const schade = away.starters.find((player) => player.name === 'K. Schade');
    const page = await call(`/players/detail?id=${schade?.id}`);
    const figure = (id: string) =>
      (page.figures as { id: string; value: number }[]).find((entry) => entry.id === id)?.value;
    expect(page.player).toMatchObject({ name: 'K. Schade', number: 7, position: 'MF' });
    expect([figure('appearances'), figure('minutes'), figure('goals'), figure('assists')]).toEqual([1, 67, 2, 0]);
    const leaders = await call('/schedule/seasonLeaders', { seasonId: await seasonOf() });
    expect(leaders.scorers[0]).toMatchObject({ player: 'K. Schade', value: 2, playerId: schade?.id });
  });

  const seasonOf = async () =>
    (await db.select({ id: matches.seasonId }).from(matches).where(eq(matches.externalRef, REF)))[0]?.id ?? 0;

  it('ranks a season in the groups its standings name, each on its own, named in both languages', async () => {
    const group = (home: string, away: string, homeScore: number, awayScore: number, day: number): Fixture => ({
      externalRef: `apif:cl23-${home}-${away}`,
      competitionCode: 'uefa.cl',
      season: { name: '2023/24', startsOn: '2023-08-01', endsOn: '2024-06-30' },
      round: 'Group Stage - 1',
      roundOrder: 1,
      kickoff: new Date(`2023-09-${String(day).padStart(2, '0')}T19:00:00Z`),
      // Named as the adapter names the vendor's teams.
      home: { code: canonicalTeamCode(home), nameEn: home },
      away: { code: canonicalTeamCode(away), nameEn: away },
      result: {
        status: 8,
        home: { score: homeScore, periods: [homeScore, 0], penalties: null },
        away: { score: awayScore, periods: [awayScore, 0], penalties: null },
      },
    });
    await sink.saveFixtures([
      group('Bayern München', 'Manchester United', 4, 3, 20),
      group('Galatasaray', 'FC Copenhagen', 2, 2, 20),
      group('Arsenal', 'PSV Eindhoven', 4, 0, 20),
      group('Sevilla', 'Lens', 1, 1, 20),
    ]);
    expect(await provider().seasonGroups(sink, 2, 2023)).toBe(true);
    const [row] = await db
      .select({ seasonId: matches.seasonId })
      .from(matches)
      .where(eq(matches.externalRef, 'apif:cl23-Arsenal-PSV Eindhoven'));
    const table = async (lang: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/schedule/seasonTable',
        payload: { seasonId: row?.seasonId },
        headers: { language: lang },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as {
        zones: unknown[];
        groups: { key: string; name: string; teamIds: number[]; zones: { kind: string; from: number; to: number }[] }[];
        rows: { team: { id: number; name: string } }[];
      };
    };
    const en = await table('en');
    const names = new Map(en.rows.map((entry) => [entry.team.id, entry.team.name]));
    expect(en.groups.map((entry) => [entry.name, entry.teamIds.map((id) => names.get(id))])).toEqual([
      ['Group A', ['Bayern München', 'FC Copenhagen', 'Galatasaray', 'Manchester United']],
      ['Group B', ['Arsenal', 'Lens', 'Sevilla', 'PSV Eindhoven']],
    ]);
    expect(en.groups[0]?.zones).toEqual([
      { kind: 'round_of_16', from: 1, to: 2 },
      { kind: 'europa_league', from: 3, to: 3 },
    ]);
    expect((await table('br')).groups.map((entry) => entry.name)).toEqual(['Grupo A', 'Grupo B']);
  });

  it('keeps a vendor season real: the simulator writes nothing into it, nor drops its players from a squad', async () => {
    const season = await seasonOf();
    const [before] = await db.select({ n: count() }).from(matches).where(eq(matches.seasonId, season));
    const lined = await db.select().from(matchLineups).orderBy(matchLineups.matchId, matchLineups.side);
    const simulated: Fixture = {
      externalRef: 'sim:eng.1:2024/25:99',
      competitionCode: 'eng.1',
      season: { name: '2024/25', startsOn: '2024-08-01', endsOn: '2025-06-30' },
      round: 'Matchday 35',
      roundOrder: 35,
      kickoff: new Date('2025-05-04T13:00:00Z'),
      home: {
        code: 'manchester-united',
        nameEn: 'Manchester United',
        squad: [{ name: 'Simulated Keeper', number: 1, position: 'GK' }],
      },
      away: { code: 'brentford', nameEn: 'Brentford' },
      result: {
        status: 8,
        home: { score: 5, periods: [5, 0], penalties: null },
        away: { score: 0, periods: [0, 0], penalties: null },
        incidents: [{ kind: 'goal', side: 'home', minute: 1, period: 1, player: 'Simulated Keeper' }],
      },
    };
    await sink.saveFixtures([simulated]);
    expect((await db.select({ n: count() }).from(matches).where(eq(matches.seasonId, season)))[0]?.n).toBe(before?.n);
    expect(
      await db.select({ id: matches.id }).from(matches).where(eq(matches.externalRef, simulated.externalRef)),
    ).toEqual([]);
    expect(await db.select().from(matchLineups).orderBy(matchLineups.matchId, matchLineups.side)).toEqual(lined);
    // Every player of the vendor's line-up keeps its page.
    for (const player of (await lineups()).home.starters)
      expect((await t.app.inject({ url: `/api/players/detail?id=${player.id}` })).statusCode, player.name).toBe(200);
    // Nor does the vendor write its groups into a season the simulator owns.
    await sink.saveFixtures([
      {
        ...simulated,
        externalRef: 'sim:bra.1:2031:1',
        competitionCode: 'bra.1',
        season: { name: '2031', startsOn: '2031-01-01', endsOn: '2031-12-31' },
        home: { code: 'flamengo', nameEn: 'Flamengo' },
        away: { code: 'palmeiras', nameEn: 'Palmeiras' },
      },
    ]);
    expect(
      await sink.saveSeasonGroups?.('api-football', 'bra.1', '2031', [
        { name: 'Group A', teams: ['Flamengo'] },
        { name: 'Group B', teams: ['Palmeiras'] },
      ]),
    ).toBe(false);
    expect(
      (
        await db
          .select({ n: count() })
          .from(seasonGroups)
          .innerJoin(matches, eq(matches.seasonId, seasonGroups.seasonId))
          .where(eq(matches.externalRef, 'sim:bra.1:2031:1'))
      )[0]?.n,
    ).toBe(0);
  });

  describe('a malformed answer is logged and skipped, never a crash', () => {
    const cases: [string, string, (answer: Json) => unknown][] = [
      [
        'a line-up without its XI',
        '/fixtures/lineups',
        (answer) => ({
          ...answer,
          response: answer.response.map((item) => ({ ...(item as object), startXI: undefined })),
        }),
      ],
      [
        'an event whose minute is text',
        '/fixtures/events',
        (answer) => ({
          ...answer,
          response: answer.response.map((item) => ({ ...(item as object), time: { elapsed: '67', extra: null } })),
        }),
      ],
      [
        'a list longer than any match has',
        '/fixtures/events',
        (answer) => ({ ...answer, response: Array.from({ length: 5000 }, () => answer.response[0]) }),
      ],
      [
        'a player without statistics',
        '/fixtures/players',
        (answer) => ({
          ...answer,
          response: [
            {
              team: { id: 33, name: 'Manchester United' },
              players: [{ player: { id: 1, name: 'X' }, statistics: [] }],
            },
          ],
        }),
      ],
      ['not JSON at all', '/fixtures/lineups', () => '<html>502 Bad Gateway</html>'],
      // PostgreSQL refuses U+0000 in text: stored, it would fail the whole poll's transaction.
      [
        'a name with a NUL character',
        '/fixtures/lineups',
        (answer) => JSON.parse(JSON.stringify(answer).replace('Ruben Amorim', 'Ruben\\u0000Amorim')),
      ],
      [
        'a refused key',
        '/fixtures/events',
        (answer) => ({ ...answer, errors: { token: 'Error/Missing application key.' }, response: [] }),
      ],
    ];
    for (const [what, path, change] of cases) {
      it(what, async () => {
        const answer = recorded(
          path === '/fixtures/lineups'
            ? 'fixtures-lineups.json'
            : path === '/fixtures/events'
              ? 'fixtures-events.json'
              : 'fixtures-players.json',
        );
        const stored = {
          lineups: await db.select().from(matchLineups).orderBy(matchLineups.matchId, matchLineups.side),
          incidents: (await db.select({ n: count() }).from(matchIncidents))[0]?.n,
        };
        answers.set(path, change(answer));
        warnings.length = 0;
        try {
          await expect(provider().poll(sink)).resolves.toBeDefined();
        } finally {
          reset();
        }
        expect(
          warnings.some((message) => message.startsWith('API-Football answer skipped')),
          warnings.join('\n'),
        ).toBe(true);
        expect(await db.select().from(matchLineups).orderBy(matchLineups.matchId, matchLineups.side)).toEqual(
          stored.lineups,
        );
        expect((await db.select({ n: count() }).from(matchIncidents))[0]?.n).toBe(stored.incidents);
        expect((await call(`/players/lineups?id=${await matchId()}`)).home.formation).toBe('3-4-2-1');
      });
    }
  });

  it('stores no groups for a single table', async () => {
    const [before] = await db.select({ n: count() }).from(seasonGroups);
    const single = recorded('standings-groups.json') as { response: { league: { standings: unknown[][] } }[] };
    const league = single.response[0]?.league;
    if (league !== undefined) league.standings = league.standings.slice(0, 1);
    answers.set('/standings', single);
    try {
      expect(await provider().seasonGroups(sink, 2, 2023)).toBe(false);
    } finally {
      reset();
    }
    expect((await db.select({ n: count() }).from(seasonGroups))[0]?.n).toBe(before?.n);
  });
});
