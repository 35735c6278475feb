import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { roomMessageSchema } from '@placar/contract/room-update';
import type { RoomUpdate } from '@placar/contract/room-update';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call, makeHost } from '../../../test/live-fixtures.ts';
import type { Host } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { ManualClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { MqttTestClients, secretClientId } from '../../../test/mqtt-test-client.ts';

describe('presence in a live room', () => {
  let t: TestApp;
  let clock: ManualClock;
  let host: Host;
  let closedHost: Host;
  const clients = new MqttTestClients();
  const enter = async (
    input: { roomId: number; presenceId?: string },
    remoteAddress = '127.0.0.1',
    headers: Record<string, string> = {},
  ) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/live/enterRoom',
      payload: input,
      remoteAddress,
      headers,
    });
    return response.json() as {
      code: number;
      msg: string;
      data: { presenceId: string | null; viewers: number; liveState: string };
    };
  };
  const viewers = async (roomId: number) =>
    (await call(t.app, 'POST', '/live/roomInformation', null, { roomId })).body.data.viewers as number;
  beforeAll(async () => {
    // The per-address caps raised: this file tests the rate of new presences alone (the caps have their own tests below).
    t = await buildTestApp({ env: { PRESENCE_PER_ADDRESS_ROOM: '1000', PRESENCE_PER_ADDRESS: '1000' } });
    const db = t.database?.db as Database;
    clock = t.clock as ManualClock;
    const admin = await createUserWithSession(db, { role: 'admin' });
    host = await makeHost(t.app, db, admin);
    closedHost = await makeHost(t.app, db, admin);
    await call(t.app, 'POST', '/live/open', host.accessToken, {});
  });
  afterEach(async () => {
    await clients.endAll();
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts a playing page from its first call, keeps it with heartbeats, and drops it when it leaves', async () => {
    const first = await enter({ roomId: host.roomId });
    expect(first.data).toMatchObject({
      presenceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      viewers: 1,
      liveState: 'waiting',
      heartbeatSeconds: 5,
      expireSeconds: 15,
    });
    const id = first.data.presenceId ?? '';
    clock.advance(5000);
    expect((await enter({ roomId: host.roomId, presenceId: id })).data).toMatchObject({ presenceId: id, viewers: 1 });
    const second = await enter({ roomId: host.roomId });
    expect(second.data.viewers).toBe(2);
    const left = await call(t.app, 'POST', '/live/exitRoom', null, { roomId: host.roomId, presenceId: id });
    expect(left.body.data).toEqual({ left: true, viewers: 1 });
    expect(
      (await call(t.app, 'POST', '/live/exitRoom', null, { roomId: host.roomId, presenceId: id })).body.data,
    ).toEqual({ left: false, viewers: 1 });
    await call(t.app, 'POST', '/live/exitRoom', null, {
      roomId: host.roomId,
      presenceId: second.data.presenceId ?? '',
    });
  });

  it('drops a viewer after 15 s of silence, and a made-up presence id counts as a new viewer', async () => {
    const kept = await enter({ roomId: host.roomId });
    const silent = await enter({ roomId: host.roomId });
    for (let beat = 0; beat < 3; beat += 1) {
      clock.advance(5000);
      await enter({ roomId: host.roomId, presenceId: kept.data.presenceId ?? '' });
    }
    clock.advance(1000);
    await t.app.live.sweepPresence();
    // 16 s after its last call the silent one is gone; the other sent a heartbeat 1 s ago.
    expect(await viewers(host.roomId)).toBe(1);
    const back = await enter({ roomId: host.roomId, presenceId: silent.data.presenceId ?? '' });
    expect(back.data.presenceId).not.toBe(silent.data.presenceId);
    expect(back.data.viewers).toBe(2);
    const madeUp = await enter({ roomId: host.roomId, presenceId: 'B'.repeat(22) });
    expect(madeUp.data.presenceId).not.toBe('B'.repeat(22));
    expect(madeUp.data.viewers).toBe(3);
    clock.advance(16_000);
    await t.app.live.sweepPresence();
    expect(await viewers(host.roomId)).toBe(0);
  });

  it('counts nobody in a closed room', async () => {
    const answer = await enter({ roomId: closedHost.roomId });
    expect(answer.data).toMatchObject({ presenceId: null, viewers: 0, liveState: 'offline' });
  });

  it('limits how many new presences one address opens per minute', async () => {
    const answers = [];
    for (let index = 0; index < 61; index += 1)
      answers.push((await enter({ roomId: host.roomId }, '203.0.113.9')).code);
    expect(answers.filter((code) => code === 200)).toHaveLength(60);
    expect(answers.at(-1)).toBe(Code.tooManyRequests);
    // Another address is not affected, and heartbeats of known viewers go on.
    expect((await enter({ roomId: host.roomId }, '203.0.113.10')).code).toBe(200);
    clock.advance(16_000);
    await t.app.live.sweepPresence();
  });

  it('takes every heartbeat, though the web sends the same body with the same request key each time (issue 36, decision 0107)', async () => {
    const first = await enter({ roomId: host.roomId });
    const presenceId = first.data.presenceId ?? '';
    // The web's key is an HMAC of the path and body: the same for every beat of one viewer.
    const key = { 'x-request-key': `beat-${presenceId}` };
    clock.advance(5000);
    expect((await enter({ roomId: host.roomId, presenceId }, '127.0.0.1', key)).code).toBe(200);
    clock.advance(4000);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/live/enterRoom',
      payload: { roomId: host.roomId, presenceId },
      headers: key,
    });
    expect(second.headers['x-request-key-replayed']).toBeUndefined();
    // 14 s after the second beat, 23 s after the first: alive only if the second one refreshed it.
    clock.advance(14_000);
    await t.app.live.sweepPresence();
    expect(await viewers(host.roomId)).toBe(1);
    await call(t.app, 'POST', '/live/exitRoom', null, { roomId: host.roomId, presenceId });
  });

  it('publishes live state, viewers and title on {product}/room/{id}, newest seq last', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const listener = await clients.connect(`${address.replace('http', 'ws')}/mqtt`, { clientId: secretClientId() });
    await listener.subscribeAsync(`placar/room/${host.roomId}`, { qos: 2 });
    const updates: RoomUpdate[] = [];
    const until = (done: (update: RoomUpdate) => boolean) =>
      new Promise<void>((resolve) => {
        const onMessage = (topic: string, payload: Buffer) => {
          expect(topic).toBe(`placar/room/${host.roomId}`);
          const update = roomMessageSchema.parse(JSON.parse(payload.toString()))[0];
          updates.push(update);
          if (!done(update)) return;
          listener.off('message', onMessage);
          resolve();
        };
        listener.on('message', onMessage);
      });
    const counted = until((update) => update.viewers === 1);
    await enter({ roomId: host.roomId });
    // Viewer counts go out within about a second.
    await counted;
    const renamed = until((update) => update.title === 'Agora com narração');
    await call(t.app, 'POST', '/live/setting', host.accessToken, { title: 'Agora com narração' });
    await renamed;
    expect(updates.at(-1)).toMatchObject({
      id: host.roomId,
      title: 'Agora com narração',
      liveState: 'waiting',
      viewers: 1,
      matchId: null,
    });
    const seqs = updates.map((update) => update.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
  });
});

// Issue 36: one address (an IPv6 /64) kept 60 new viewers a minute alive with heartbeats, without end.
describe('viewers one address can count', () => {
  let t: TestApp;
  let clock: ManualClock;
  let rooms: number[];
  const enter = async (roomId: number, remoteAddress: string, presenceId?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/live/enterRoom',
        payload: presenceId === undefined ? { roomId } : { roomId, presenceId },
        remoteAddress,
      })
    ).json() as {
      code: number;
      data: { presenceId: string | null; viewers: number };
    };

  beforeAll(async () => {
    t = await buildTestApp({ env: { PRESENCE_PER_ADDRESS_ROOM: '5', PRESENCE_PER_ADDRESS: '8' } });
    const db = t.database?.db as Database;
    clock = t.clock as ManualClock;
    const admin = await createUserWithSession(db, { role: 'admin' });
    rooms = [];
    for (let n = 0; n < 2; n += 1) {
      const host = await makeHost(t.app, db, admin);
      await call(t.app, 'POST', '/live/open', host.accessToken, {});
      rooms.push(host.roomId);
    }
  });
  afterAll(() => t.close());

  it('counts at most PRESENCE_PER_ADDRESS_ROOM in a room and PRESENCE_PER_ADDRESS in all, heartbeats or not, and frees places as viewers go', async () => {
    const [one = 0, two = 0] = rooms;
    const inOne = [];
    for (let n = 0; n < 7; n += 1) inOne.push(await enter(one, '203.0.113.50'));
    expect(inOne.map((answer) => answer.code)).toEqual([
      200,
      200,
      200,
      200,
      200,
      Code.tooManyRequests,
      Code.tooManyRequests,
    ]);
    const inTwo = [];
    for (let n = 0; n < 5; n += 1) inTwo.push(await enter(two, '203.0.113.50'));
    expect(inTwo.map((answer) => answer.code)).toEqual([200, 200, 200, Code.tooManyRequests, Code.tooManyRequests]);
    // Another address is not held back.
    expect((await enter(one, '203.0.113.51')).data.viewers).toBe(6);

    // Kept alive by heartbeats, the places stay taken.
    const kept = [
      ...inOne.map((answer) => [one, answer] as const),
      ...inTwo.map((answer) => [two, answer] as const),
    ].filter(([, answer]) => answer.code === 200);
    for (let beat = 0; beat < 4; beat += 1) {
      clock.advance(5000);
      for (const [roomId, answer] of kept) await enter(roomId, '203.0.113.50', answer.data.presenceId ?? '');
      await t.app.live.sweepPresence();
    }
    expect((await enter(two, '203.0.113.50')).code).toBe(Code.tooManyRequests);
    // One leaves: one place comes back.
    await t.app.inject({
      method: 'POST',
      url: '/api/live/exitRoom',
      payload: { roomId: two, presenceId: inTwo[0]?.data.presenceId },
      remoteAddress: '203.0.113.50',
    });
    expect((await enter(two, '203.0.113.50')).code).toBe(200);
    // All silent: every place is free again.
    clock.advance(16_000);
    await t.app.live.sweepPresence();
    expect((await enter(one, '203.0.113.50')).code).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const [one = 0] = rooms;
    const codes = [];
    for (let n = 1; n <= 6; n += 1) codes.push((await enter(one, `2001:db8:7:1::${n.toString(16)}`)).code);
    expect(codes).toEqual([200, 200, 200, 200, 200, Code.tooManyRequests]);
    expect((await enter(one, '2001:db8:7:2::1')).code).toBe(200);
  });
});
