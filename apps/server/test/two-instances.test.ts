import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@placar/contract/call';
import { Code } from '@placar/contract/codes';
import { saveFixtures } from '../src/feed/fixtures.repository.ts';
import { upsertReferenceData } from '../src/feed/reference/reference.repository.ts';
import { registerCall } from '../src/http/register-call.ts';
import { ResilientSharedState } from '../src/shared-state/resilient-shared-state.ts';
import { InProcessEventHub, InProcessSharedState, InProcessSharedStore } from '../src/shared-state/shared-state.ts';
import type { SharedState } from '../src/shared-state/shared-state.ts';
import { buildTestApp, testClock } from './build-test-app.ts';
import type { TestApp } from './build-test-app.ts';
import { recordingLogger } from './recording-logger.ts';
import { RedisServer, redisAvailable } from './redis-server.ts';
import { sendTo } from './chat-fixtures.ts';
import { call, makeHost } from './live-fixtures.ts';
import { createUserWithSession } from './sessions.ts';
import { FIXTURE_ADDRESS } from './geo-fixtures.ts';
import type { ManualClock } from '../src/clock.ts';

const TOKEN = 'feed-secret-two-instances-0123';
const feed = { authorization: `Feed ${TOKEN}` };
const season = { name: '2025', startsOn: '2025-01-01', endsOn: '2025-12-31' };
const countCall = defineCall({
  method: 'POST',
  path: '/test/two-instances/count',
  role: 'any',
  tag: 'test',
  summary: 'Counts its runs across both instances',
  body: z.object({ label: z.string() }),
  data: z.object({ run: z.number().int(), label: z.string() }),
});

/**
 * Two instances of the server on one database, sharing state the way REDIS_URL makes them
 * (issue 15 item 1): what one instance does, the other must see at once.
 */
function twoInstances(
  name: string,
  makeStates: () => Promise<[SharedState, SharedState]>,
  engine?: { stop: () => Promise<void>; start: () => Promise<void> },
  skip = false,
) {
  describe.skipIf(skip)(`two instances sharing ${name}`, () => {
    let a: TestApp;
    let b: TestApp;
    let states: SharedState[] = [];
    let matchId = 0;
    let runs = 0;
    // One clock for both, as machines kept in time are.
    const clock: ManualClock = testClock();

    beforeAll(async () => {
      states = await makeStates();
      const env = { FEED_TOKENS: TOKEN, LOGIN_LIMIT_PER_IP: '2' };
      a = await buildTestApp({ env, sharedState: states[0], clock });
      const db = a.database?.db;
      if (db === undefined) throw new Error('no database');
      b = await buildTestApp({ env, db, sharedState: states[1], clock });
      for (const app of [a.app, b.app])
        registerCall(app, countCall, async ({ body }) => ({ run: (runs += 1), label: body.label }));
      await upsertReferenceData(db);
      const ids = await saveFixtures(db, [
        {
          externalRef: 'two:1',
          competitionCode: 'bra.1',
          season,
          round: 'Round 1',
          roundOrder: 1,
          kickoff: new Date('2025-05-01T19:00:00Z'),
          home: { code: 'flamengo', nameEn: 'Flamengo' },
          away: { code: 'santos', nameEn: 'Santos' },
        },
      ]);
      matchId = ids.get('two:1') ?? 0;
      await Promise.all([a.app.ready(), b.app.ready()]);
      // Not the degraded mode: the engine answers.
      expect(states.map((state) => state.available())).toEqual([true, true]);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await Promise.all(states.map((state) => state.close()));
    });

    const scoreOn = async (t: TestApp) =>
      (await t.app.inject({ url: `/api/schedule/one?id=${matchId}` })).json().data.home.score as number | null;

    it('never serves a cached score older than an update the other instance stored', async () => {
      for (let goal = 1; goal <= 3; goal += 1) {
        await scoreOn(b); // B caches the match
        const posted = await a.app.inject({
          method: 'POST',
          url: '/api/schedule/mqttMessageSend',
          headers: feed,
          payload: { matchId, status: 2, home: { score: goal } },
        });
        expect(posted.json().code).toBe(200);
        expect(await scoreOn(b)).toBe(goal);
        expect(await scoreOn(a)).toBe(goal);
      }
    });

    it('counts the login rate limit across both instances', async () => {
      const login = (t: TestApp) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { account: 'nobody-here', password: 'wrong-password' },
          remoteAddress: '203.0.113.9',
        });
      const codes = [];
      for (const t of [a, b, a]) codes.push((await login(t)).json().code);
      expect(codes).toEqual([Code.invalidInput, Code.invalidInput, Code.tooManyRequests]);
      // Another address is not held by this one's attempts.
      expect(
        (
          await b.app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { account: 'nobody-here', password: 'x' },
            remoteAddress: '203.0.113.10',
          })
        ).json().code,
      ).toBe(Code.invalidInput);
    }, 60_000);

    it('answers a request key replayed on the other instance with the first answer, running it once', async () => {
      const before = runs;
      const post = (t: TestApp, label: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/test/two-instances/count',
          payload: { label },
          headers: { 'x-request-key': `k-${name}`, clientidentifyid: 'browser-1' },
        });
      const first = await post(a, 'x');
      const replayed = await post(b, 'x');
      expect(runs).toBe(before + 1);
      expect(replayed.body).toBe(first.body);
      expect(replayed.headers['x-request-key-replayed']).toBe('1');
      // The same key with another body is refused on either instance.
      expect((await post(b, 'y')).json().code).toBe(Code.conflict);
      expect(runs).toBe(before + 1);
    });

    it('ends on the other instance at once a session logged out on one', async () => {
      const { accessToken } = await createUserWithSession(a.database!.db);
      const auth = { authorization: accessToken };
      expect((await b.app.inject({ url: '/api/user/message', headers: auth })).json().code).toBe(200); // B caches it
      expect((await a.app.inject({ method: 'POST', url: '/api/user/logout', headers: auth })).json().code).toBe(200);
      expect((await b.app.inject({ url: '/api/user/message', headers: auth })).json().code).toBe(Code.mustLogInAgain);
    });

    it('counts a viewer once on both instances, wherever its heartbeats land, and drops it from either', async () => {
      const db = a.database!.db;
      const host = await makeHost(a.app, db, await createUserWithSession(db, { role: 'admin' }));
      expect((await call(a.app, 'POST', '/live/open', host.accessToken, {})).body.code).toBe(200);
      type Presence = { presenceId: string; viewers: number };
      const enter = async (t: TestApp, presenceId?: string) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/live/enterRoom',
            payload: { roomId: host.roomId, presenceId },
            remoteAddress: '198.51.100.7',
          })
        ).json().data as Presence;
      const shown = async (t: TestApp) =>
        (await call(t.app, 'POST', '/live/roomInformation', null, { roomId: host.roomId })).body.data.viewers as number;
      const listed = async (t: TestApp) =>
        ((await call(t.app, 'GET', '/live/list', null)).body.data.list as { id: number; viewers: number }[]).find(
          (room) => room.id === host.roomId,
        )?.viewers;

      const first = await enter(a);
      expect(first.viewers).toBe(1);
      const second = await enter(b);
      expect(second.viewers).toBe(2);
      // Heartbeats swap instances: the same two viewers, the same ids, counted alike everywhere.
      for (let beat = 0; beat < 3; beat += 1) {
        clock.advance(5000);
        expect(await enter(b, first.presenceId)).toMatchObject({ presenceId: first.presenceId, viewers: 2 });
        expect(await enter(a, second.presenceId)).toMatchObject({ presenceId: second.presenceId, viewers: 2 });
      }
      expect([await shown(a), await shown(b), await listed(a), await listed(b)]).toEqual([2, 2, 2, 2]);
      // Leaving on B a viewer that entered on A: gone for both, once.
      const left = await b.app.inject({
        method: 'POST',
        url: '/api/live/exitRoom',
        payload: { roomId: host.roomId, presenceId: first.presenceId },
      });
      expect(left.json().data).toEqual({ left: true, viewers: 1 });
      const again = await a.app.inject({
        method: 'POST',
        url: '/api/live/exitRoom',
        payload: { roomId: host.roomId, presenceId: first.presenceId },
      });
      expect(again.json().data).toEqual({ left: false, viewers: 1 });
      // Silence ends the other one on both, whichever instance sweeps.
      clock.advance(15_000);
      await Promise.all([a.app.live.sweepPresence(), b.app.live.sweepPresence()]);
      expect([await shown(a), await shown(b)]).toEqual([0, 0]);
      expect((await enter(b, second.presenceId)).presenceId).not.toBe(second.presenceId);
      expect((await call(a.app, 'POST', '/live/close', host.accessToken, {})).body.code).toBe(200);
      expect(await shown(b)).toBe(0);
    });

    it("averages a live's viewers exactly, whichever instance each viewer, heartbeat and the close go through (issue 38, decision 0154)", async () => {
      const db = a.database!.db;
      const host = await makeHost(a.app, db, await createUserWithSession(db, { role: 'admin' }));
      expect((await call(a.app, 'POST', '/live/open', host.accessToken, {})).body.code).toBe(200);
      const enter = async (t: TestApp, presenceId?: string) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/live/enterRoom',
            payload: { roomId: host.roomId, presenceId },
            remoteAddress: '198.51.100.8',
          })
        ).json().data as { presenceId: string };
      const exit = (t: TestApp, presenceId: string) =>
        t.app.inject({ method: 'POST', url: '/api/live/exitRoom', payload: { roomId: host.roomId, presenceId } });
      // One viewer through A, one through B; their heartbeats land on the other instance.
      const one = await enter(a);
      const two = await enter(b);
      // The room's coalesced update (which raises the peak) goes out from B.
      await b.app.live.roomEvents.publishNow(host.roomId);
      for (let second = 10; second <= 120; second += 10) {
        clock.advance(10_000);
        if (second <= 60) await enter(b, one.presenceId);
        await enter(a, two.presenceId);
        if (second === 60) await exit(b, one.presenceId);
      }
      await exit(a, two.presenceId);
      clock.advance(120_000);
      // 60 + 120 viewer-seconds over 240 seconds, read on either instance while live, and at the close on B.
      const averageOn = async (t: TestApp) =>
        (
          (await call(t.app, 'POST', '/live/steamRecord', host.accessToken, {})).body.data.list as {
            endedAt: string | null;
            averageViewers: number;
          }[]
        ).find((record) => record.endedAt === null)?.averageViewers;
      expect([await averageOn(a), await averageOn(b)]).toEqual([0.75, 0.75]);
      const closed = await call(b.app, 'POST', '/live/close', host.accessToken, {});
      expect(closed.body.data.record).toMatchObject({ durationSeconds: 240, averageViewers: 0.75, peakViewers: 2 });
    });

    it('refuses a country blocked on one instance at once on the other (no stale settings cache)', async () => {
      const admin = await createUserWithSession(a.database!.db, { role: 'admin' });
      const block = async (value: string[]) =>
        (
          await a.app.inject({
            method: 'POST',
            url: '/api/admin/updateSettingCenterItem',
            remoteAddress: '127.0.0.1',
            headers: { authorization: admin.accessToken },
            payload: { key: 'blockedCountries', value },
          })
        ).json().code;
      const timeFrom = async (t: TestApp, address: string) =>
        (await t.app.inject({ url: '/api/system/time', remoteAddress: address })).json().code;
      expect(await timeFrom(b, FIXTURE_ADDRESS.DE)).toBe(200); // B reads the settings now
      expect(await block(['DE'])).toBe(200);
      expect([await timeFrom(b, FIXTURE_ADDRESS.DE), await timeFrom(a, FIXTURE_ADDRESS.DE)]).toEqual([
        Code.blockedByLocation,
        Code.blockedByLocation,
      ]);
      expect(await timeFrom(b, FIXTURE_ADDRESS.BR)).toBe(200);
      expect(await block([])).toBe(200);
      expect(await timeFrom(b, FIXTURE_ADDRESS.DE)).toBe(200);
    });

    // Chat's time rules (issue 15): a live room whose host moderates on A while fans write on B.
    async function chatRoom() {
      const db = a.database!.db;
      const host = await makeHost(a.app, db, await createUserWithSession(db, { clock, role: 'admin' }), { clock });
      const room = { kind: 'room' as const, id: host.roomId };
      const fan = await createUserWithSession(db, { clock });
      const moderate = (path: string, body: object) =>
        call(a.app, 'POST', path, host.accessToken, { kind: 'room', roomId: room.id, ...body });
      return { db, host, room, fan, moderate };
    }

    it('holds on B a timeout taken on A, telling the remaining time', async () => {
      const { room, fan, moderate } = await chatRoom();
      expect((await sendTo(b.app, fan.accessToken, room, 'oi')).body.code).toBe(200);
      expect((await moderate('/chat/timeout', { userId: fan.user.id, seconds: 300 })).body.code).toBe(200);
      clock.advance(61_000);
      expect((await sendTo(b.app, fan.accessToken, room, 'still here')).body).toMatchObject({
        code: Code.forbidden,
        msg: 'You are timed out in this chat room: 3 min 59 s left',
      });
      expect((await moderate('/chat/unban', { userId: fan.user.id })).body.data).toEqual({ lifted: true });
      expect((await sendTo(b.app, fan.accessToken, room, 'free')).body.code).toBe(200);
    });

    it('keeps a slow-mode cool-down taken on A on B, and frees it on both when it ends', async () => {
      const { room, fan, moderate } = await chatRoom();
      expect((await moderate('/chat/modes', { slowSeconds: 30 })).body.code).toBe(200);
      expect((await sendTo(a.app, fan.accessToken, room, 'one')).body.code).toBe(200);
      clock.advance(12_000);
      expect((await sendTo(b.app, fan.accessToken, room, 'two')).body).toMatchObject({
        code: Code.tooManyRequests,
        msg: 'Slow mode is on: you can send again in 18 s',
      });
      expect((await sendTo(a.app, fan.accessToken, room, 'two')).body.code).toBe(Code.tooManyRequests);
      clock.advance(18_000);
      expect((await sendTo(b.app, fan.accessToken, room, 'two')).body.code).toBe(200);
      expect((await sendTo(a.app, fan.accessToken, room, 'three')).body.code).toBe(Code.tooManyRequests);
    });

    it('counts the chat rate limit (4290001) across both instances', async () => {
      const { room, fan } = await chatRoom();
      const codes = [];
      // 20 messages per 30 s per user: ten on each instance pass, the 21st is refused wherever it lands.
      for (let i = 0; i < 20; i += 1)
        codes.push((await sendTo(i % 2 === 0 ? a.app : b.app, fan.accessToken, room, `m${i}`)).body.code);
      expect(codes).toEqual(Array(20).fill(200));
      clock.advance(10_000);
      expect((await sendTo(a.app, fan.accessToken, room, 'too many')).body).toMatchObject({
        code: Code.tooManyRequests,
        msg: 'You are sending messages too fast: wait 20 s',
      });
      expect((await sendTo(b.app, fan.accessToken, room, 'too many')).body.code).toBe(Code.tooManyRequests);
    }, 60_000);

    it('holds on B a fresh account from a browser banned on A', async () => {
      const { db, room, fan: spammer, moderate } = await chatRoom();
      expect(
        (await sendTo(a.app, spammer.accessToken, room, 'compre seguidores', 'spammer-browser-2i')).body.code,
      ).toBe(200);
      expect((await moderate('/chat/ban', { userId: spammer.user.id })).body.data.sanction).toMatchObject({
        kind: 'ban',
        browsers: 1,
      });
      const fresh = await createUserWithSession(db, { clock });
      expect((await sendTo(b.app, fresh.accessToken, room, 'I am new', 'spammer-browser-2i')).body).toMatchObject({
        code: Code.forbidden,
        msg: 'You are banned from this chat room',
      });
      expect((await sendTo(b.app, fresh.accessToken, room, 'elsewhere', 'clean-browser-2i')).body.code).toBe(200);
    });

    it.skipIf(engine === undefined)(
      'keeps answering while the engine restarts, never with a stale score, and shares again after',
      async () => {
        await scoreOn(b); // cached on B before the outage
        await engine!.stop();
        const posted = await a.app.inject({
          method: 'POST',
          url: '/api/schedule/mqttMessageSend',
          headers: feed,
          payload: { matchId, status: 2, home: { score: 7 } },
        });
        expect(posted.json().code).toBe(200);
        expect(await scoreOn(b)).toBe(7);
        // Logins still answer (local counters), not 500.
        const login = await b.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { account: 'nobody-here', password: 'x' },
          remoteAddress: '203.0.113.77',
        });
        expect(login.json().code).toBe(Code.invalidInput);
        expect(states.map((state) => state.available())).toEqual([false, false]);

        await engine!.start();
        await expect.poll(() => states.every((state) => state.available()), { timeout: 10_000 }).toBe(true);
        await scoreOn(b);
        await a.app.inject({
          method: 'POST',
          url: '/api/schedule/mqttMessageSend',
          headers: feed,
          payload: { matchId, status: 2, home: { score: 8 } },
        });
        expect(await scoreOn(b)).toBe(8);
      },
      60_000,
    );

    it.skipIf(engine === undefined)(
      'holds a ban through an engine restart that lost every key, on both instances',
      async () => {
        const { room, fan, moderate } = await chatRoom();
        expect((await moderate('/chat/ban', { userId: fan.user.id })).body.code).toBe(200);
        await engine!.stop();
        // Degraded: A answers from the holds it took itself.
        expect((await sendTo(a.app, fan.accessToken, room, 'now?')).body.msg).toBe(
          'You are banned from this chat room',
        );
        await engine!.start(); // nothing written to disk: the restarted engine holds no key
        await expect.poll(() => states.every((state) => state.available()), { timeout: 10_000 }).toBe(true);
        // Each instance loads the sanctions in force from the database again once the engine is back.
        expect((await sendTo(b.app, fan.accessToken, room, 'now?')).body.msg).toBe(
          'You are banned from this chat room',
        );
        expect((await sendTo(a.app, fan.accessToken, room, 'now?')).body.msg).toBe(
          'You are banned from this chat room',
        );
      },
      60_000,
    );
  });
}

twoInstances('one in-process state (stands for Redis)', async () => {
  const peers = { store: new InProcessSharedStore(), hub: new InProcessEventHub() };
  return [new InProcessSharedState(peers), new InProcessSharedState(peers)];
});

let redis: RedisServer | undefined;
beforeAll(async () => {
  if (redisAvailable) redis = await RedisServer.start();
});
afterAll(async () => {
  await redis?.stop();
});

twoInstances(
  'a real Redis',
  async () => {
    const states = [
      new ResilientSharedState(redis!.url, recordingLogger().logger),
      new ResilientSharedState(redis!.url, recordingLogger().logger),
    ] as const;
    await Promise.all(states.map((state) => state.ready()));
    return [...states];
  },
  { stop: () => redis!.stop(), start: () => redis!.start() },
  !redisAvailable,
);
