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
import { MqttTestClients, secretClientId } from '../../realtime/mqtt-test-client.ts';

describe('presence in a live room', () => {
  let t: TestApp;
  let clock: ManualClock;
  let host: Host;
  let closedHost: Host;
  const clients = new MqttTestClients();
  const enter = async (input: { roomId: number; presenceId?: string }, remoteAddress = '127.0.0.1') => {
    const response = await t.app.inject({ method: 'POST', url: '/api/live/enterRoom', payload: input, remoteAddress });
    return response.json() as { code: number; msg: string; data: { presenceId: string | null; viewers: number; liveState: string } };
  };
  const viewers = async (roomId: number) => (await call(t.app, 'POST', '/live/roomInformation', null, { roomId })).body.data.viewers as number;
  beforeAll(async () => {
    t = await buildTestApp();
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
    expect(first.data).toMatchObject({ presenceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), viewers: 1, liveState: 'waiting', heartbeatSeconds: 5, expireSeconds: 15 });
    const id = first.data.presenceId ?? '';
    clock.advance(5000);
    expect((await enter({ roomId: host.roomId, presenceId: id })).data).toMatchObject({ presenceId: id, viewers: 1 });
    const second = await enter({ roomId: host.roomId });
    expect(second.data.viewers).toBe(2);
    const left = await call(t.app, 'POST', '/live/exitRoom', null, { roomId: host.roomId, presenceId: id });
    expect(left.body.data).toEqual({ left: true, viewers: 1 });
    expect((await call(t.app, 'POST', '/live/exitRoom', null, { roomId: host.roomId, presenceId: id })).body.data).toEqual({ left: false, viewers: 1 });
    await call(t.app, 'POST', '/live/exitRoom', null, { roomId: host.roomId, presenceId: second.data.presenceId ?? '' });
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
    for (let index = 0; index < 61; index += 1) answers.push((await enter({ roomId: host.roomId }, '203.0.113.9')).code);
    expect(answers.filter((code) => code === 200)).toHaveLength(60);
    expect(answers.at(-1)).toBe(Code.tooManyRequests);
    // Another address is not affected, and heartbeats of known viewers go on.
    expect((await enter({ roomId: host.roomId }, '203.0.113.10')).code).toBe(200);
    clock.advance(16_000);
    await t.app.live.sweepPresence();
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
    expect(updates.at(-1)).toMatchObject({ id: host.roomId, title: 'Agora com narração', liveState: 'waiting', viewers: 1, matchId: null });
    const seqs = updates.map((update) => update.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
  });
});
