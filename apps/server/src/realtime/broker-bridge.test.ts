import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchTopic } from '@placar/contract/constants';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { findFreePort } from '../db/free-port.ts';
import { hasMosquitto, startMosquitto } from '../../test/mosquitto-process.ts';
import type { MosquittoProcess } from '../../test/mosquitto-process.ts';
import { filters, RawMqttClient } from '../../test/mqtt-attack-client.ts';
import { MqttTestClients, clientIds, matchUpdate, nextMessages, whenClosed } from '../../test/mqtt-test-client.ts';

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

// Issue 36 (decision 0105): the bridge applies the embedded broker's limits to every browser before
// anything reaches the external broker, and keeps its persistent sessions bounded there too.
describe.skipIf(!hasMosquitto())('MQTT_URL: attacks relayed at /mqtt are cut at the bridge', () => {
  let mosquitto: MosquittoProcess;
  let t: TestApp;
  let url: string;
  let http: string;
  const clients = new MqttTestClients();
  const attackers: RawMqttClient[] = [];

  beforeAll(async () => {
    mosquitto = await startMosquitto(await findFreePort());
    t = await buildTestApp({
      env: { MQTT_URL: mosquitto.url, MQTT_MAX_SUBSCRIPTIONS: '20', MQTT_SESSIONS_PER_ADDRESS: '3' },
    });
    http = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${http.replace('http://', 'ws://')}/mqtt`;
  });
  afterEach(async () => {
    for (const attacker of attackers.splice(0)) attacker.close();
    await clients.endAll();
  });
  afterAll(async () => {
    await t?.close();
    await mosquitto?.stop();
  });

  it('cuts 30 SUBSCRIBE packets of about 50 KB at the first, while a fan hears its update and the API answers', async () => {
    const fan = await clients.connect(url, { clientId: id('fan36') });
    await fan.subscribeAsync(TOPIC, { qos: 2 });
    const attacker = await RawMqttClient.connect(url, id('attack50k'), { clean: false });
    attackers.push(attacker);
    const packet = filters('placar', 1000, 48, 'big');
    for (let n = 1; n <= 30; n += 1) attacker.subscribe(n, packet);
    const heard = nextMessages(fan, 1);
    const api = fetch(`${http}/api/system/time`).then((response) => response.status);
    await t.app.events.emit('matchUpdated', matchUpdate(36, 1));
    await attacker.untilSubacksOrClosed(30);
    expect([attacker.isClosed, attacker.subacks]).toEqual([true, 0]);
    expect([(await heard).length, await api]).toEqual([1, 200]);
    expect(t.app.brokerBridge?.usage().cut).toBeGreaterThanOrEqual(1);
  });

  it('holds at most MQTT_MAX_SUBSCRIPTIONS filters per session, across reconnects, and at most 16 filters a packet', async () => {
    const many = await RawMqttClient.connect(url, id('many'));
    attackers.push(many);
    expect(await many.subscribeEach([filters('placar', 17, 20, 'm')])).toBe(0);
    expect(many.isClosed).toBe(true);

    const first = await RawMqttClient.connect(url, id('persist'), { clean: false });
    attackers.push(first);
    expect(await first.subscribeEach([filters('placar', 16, 20, 'a')])).toBe(1);
    first.close();
    await first.closed;
    const back = await RawMqttClient.connect(url, id('persist'), { clean: false });
    attackers.push(back);
    expect(await back.subscribeEach([filters('placar', 4, 20, 'b'), ['placar/one/more']])).toBe(1);
    expect(back.isClosed).toBe(true);
  });

  it('keeps MQTT_SESSIONS_PER_ADDRESS sessions per address, wiping the oldest offline one on the broker', async () => {
    const ids = ['s1', 's2', 's3', 's4', 's5'].map((name) => id(name));
    for (const clientId of ids) {
      const client = await clients.connect(url, { clientId });
      await client.subscribeAsync(TOPIC, { qos: 2 });
      await client.endAsync();
    }
    const present = async (clientId: string) => {
      let found: boolean | undefined;
      const client = await clients.connect(url, { clientId }, (c) =>
        c.once('connect', (connack) => (found = connack.sessionPresent)),
      );
      await client.endAsync();
      return found;
    };
    // The ledger's drop reaches mosquitto by a clean connect of the same id, which may still be on its way.
    await vi.waitFor(async () => expect(await present(ids[0] as string)).toBe(false));
    expect(await present(ids[4] as string)).toBe(true);
  });
});
