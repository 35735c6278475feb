import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { matchTopic } from '@placar/contract/constants';
import { matchMessageSchema } from '@placar/contract/live-update';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { MqttTestClients, clientIds, matchUpdate, nextMessages, whenClosed } from '../../test/mqtt-test-client.ts';

const TOPIC = matchTopic('placar');

const id = clientIds();

describe('MQTT over WebSocket at /mqtt (embedded Aedes)', () => {
  let t: TestApp;
  let origin: string;
  let url: string;
  const clients = new MqttTestClients();

  beforeAll(async () => {
    t = await buildTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = address.replace('http://', 'ws://');
    url = `${origin}/mqtt`;
  });
  afterEach(() => clients.endAll());
  afterAll(() => t.close());

  it('delivers [update] on {product}/match/v1 to a QoS 2, clean: false subscriber, at QoS 1 and not retained', async () => {
    const browser = await clients.connect(url, { clientId: id('a1b2c3') });
    const granted = await browser.subscribeAsync(TOPIC, { qos: 2 });
    expect(granted).toEqual([{ topic: TOPIC, qos: 2 }]);

    const messages = nextMessages(browser, 1);
    const update = matchUpdate(11, 1);
    await t.app.events.emit('matchUpdated', update);
    const [[topic, payload, qos, retain]] = (await messages) as [[string, string, number, boolean]];
    expect(topic).toBe(TOPIC);
    expect(matchMessageSchema.parse(JSON.parse(payload))).toEqual([update]);
    expect(qos).toBe(1);
    expect(retain).toBe(false);
  });

  it('closes the connection of a client that publishes, and nobody receives its message', async () => {
    const listener = await clients.connect(url, { clientId: id('listen') });
    await listener.subscribeAsync(TOPIC, { qos: 2 });
    const received = nextMessages(listener, 1);

    const intruder = await clients.connect(url, { clientId: id('intrud') });
    const closed = whenClosed(intruder);
    intruder.publish(TOPIC, JSON.stringify([matchUpdate(11, 999)]), { qos: 1 });
    await closed;

    // The refused message was dropped before the connection closed: the next one is the server's.
    const update = matchUpdate(11, 2);
    await t.app.events.emit('matchUpdated', update);
    const [[, payload]] = (await received) as [[string, string, number, boolean]];
    expect(JSON.parse(payload)).toEqual([update]);
  });

  it('refuses subscriptions outside {product}/ with return code 128 and keeps the connection', async () => {
    const browser = await clients.connect(url, { clientId: id('topics') });
    for (const topic of ['other/match/v1', '#', '+/match/v1', '$SYS/#']) {
      // mqtt.js rejects a SUBACK failure; the browser retries at QoS 2 (requirement live-connection).
      const refused = await browser.subscribeAsync(topic, { qos: 2 }).then(
        () => undefined,
        (error: { packet?: { granted?: number[] } }) => error.packet?.granted,
      );
      expect(refused, topic).toEqual([128]);
    }
    expect(await browser.subscribeAsync('placar/chat/room/1', { qos: 2 })).toEqual([
      { topic: 'placar/chat/room/1', qos: 2 },
    ]);
    expect(browser.connected).toBe(true);
  });

  it('destroys WebSocket upgrades on any other path', async () => {
    const socket = new WebSocket(`${origin}/other`, 'mqtt');
    let opened = false;
    socket.on('open', () => {
      opened = true;
    });
    const [error] = (await once(socket, 'error')) as [Error];
    expect(error.message).toMatch(/socket hang up|ECONNRESET/);
    expect(opened).toBe(false);
  });

  it('keeps a persistent session: a client that comes back with its clientId gets what was published meanwhile', async () => {
    const first = await clients.connect(url, { clientId: id('dd0001') });
    await first.subscribeAsync(TOPIC, { qos: 2 });
    await first.endAsync();

    const missed = [matchUpdate(12, 1), matchUpdate(12, 2)];
    for (const update of missed) await t.app.events.emit('matchUpdated', update);

    let queued: Promise<[string, string, number, boolean][]> | undefined;
    const back = await clients.connect(url, { clientId: id('dd0001') }, (client) => {
      queued = nextMessages(client, 2);
    });
    const messages = await queued;
    expect(messages?.map(([, payload]) => JSON.parse(payload))).toEqual(missed.map((update) => [update]));
    expect(back.connected).toBe(true);
  });
});
