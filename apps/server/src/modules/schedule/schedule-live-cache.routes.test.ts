import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { MatchUpdate } from '@placar/contract/live-update';
import { EventBus, ListenerPriority } from '../../events.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import type { Database } from '../../db/client.ts';
import { matches } from '../../db/schema.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';
import type { ScheduleFixture } from '../../../test/schedule-fixtures.ts';

describe('cached schedule answers stay right after live updates', () => {
  let t: TestApp;
  let db: Database;
  /** What a publisher registered before any of the app's own listeners reads when it is called. */
  let readByEarlyPublisher: (() => Promise<number>) | null = null;
  const earlyPublisherRead: number[] = [];
  let f: ScheduleFixture;
  let live = 0;
  let day = '';
  beforeAll(async () => {
    // A publisher on the bus before the app registers anything: the order comes from priorities, not registration.
    const events = new EventBus();
    const earlyPublisher = async () =>
      void (readByEarlyPublisher && earlyPublisherRead.push(await readByEarlyPublisher()));
    events.on('matchUpdated', earlyPublisher, { priority: ListenerPriority.publish });
    t = await buildTestApp({ events });
    if (t.database === undefined) throw new Error('no database');
    db = t.database.db;
    f = await createScheduleFixture(db);
    const kickoff = new Date(t.clock.now() - 20 * 60_000);
    day = kickoff.toISOString().slice(0, 10);
    live = await f.match('bra.1', {
      home: 'Santos',
      away: 'Gremio',
      kickoff: kickoff.toISOString(),
      status: 2,
      homeScore: 1,
      awayScore: 0,
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  /** What the feed service does: store the update, then emit it. */
  async function storeAndEmit(homeScore: number, awayScore: number, status: number): Promise<void> {
    const [row] = await db
      .update(matches)
      .set({ homeScore, awayScore, status, seq: sql`${matches.seq} + 1` })
      .where(eq(matches.id, live))
      .returning();
    if (row === undefined) throw new Error('no match');
    const update: MatchUpdate = {
      id: live,
      sport: 'football',
      competitionId: row.competitionId,
      status,
      home: { score: homeScore, periods: [], penalties: null },
      away: { score: awayScore, periods: [], penalties: null },
      clock: null,
      incidents: [],
      seq: row.seq,
      at: new Date(t.clock.now()).toISOString(),
    };
    await t.app.events.emit('matchUpdated', update);
  }

  const mobilList = async (language = 'en') => {
    const response = await t.app.inject({
      url: `/api/schedule/mobilList?date=${day}`,
      headers: { tz: 'UTC', language },
    });
    return response.json().data.groups[0].matches[0];
  };
  const post = async (path: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url: `/api/schedule/${path}`, payload })).json().data;

  it('serves from the cache, then the new score as soon as the update is emitted', async () => {
    expect((await mobilList()).home.score).toBe(1);
    await db.update(matches).set({ homeScore: 9 }).where(eq(matches.id, live));
    // No event: the cached answer is still served (the row changed behind the cache's back).
    expect((await mobilList()).home.score).toBe(1);
    await storeAndEmit(2, 0, 2);
    const match = await mobilList();
    expect([match.home.score, match.seq]).toEqual([2, 1]);
  });

  it('a listener registered after the schedule routes already reads the new score', async () => {
    const seen: number[] = [];
    const unsubscribe = t.app.events.on('matchUpdated', async () => {
      seen.push((await mobilList()).home.score);
      const one = (await t.app.inject(`/api/schedule/one?id=${live}`)).json().data;
      seen.push(one.home.score);
      const scores = (await t.app.inject(`/api/schedule/mobilListScore?ids=${live}`)).json().data;
      seen.push(scores.list[0].home.score);
    });
    try {
      await t.app.inject(`/api/schedule/one?id=${live}`);
      await t.app.inject(`/api/schedule/mobilListScore?ids=${live}`);
      await storeAndEmit(3, 0, 2);
      expect(seen).toEqual([3, 3, 3]);
    } finally {
      unsubscribe();
    }
  });

  it('a publisher registered before the schedule routes still reads the new score when it is called', async () => {
    readByEarlyPublisher = async () => (await mobilList()).home.score;
    try {
      expect((await mobilList()).home.score).toBe(3);
      await storeAndEmit(4, 0, 2);
      expect(earlyPublisherRead).toEqual([4]);
    } finally {
      readByEarlyPublisher = null;
    }
  });

  it('keys by language and zone', async () => {
    expect((await mobilList('en')).status.text).toBe('1st half');
    expect((await mobilList('br')).status.text).toBe('1º tempo');
    const tokyo = await t.app.inject({ url: `/api/schedule/one?id=${live}`, headers: { tz: 'Asia/Tokyo' } });
    const utc = await t.app.inject({ url: `/api/schedule/one?id=${live}`, headers: { tz: 'UTC' } });
    expect(tokyo.json().data.localTime).not.toBe(utc.json().data.localTime);
  });

  it('a status change moves tabs, counts, live lists, hot lists and the table', async () => {
    const counts = async () =>
      (await t.app.inject({ url: `/api/schedule/mobilList?date=${day}`, headers: { tz: 'UTC' } })).json().data;
    expect((await counts()).counts).toMatchObject({ inplay: 1, finish: 0 });
    expect((await counts()).live_num).toBe(1);
    expect((await t.app.inject('/api/schedule/liveCompetition')).json().data.list).toHaveLength(1);
    expect((await post('hotList', {})).list).toHaveLength(1);
    expect((await post('seasonTable', { seasonId: f.seasonId['bra.1'] })).rows[0].played).toBe(0);
    await storeAndEmit(3, 1, 8);
    const after = await counts();
    expect(after.counts).toMatchObject({ inplay: 0, finish: 1 });
    expect(after.live_num).toBe(0);
    expect((await t.app.inject('/api/schedule/liveCompetition')).json().data.list).toHaveLength(0);
    expect((await post('hotList', {})).list).toHaveLength(0);
    const table = await post('seasonTable', { seasonId: f.seasonId['bra.1'] });
    expect(table.rows[0]).toMatchObject({ team: { name: 'Santos' }, played: 1, won: 1, points: 3 });
  });

  it('cached answers are the same bytes as the envelope', async () => {
    const response = await t.app.inject({ url: `/api/schedule/one?id=${live}` });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toMatchObject({ code: 200, msg: expect.any(String), data: { id: live } });
  });
});
