import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchTopic } from '@placar/contract/constants';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { filters, RawMqttClient } from '../../test/mqtt-attack-client.ts';
import { MqttTestClients, matchUpdate, nextMessages, secretClientId } from '../../test/mqtt-test-client.ts';

const TOPIC = matchTopic('placar');

/**
 * Issue 36: what one anonymous MQTT client can make the embedded broker do before it is anybody
 * (decision 0105). Each attack runs while a fan listens and the API is asked: the attacker is
 * cut, what the broker holds stays bounded, and the fan's update and the API call come through.
 */
async function startApp(env: Record<string, string> = {}): Promise<{ t: TestApp; url: string; http: string }> {
  const t = await buildTestApp({ env });
  const http = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url: `${http.replace('http://', 'ws://')}/mqtt`, http };
}

/** One app for a describe block, with its fans and attackers ended after each test. */
function attackApp(env: Record<string, string> = {}) {
  const state = {
    t: undefined as unknown as TestApp,
    url: '',
    http: '',
    fans: new MqttTestClients(),
    attackers: [] as RawMqttClient[],
  };
  beforeAll(async () => Object.assign(state, await startApp(env)));
  afterEach(async () => {
    for (const attacker of state.attackers.splice(0)) attacker.close();
    await state.fans.endAll();
  });
  afterAll(() => state.t.close());
  return state;
}

/** The server's other work while an attack runs: a fan's update delivered and an API call answered. */
async function otherWorkDone(
  { t, http, fans, url }: { t: TestApp; http: string; fans: MqttTestClients; url: string },
  seq: number,
): Promise<{ delivered: number; api: number }> {
  const fan = await fans.connect(url, { clientId: secretClientId() });
  await fan.subscribeAsync(TOPIC, { qos: 2 });
  const received = nextMessages(fan, 1);
  const api = fetch(`${http}/api/system/time`).then((response) => response.status);
  await t.app.events.emit('matchUpdated', matchUpdate(36, seq));
  return { delivered: (await received).length, api: await api };
}

describe('MQTT attacks on the embedded broker, default limits', () => {
  const app = attackApp();
  const { attackers } = app;

  it('cuts a persistent session sending 30 SUBSCRIBE packets of about 50 KB at the first, holding none of it', async () => {
    const attacker = await RawMqttClient.connect(app.url, secretClientId(), { clean: false });
    attackers.push(attacker);
    expect(attacker.connackCode).toBe(0);
    const packet = filters('placar', 1000, 48, 'big');
    for (let n = 1; n <= 30; n += 1) attacker.subscribe(n, packet);
    const work = otherWorkDone(app, 1);
    await attacker.untilSubacksOrClosed(30);
    expect(attacker.isClosed).toBe(true);
    expect(attacker.subacks).toBe(0);
    expect(await work).toEqual({ delivered: 1, api: 200 });
    expect(app.t.app.embeddedBroker?.usage().subscriptions).toBeLessThanOrEqual(1);
  });

  it('cuts a filter longer than MQTT_MAX_TOPIC_LENGTH (256 bytes) and one of more than 8 levels', async () => {
    const long = await RawMqttClient.connect(app.url, secretClientId());
    const deep = await RawMqttClient.connect(app.url, secretClientId());
    attackers.push(long, deep);
    long.subscribe(1, [`placar/${'x'.repeat(300)}`]);
    deep.subscribe(1, ['placar/a/b/c/d/e/f/g/h']);
    await Promise.all([long.untilSubacksOrClosed(1), deep.untilSubacksOrClosed(1)]);
    expect([long.isClosed, long.subacks, deep.isClosed, deep.subacks]).toEqual([true, 0, true, 0]);
    // Just within both bounds: served.
    const fine = await RawMqttClient.connect(app.url, secretClientId());
    attackers.push(fine);
    fine.subscribe(1, [`placar/a/b/c/d/e/f/${'x'.repeat(200)}`]);
    await fine.untilSubacksOrClosed(1);
    expect([fine.isClosed, fine.subacks]).toEqual([false, 1]);
  });

  it('cuts a client past 60 SUBSCRIBE and UNSUBSCRIBE packets a minute', async () => {
    const attacker = await RawMqttClient.connect(app.url, secretClientId());
    attackers.push(attacker);
    const work = otherWorkDone(app, 2);
    expect(await attacker.subscribeEach(Array.from({ length: 100 }, () => [TOPIC]))).toBe(60);
    expect(attacker.isClosed).toBe(true);
    expect(await work).toEqual({ delivered: 1, api: 200 });
  });
});

describe('MQTT attacks with the packet size raised to 64 KB: the other limits alone', () => {
  const app = attackApp({ MQTT_MAX_PACKET_BYTES: String(64 * 1024), MQTT_MAX_SUBSCRIPTIONS: '40' });
  const { attackers } = app;

  it('cuts a persistent session sending 30 packets of 1,000 filters at the first (16 per packet at most)', async () => {
    const attacker = await RawMqttClient.connect(app.url, secretClientId(), { clean: false });
    attackers.push(attacker);
    for (let n = 1; n <= 30; n += 1) attacker.subscribe(n, filters('placar', 1000, 16, `p${n}-`));
    const work = otherWorkDone(app, 3);
    await attacker.untilSubacksOrClosed(30);
    expect(attacker.isClosed).toBe(true);
    expect(attacker.subacks).toBe(0);
    expect(await work).toEqual({ delivered: 1, api: 200 });
  });

  it('holds at most MQTT_MAX_SUBSCRIPTIONS filters per client, also across reconnects of its persistent session', async () => {
    const id = secretClientId();
    const first = await RawMqttClient.connect(app.url, id, { clean: false });
    attackers.push(first);
    // 16 a packet: 16, 32, then 48 > 40 is cut.
    expect(await first.subscribeEach([1, 2, 3, 4, 5].map((n) => filters('placar', 16, 40, `s${n}-`)))).toBe(2);
    expect(first.isClosed).toBe(true);

    // Back on the same session with its 32 filters: 8 more fit, a 9th does not.
    const back = await RawMqttClient.connect(app.url, id, { clean: false });
    attackers.push(back);
    expect(await back.subscribeEach([filters('placar', 8, 40, 'back-'), ['placar/one/more']])).toBe(1);
    expect(back.isClosed).toBe(true);
    // The attacker's 40 and the fan's one (the test before).
    expect(app.t.app.embeddedBroker?.usage().subscriptions).toBe(41);

    // Unsubscribing gives room back.
    const again = await RawMqttClient.connect(app.url, id, { clean: false });
    attackers.push(again);
    again.unsubscribe(1, filters('placar', 8, 40, 'back-'));
    again.subscribe(2, ['placar/one/more']);
    await again.untilSubacksOrClosed(1);
    expect([again.isClosed, again.subacks]).toEqual([false, 1]);
  });
});

describe('persistent sessions in all (MQTT_SESSIONS_TOTAL) and queued bytes in all (MQTT_QUEUE_TOTAL_BYTES)', () => {
  const app = attackApp({
    TRUST_PROXY: '127.0.0.1',
    MQTT_SESSIONS_TOTAL: '10',
    MQTT_QUEUE_TOTAL_BYTES: String(1024 * 1024),
  });
  const { fans: clients, attackers } = app;

  const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

  it('refuses a 61st WebSocket from one address within a minute (MQTT_CONNECTS_PER_MINUTE): a reconnect loop costs an upgrade each', async () => {
    const outcomes = [];
    for (let n = 0; n < 61; n += 1) {
      const client = await RawMqttClient.connect(app.url, secretClientId(), { clean: true, headers: from(77) }).then(
        (connected) => connected,
        () => undefined,
      );
      outcomes.push(client?.connackCode === 0 ? 'served' : 'refused');
      client?.close();
    }
    expect(outcomes.filter((outcome) => outcome === 'served').length).toBe(60);
    expect(outcomes.at(-1)).toBe('refused');
    const elsewhere = await RawMqttClient.connect(app.url, secretClientId(), { clean: true, headers: from(78) });
    attackers.push(elsewhere);
    expect(elsewhere.connackCode).toBe(0);
  });

  it('keeps 10 sessions from 30 addresses, the oldest offline ones dropped, and refuses an 11th while 10 are online', async () => {
    for (let n = 1; n <= 30; n += 1) {
      const client = await clients.connect(app.url, { clientId: secretClientId(), wsOptions: { headers: from(n) } });
      await client.subscribeAsync(TOPIC, { qos: 2 });
      await client.endAsync();
    }
    expect(app.t.app.embeddedBroker?.usage().sessions).toBe(10);

    // 150 updates of about 10 KB for 10 absent sessions: 15 MB if nothing bounded them in all.
    const padding = Array.from({ length: 100 }, (_, n) => ({ note: `${n}`.padStart(100, '.') }));
    for (let seq = 1; seq <= 150; seq += 1)
      await app.t.app.events.emit('matchUpdated', { ...matchUpdate(37, seq), incidents: padding } as never);
    expect(app.t.app.embeddedBroker?.usage().queuedBytes).toBeLessThanOrEqual(1024 * 1024);

    for (let n = 101; n <= 110; n += 1)
      attackers.push(await RawMqttClient.connect(app.url, secretClientId(), { headers: from(n) }));
    expect(attackers.map((client) => client.connackCode)).toEqual(Array.from({ length: 10 }, () => 0));
    const refused = await RawMqttClient.connect(app.url, secretClientId(), { headers: from(111) });
    attackers.push(refused);
    expect(refused.connackCode).toBe(3);
    // A clean session holds nothing once gone: still served.
    const clean = await RawMqttClient.connect(app.url, secretClientId(), { clean: true, headers: from(112) });
    attackers.push(clean);
    expect(clean.connackCode).toBe(0);
  });
});
