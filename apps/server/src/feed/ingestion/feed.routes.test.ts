import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '@placar/contract/codes';
import type { MatchUpdate } from '@placar/contract/live-update';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { matches, matchIncidents, matchStats } from '../../db/schema.ts';
import { saveFixtures } from '../fixtures.repository.ts';
import { upsertReferenceData } from '../reference/reference.repository.ts';

const TOKEN = 'feed-secret-0123456789';
const URL = '/api/schedule/mqttMessageSend';
const feed = { authorization: `Feed ${TOKEN}` };
const season = { name: '2025', startsOn: '2025-01-01', endsOn: '2025-12-31' };

describe('POST /api/schedule/mqttMessageSend', () => {
  let t: TestApp;
  let football: number;
  let basketball: number;
  beforeAll(async () => {
    t = await buildTestApp({ env: { FEED_TOKENS: `other-secret-abcdefgh,${TOKEN}` } });
    const db = t.database?.db;
    if (db === undefined) throw new Error('no database');
    await upsertReferenceData(db);
    const ids = await saveFixtures(db, [
      {
        externalRef: 'test:1',
        competitionCode: 'bra.1',
        season,
        round: 'Round 1',
        roundOrder: 1,
        kickoff: new Date('2025-05-01T19:00:00Z'),
        home: { code: 'flamengo', nameEn: 'Flamengo' },
        away: { code: 'santos', nameEn: 'Santos' },
      },
      {
        externalRef: 'test:2',
        competitionCode: 'nba',
        season,
        round: null,
        roundOrder: null,
        kickoff: new Date('2025-05-01T23:00:00Z'),
        home: { code: 'celtics', nameEn: 'Boston Celtics' },
        away: { code: 'knicks', nameEn: 'New York Knicks' },
      },
    ]);
    football = ids.get('test:1') ?? 0;
    basketball = ids.get('test:2') ?? 0;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['no token', {}],
    ['a wrong feed token', { authorization: 'Feed not-the-secret-at-all' }],
    ['a bearer token', { authorization: `Bearer ${TOKEN}` }],
  ])('answers 4010001 with %s', async (_name, headers: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers,
      payload: { matchId: football, status: 2 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(Code.mustLogInAgain);
  });

  it('refuses a feed credential on a user call with 4030001', async () => {
    const response = await t.app.inject({ url: '/api/user/message', headers: feed });
    expect(response.json().code).toBe(Code.forbidden);
  });

  it('stores, then emits the full update, and answers id, seq and published', async () => {
    const seen: { update: MatchUpdate; storedStatus: number | undefined }[] = [];
    const off = t.app.events.on('matchUpdated', async (update) => {
      const [row] = await t
        .database!.db.select({ status: matches.status })
        .from(matches)
        .where(eq(matches.id, update.id));
      seen.push({ update, storedStatus: row?.status });
    });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: feed,
        payload: {
          matchId: football,
          status: 2,
          home: { score: 2, periods: [2] },
          clock: { seconds: 1500, running: true },
          incidents: [
            { kind: 'goal', side: 'home', minute: 10, player: 'Pedro' },
            { kind: 'yellow_card', side: 'away', minute: 14, player: 'Gil' },
            { kind: 'penalty_goal', side: 'home', minute: 24, player: 'Arrascaeta' },
          ],
          stats: [{ key: 'possession', home: 58, away: 42 }],
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ id: football, seq: 1, published: true, changed: true });
      expect(seen).toHaveLength(1);
      const { update, storedStatus } = seen[0]!;
      expect(storedStatus).toBe(2);
      expect(update).toMatchObject({
        id: football,
        sport: 'football',
        status: 2,
        seq: 1,
        home: { score: 2, periods: [2], penalties: null },
        away: { score: 0 },
      });
      expect(update.clock).toMatchObject({ seconds: 1500, running: true });
      expect(update.incidents.map((incident) => [incident.kind, incident.homeScore, incident.awayScore])).toEqual([
        ['goal', 1, 0],
        ['yellow_card', 1, 0],
        ['penalty_goal', 2, 0],
      ]);
    } finally {
      off();
    }
  });

  it('adds to what is stored: seq grows, stats are replaced, incidents only appended', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: feed,
      payload: {
        externalRef: 'test:1',
        incidents: [{ kind: 'goal', side: 'away', minute: 30 }],
        stats: [{ key: 'possession', home: 55, away: 45 }],
      },
    });
    expect(response.json().data).toMatchObject({ id: football, seq: 2 });
    const db = t.database!.db;
    const [row] = await db.select().from(matches).where(eq(matches.id, football));
    expect(row).toMatchObject({ status: 2, homeScore: 2, awayScore: 1, seq: 2 });
    expect(await db.select().from(matchIncidents).where(eq(matchIncidents.matchId, football))).toHaveLength(4);
    expect(await db.select({ home: matchStats.home }).from(matchStats).where(eq(matchStats.matchId, football))).toEqual(
      [{ home: 55 }],
    );
  });

  it('answers 4040001 for an unknown match, by id or by external ref', async () => {
    for (const payload of [
      { matchId: 999_999, status: 2 },
      { externalRef: 'nope:1', status: 2 },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: URL, headers: feed, payload });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe(Code.notFound);
    }
  });

  it.each([
    ['football', () => football, 14],
    ['basketball', () => basketball, 110],
  ])('answers 4000001 naming status for a code that is not a %s status', async (_sport, id, status) => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: feed,
      payload: { matchId: id(), status },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: Code.invalidInput, data: null });
    expect(response.json().msg).toMatch(/^status: /);
  });

  it('answers 4000001 for a body the contract refuses, before touching the match', async () => {
    for (const payload of [
      { status: 2 },
      { matchId: basketball, home: { score: -1 } },
      { matchId: basketball, extra: true },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: URL, headers: feed, payload });
      expect(response.json().code).toBe(Code.invalidInput);
    }
    const [row] = await t.database!.db.select({ seq: matches.seq }).from(matches).where(eq(matches.id, basketball));
    expect(row?.seq).toBe(0);
  });

  it('keeps a stored update when a listener fails, and says it was not published', async () => {
    const off = t.app.events.on('matchUpdated', () => {
      throw new Error('broker down');
    });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: feed,
        payload: { matchId: basketball, status: 2 },
      });
      expect(response.json().data).toEqual({ id: basketball, seq: 1, published: false, changed: true });
    } finally {
      off();
    }
  });
  it("stores a goal's assist, announces it and serves it with the match; refuses an assist the contract does not take, storing nothing", async () => {
    const seqOf = async () =>
      (await t.database!.db.select({ seq: matches.seq }).from(matches).where(eq(matches.id, football)))[0]?.seq;
    const before = await seqOf();
    for (const assist of ['x'.repeat(81), 7, { name: 'Arrascaeta' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: feed,
        payload: {
          matchId: football,
          incidents: [{ kind: 'goal', side: 'home', minute: 30, player: 'Pedro', assist }],
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: Code.invalidInput, data: null });
      expect(response.json().msg).toMatch(/^incidents\.0\.assist: /);
    }
    expect(await seqOf()).toBe(before);

    const announced: MatchUpdate[] = [];
    const off = t.app.events.on('matchUpdated', (update) => void announced.push(update));
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: feed,
        payload: {
          matchId: football,
          status: 2,
          incidents: [{ kind: 'goal', side: 'home', minute: 31, player: 'Pedro', assist: 'Arrascaeta' }],
        },
      });
      expect(response.json().code).toBe(200);
    } finally {
      off();
    }
    expect(announced.at(-1)?.incidents).toMatchObject([{ kind: 'goal', player: 'Pedro', assist: 'Arrascaeta' }]);
    const one = await t.app.inject({ url: `/api/schedule/one?id=${football}` });
    expect(one.json().data.incidents.find((incident: { minute: number }) => incident.minute === 31)).toMatchObject({
      player: 'Pedro',
      assist: 'Arrascaeta',
    });
  });

  it('records the score a feed gives with an incident, for a period that ended inside one batch', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: feed,
      payload: {
        matchId: basketball,
        status: 4,
        home: { score: 50, periods: [24, 26] },
        away: { score: 41, periods: [20, 21] },
        incidents: [{ kind: 'period', side: null, period: 1, detail: 'Q1', homeScore: 24, awayScore: 20 }],
      },
    });
    expect(response.json().code).toBe(200);
    const stored = await t.database!.db.select().from(matchIncidents).where(eq(matchIncidents.matchId, basketball));
    expect(stored.find((incident) => incident.detail === 'Q1')).toMatchObject({ homeScore: 24, awayScore: 20 });
  });
  it('creates a match a feed announces with its fixture, then updates it; a repeat corrects only its schedule', async () => {
    const announce = (body: object) => t.app.inject({ method: 'POST', url: URL, headers: feed, payload: body });
    const fixture = {
      competition: 'bra.1',
      round: 'Round 9',
      kickoff: '2025-06-01T22:00:00Z',
      home: { name: 'São Paulo' },
      away: { name: 'Grêmio', shortName: 'GRE' },
    };
    const created = await announce({ externalRef: 'vendor:900', fixture, status: 1 });
    expect(created.json()).toMatchObject({ code: 200, data: { seq: 1 } });
    const id = created.json().data.id as number;
    const one = (await t.app.inject({ url: `/api/schedule/one?id=${id}` })).json().data;
    expect(one).toMatchObject({
      home: { team: { name: 'São Paulo' } },
      away: { team: { name: 'Grêmio', shortName: 'GRE' } },
      round: 'Round 9',
      kickoff: '2025-06-01T22:00:00.000Z',
    });
    // It joined the competition's current season.
    expect(one.season).toBe('2025');

    await announce({ externalRef: 'vendor:900', status: 2, home: { score: 1 } });
    const moved = await announce({
      externalRef: 'vendor:900',
      fixture: { ...fixture, kickoff: '2025-06-01T22:30:00Z' },
    });
    expect(moved.json().data.id).toBe(id);
    const after = (await t.app.inject({ url: `/api/schedule/one?id=${id}` })).json().data;
    expect(after).toMatchObject({ kickoff: '2025-06-01T22:30:00.000Z', home: { score: 1 } });
  });

  it.each([
    [
      'an unknown competition',
      {
        externalRef: 'vendor:901',
        fixture: { competition: 'xyz.9', kickoff: '2025-06-01T22:00:00Z', home: { name: 'A' }, away: { name: 'B' } },
      },
      Code.notFound,
    ],
    [
      'a fixture with matchId',
      {
        matchId: 1,
        fixture: { competition: 'bra.1', kickoff: '2025-06-01T22:00:00Z', home: { name: 'A' }, away: { name: 'B' } },
      },
      Code.invalidInput,
    ],
    [
      'a kickoff that is not an instant',
      {
        externalRef: 'vendor:902',
        fixture: { competition: 'bra.1', kickoff: 'tomorrow', home: { name: 'A' }, away: { name: 'B' } },
      },
      Code.invalidInput,
    ],
  ])('refuses %s and creates nothing', async (_name, body, code) => {
    const before = await t.database!.db.select({ id: matches.id }).from(matches);
    const response = await t.app.inject({ method: 'POST', url: URL, headers: feed, payload: body });
    expect(response.json().code).toBe(code);
    expect(await t.database!.db.select({ id: matches.id }).from(matches)).toHaveLength(before.length);
  });

  it('stores and announces nothing when an update changes nothing a fan sees', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: URL, headers: feed, payload });
    const announced: MatchUpdate[] = [];
    const off = t.app.events.on('matchUpdated', (update) => void announced.push(update));
    try {
      const first = (
        await post({
          matchId: basketball,
          clock: { seconds: 600, running: true },
          stats: [{ key: 'rebounds', home: 10, away: 8 }],
        })
      ).json().data;
      expect(first).toMatchObject({ changed: true, published: true });
      expect(announced.at(-1)?.stats).toEqual([{ key: 'rebounds', home: 10, away: 8 }]);
      // The same again, and the same statistics in another order: nothing to say.
      const again = (
        await post({
          matchId: basketball,
          status: 4,
          clock: { seconds: 600, running: true },
          stats: [{ key: 'rebounds', home: 10, away: 8 }],
        })
      ).json().data;
      expect(again).toEqual({ id: basketball, seq: first.seq, published: false, changed: false });
      // A running clock read where it should be is no news; a stopped one is.
      const stopped = (await post({ matchId: basketball, clock: { seconds: 600, running: false } })).json().data;
      expect(stopped).toMatchObject({ seq: first.seq + 1, changed: true });
      expect(announced).toHaveLength(2);
      expect(announced.at(-1)).not.toHaveProperty('stats');
      const [row] = await t.database!.db.select({ seq: matches.seq }).from(matches).where(eq(matches.id, basketball));
      expect(row?.seq).toBe(first.seq + 1);
    } finally {
      off();
    }
  });

  it('stores a box score line by side and player, refuses one that does not add up, and announces only a change', async () => {
    const line = {
      side: 'home',
      name: 'Jalen Brown',
      starter: true,
      minutes: 12,
      points: 9,
      fgm: 3,
      fga: 6,
      tpm: 1,
      tpa: 3,
      ftm: 2,
      fta: 2,
      rebounds: 4,
      assists: 1,
    };
    const post = (players: object[]) =>
      t.app.inject({ method: 'POST', url: URL, headers: feed, payload: { matchId: basketball, players } });
    expect((await post([line])).json().data).toMatchObject({ changed: true });
    expect((await post([line])).json().data).toMatchObject({ changed: false });
    const bad = await post([{ ...line, fgm: 7 }]);
    expect(bad.json().code).toBe(Code.invalidInput);
    expect(bad.json().msg).toMatch(/^players\.0: /);
    const stats = await t.app.inject({ url: `/api/schedule/statsData?id=${basketball}` });
    // A feed that sends no steals, blocks, turnovers, fouls or plus-minus: null, not a made-up 0.
    const unsent = { steals: null, blocks: null, turnovers: null, fouls: null, plusMinus: null };
    expect(stats.json().data.boxScore).toEqual({
      home: [{ ...line, number: null, side: undefined, ...unsent }].map(({ side: _side, ...rest }) => rest),
      away: [],
    });
    // Issue 33: one that sends them has them stored and answered, a negative plus-minus too.
    const full = {
      ...line,
      side: 'away',
      name: 'Jayson Tatum',
      steals: 2,
      blocks: 1,
      turnovers: 3,
      fouls: 4,
      plusMinus: -7,
    };
    expect((await post([full])).json().data).toMatchObject({ changed: true });
    const after = (await t.app.inject({ url: `/api/schedule/statsData?id=${basketball}` })).json().data.boxScore;
    expect(after.away).toEqual([
      {
        name: 'Jayson Tatum',
        number: null,
        starter: true,
        minutes: 12,
        points: 9,
        fgm: 3,
        fga: 6,
        tpm: 1,
        tpa: 3,
        ftm: 2,
        fta: 2,
        rebounds: 4,
        assists: 1,
        steals: 2,
        blocks: 1,
        turnovers: 3,
        fouls: 4,
        plusMinus: -7,
      },
    ]);
    expect((await post([{ ...full, plusMinus: 1000 }])).json().code).toBe(Code.invalidInput);
  });
});
