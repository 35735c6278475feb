import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchTopic } from '@placar/contract/constants';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { findFreePort } from '../db/free-port.ts';
import { hasMosquitto, startMosquitto } from './mosquitto-process.ts';
import type { MosquittoProcess } from './mosquitto-process.ts';
import { MqttTestClients, clientIds, matchUpdate, nextMessages, whenClosed } from './mqtt-test-client.ts';

const TOPIC = matchTopic('placar');
const id = clientIds();

// Decision 0085: with MQTT_URL, browsers still connect to /mqtt, relayed to the external broker.
describe.skipIf(!hasMosquitto())('MQTT_URL: browsers at /mqtt relayed to the external broker', () => {
  let mosquitto: MosquittoProcess;
  let port: number;
  let t: TestApp;
  let url: string;
  const clients = new MqttTestClients();

  beforeAll(async () => {
    port = await findFreePort();
    mosquitto = await startMosquitto(port);
    t = await buildTestApp({ env: { MQTT_URL: mosquitto.url } });
    url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http://', 'ws://')}/mqtt`;
  });
  afterEach(() => clients.endAll());
  afterAll(async () => {
    await t?.close();
    await mosquitto?.stop();
  });

  it('delivers the server updates to a browser subscribed at /mqtt, at QoS 1', async () => {
    const browser = await clients.connect(url, { clientId: id('bridge1') });
    expect(await browser.subscribeAsync(TOPIC, { qos: 2 })).toEqual([{ topic: TOPIC, qos: 2 }]);
    const messages = nextMessages(browser, 1);
    const update = matchUpdate(31, 1);
    await t.app.events.emit('matchUpdated', update);
    const [[topic, payload, qos]] = (await messages) as [[string, string, number, boolean]];
    expect([topic, JSON.parse(payload), qos]).toEqual([TOPIC, [update], 1]);
  });

  it('applies the browsers rules: other topics refused with 128, a publish closes the connection and reaches nobody', async () => {
    const listener = await clients.connect(url, { clientId: id('listen') });
    await listener.subscribeAsync(TOPIC, { qos: 2 });
    const received = nextMessages(listener, 1);
    // mqtt.js rejects a SUBACK of 128; the connection stays open (it hears the update below).
    await expect(listener.subscribeAsync('#', { qos: 0 })).rejects.toThrow(/Subscribe error/);

    const intruder = await clients.connect(url, { clientId: id('intrud') });
    const closed = whenClosed(intruder);
    intruder.publish(TOPIC, JSON.stringify([matchUpdate(31, 999)]), { qos: 1 });
    await closed;
    const update = matchUpdate(31, 2);
    await t.app.events.emit('matchUpdated', update);
    const [[, payload]] = (await received) as [[string, string, number, boolean]];
    expect(JSON.parse(payload)).toEqual([update]);
  });

  it('refuses a persistent session with a short client id, and a keepalive of 0', async () => {
    await expect(clients.connect(url, { clientId: 'short' })).rejects.toThrow();
    await expect(clients.connect(url, { clientId: id('nokeep'), keepalive: 0 })).rejects.toThrow();
  });

  it('publishes again after the broker restarts, with no restart of the server (issue 15 item 4)', async () => {
    await mosquitto.stop();
    // While the broker is away: updates are taken (and queued), browsers are turned away.
    await expect(t.app.events.emit('matchUpdated', matchUpdate(32, 1))).resolves.toBeUndefined();
    await expect(clients.connect(url, { clientId: id('away') })).rejects.toThrow();
    mosquitto = await startMosquitto(port);

    // The server's client reconnects by itself (every 2 s): a browser that comes back hears its next update.
    const browser = await clients.connect(url, { clientId: id('back') });
    await browser.subscribeAsync(TOPIC, { qos: 2 });
    const update = matchUpdate(32, 2);
    let heard = false;
    browser.on('message', (_topic, payload) => {
      if (JSON.stringify(JSON.parse(payload.toString())) === JSON.stringify([update])) heard = true;
    });
    // Bounded: one emit every 500 ms for 20 s, until the browser hears it.
    for (let attempt = 0; attempt < 40 && !heard; attempt += 1) {
      await t.app.events.emit('matchUpdated', update);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(heard).toBe(true);
  });
});
