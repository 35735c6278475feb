import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchTopic } from '@placar/contract/constants';
import { matchMessageSchema } from '@placar/contract/live-update';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { findFreePort } from '../db/free-port.ts';
import { hasMosquitto, startMosquitto } from '../../test/mosquitto-process.ts';
import type { MosquittoProcess } from '../../test/mosquitto-process.ts';
import { MqttTestClients, clientIds, matchUpdate, nextMessages } from '../../test/mqtt-test-client.ts';

const TOPIC = matchTopic('placar');
const id = clientIds();

// scripts/test.sh installs mosquitto, so this only skips in a bare local checkout.
describe.skipIf(!hasMosquitto())('MQTT_URL: publishing through an external broker (Debian mosquitto over TCP)', () => {
  let mosquitto: MosquittoProcess;
  const clients = new MqttTestClients();
  const apps: TestApp[] = [];

  beforeAll(async () => {
    mosquitto = await startMosquitto(await findFreePort());
  });
  afterEach(async () => {
    await clients.endAll();
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(() => mosquitto?.stop());

  it('publishes [update] on {product}/match/v1 to the external broker, whether or not its client has connected yet', async () => {
    const subscriber = await clients.connect(mosquitto.url, { clientId: id('m0sq01') });
    await subscriber.subscribeAsync(TOPIC, { qos: 2 });
    const messages = nextMessages(subscriber, 2);

    const t = await buildTestApp({ env: { MQTT_URL: mosquitto.url } });
    apps.push(t);
    await t.app.ready();
    const updates = [matchUpdate(21, 1), matchUpdate(21, 2)];
    for (const update of updates) await t.app.events.emit('matchUpdated', update);

    const received = await messages;
    expect(received.map(([topic]) => topic)).toEqual([TOPIC, TOPIC]);
    expect(received.map(([, payload]) => matchMessageSchema.parse(JSON.parse(payload)))).toEqual(
      updates.map((update) => [update]),
    );
    expect(received.map(([, , qos]) => qos)).toEqual([1, 1]);
  });

  it('turns browsers at /mqtt away while the broker is unreachable, which never holds up an update', async () => {
    const t = await buildTestApp({ env: { MQTT_URL: `mqtt://127.0.0.1:${await findFreePort()}` } });
    apps.push(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect(t.app.events.emit('matchUpdated', matchUpdate(22, 1))).resolves.toBeUndefined();
    await expect(
      clients.connect(`${address.replace('http://', 'ws://')}/mqtt`, { clientId: id('n0mqtt') }),
    ).rejects.toThrow();
  });
});
