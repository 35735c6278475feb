// Decision 0052: a send is answered once stored and queued for publishing, not once every
// subscriber got it; a room's events still go out in id order, batched while a publish is out.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { historyOf, nextChatEvents, sendTo } from '../../../test/chat-fixtures.ts';
import { makeHost } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { Database } from '../../db/client.ts';
import { MqttTestClients, secretClientId } from '../../../test/mqtt-test-client.ts';

describe('chat: publishing a room in order without waiting for its subscribers', { timeout: 60_000 }, () => {
  let t: TestApp;
  let db: Database;
  let wsUrl: string;
  const clients = new MqttTestClients();

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/mqtt`;
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await clients.endAll();
  });
  afterAll(() => t.close());

  /** The broker's publish held until `release()`: a fan-out to subscribers that have not received yet. */
  function holdFanOut() {
    const publisher = t.app.livePublisher;
    const publish = publisher.publish.bind(publisher);
    const payloads: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(publisher, 'publish').mockImplementation(async (topic, payload) => {
      payloads.push(payload);
      await released;
      await publish(topic, payload);
    });
    return { payloads, release };
  }

  async function newRoom() {
    const admin = await createUserWithSession(db, { role: 'admin' });
    const host = await makeHost(t.app, db, admin, {});
    return { kind: 'room', id: host.roomId } as const;
  }

  it('a send is answered while the fan-out of the one before is still out, and nobody misses either', async () => {
    const room = await newRoom();
    const listener = await clients.connect(wsUrl, { clientId: secretClientId() });
    await listener.subscribeAsync(`placar/chat/room/${room.id}`, { qos: 2 });
    const received = nextChatEvents(listener, 2);
    const fan = await createUserWithSession(db);
    const held = holdFanOut();
    const first = await sendTo(t.app, fan.accessToken, room, 'primeiro');
    const second = await sendTo(t.app, fan.accessToken, room, 'segundo');
    expect([first.body.code, second.body.code]).toEqual([200, 200]);
    // Nothing went out beyond the held payload: the second waits in the room's queue (or shares the first's payload).
    expect(held.payloads.length).toBeLessThanOrEqual(1);
    held.release();
    const events = await received;
    expect(events.map(({ event }) => event)).toEqual([
      { type: 'message', message: first.body.data.message },
      { type: 'message', message: second.body.data.message },
    ]);
  });

  // Many HTTP sends: generous on a busy machine (nothing here is timed).
  it('many concurrent sends reach a subscriber once each, in id order, the queued ones batched', async () => {
    const room = await newRoom();
    const listener = await clients.connect(wsUrl, { clientId: secretClientId() });
    await listener.subscribeAsync(`placar/chat/room/${room.id}`, { qos: 2 });
    const fans = await Promise.all(Array.from({ length: 4 }, () => createUserWithSession(db)));
    const opener = await sendTo(t.app, fans[0]?.accessToken ?? null, room, 'abre');
    const held = holdFanOut();
    const received = nextChatEvents(listener, 21);
    // 20 sends at once from 4 users (5 each, under the rate limit), while the opener's fan-out is held.
    const answers = await Promise.all(
      fans.flatMap((fan, who) =>
        Array.from({ length: 5 }, (_, n) => sendTo(t.app, fan.accessToken, room, `fan ${who} msg ${n}`)),
      ),
    );
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(20).fill(200));
    held.release();
    const events = await received;
    const ids = events.map(({ event }) => (event as unknown as { message: { id: number } }).message.id);
    const sentIds = answers.map((answer) => answer.body.data.message.id as number);
    expect(ids[0]).toBe(opener.body.data.message.id);
    expect(ids.slice(1)).toEqual([...sentIds].sort((a, b) => a - b));
    expect(Math.max(...events.map(({ batch }) => batch))).toBeGreaterThan(1);
    // History after the opener gives the same messages: no gap, no duplicate.
    const history = await historyOf(t.app, null, room, { after: ids[0] as number, limit: 50 });
    expect(history.body.data.list.map((message: { id: number }) => message.id)).toEqual(ids.slice(1));
  }, 60_000);
});
