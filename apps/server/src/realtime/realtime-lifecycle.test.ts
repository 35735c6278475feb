import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { matchTopic } from '@placar/contract/constants';
import { EventBus } from '../events.ts';
import { MqttTestClients, clientIds, matchUpdate, nextMessages, whenClosed } from '../../test/mqtt-test-client.ts';
import realtime from './realtime.plugin.ts';
import websocketUpgrade from './websocket-upgrade.ts';

const TOPIC = matchTopic('placar');

/** The real-time part alone on a bare Fastify, listening on a free port. */
async function startRealtime(
  sessionExpiryMs?: number,
): Promise<{ app: FastifyInstance; events: EventBus; url: string }> {
  const app = Fastify();
  const events = new EventBus();
  app.register(websocketUpgrade);
  app.register(realtime, {
    events,
    product: 'placar',
    mqttUrl: undefined,
    ...(sessionExpiryMs === undefined ? {} : { limits: { sessionExpiryMs } }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, events, url: `${address.replace('http://', 'ws://')}/mqtt` };
}

const id = clientIds();

describe('real-time lifecycle', () => {
  const clients = new MqttTestClients();
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await clients.endAll();
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('app.close() closes the broker and every WebSocket, also one that never sent CONNECT', async () => {
    const { app, events, url } = await startRealtime();
    const browser = await clients.connect(url, { clientId: id('c10se1') });
    await browser.subscribeAsync(TOPIC, { qos: 2 });
    const silent = new WebSocket(url, 'mqtt');
    await once(silent, 'open');

    const browserClosed = whenClosed(browser);
    const silentClosed = once(silent, 'close');
    await app.close();
    await Promise.all([browserClosed, silentClosed]);

    expect(browser.connected).toBe(false);
    expect(silent.readyState).toBe(WebSocket.CLOSED);
    // Updates emitted during or after shutdown are dropped, never left hanging.
    await expect(events.emit('matchUpdated', matchUpdate(1, 1))).resolves.toBeUndefined();
  });

  it('drops a persistent session whose client stays away past the expiry', async () => {
    const { app, events, url } = await startRealtime(20);
    apps.push(app);
    const first = await clients.connect(url, { clientId: id('e0e0e0') });
    await first.subscribeAsync(TOPIC, { qos: 2 });
    await first.endAsync();
    await events.emit('matchUpdated', matchUpdate(3, 1));
    await sleep(300);

    let sessionPresent: boolean | undefined;
    const back = await clients.connect(url, { clientId: id('e0e0e0') }, (client) => {
      client.once('connect', (connack) => {
        sessionPresent = connack.sessionPresent;
      });
    });
    expect(sessionPresent).toBe(false);
    // The expired session kept no subscription: a new update reaches only a fresh subscriber.
    const watcher = await clients.connect(url, { clientId: id('w0w0w0') });
    await watcher.subscribeAsync(TOPIC, { qos: 2 });
    const seen = nextMessages(watcher, 1);
    let backGotMessage = false;
    back.on('message', () => {
      backGotMessage = true;
    });
    await events.emit('matchUpdated', matchUpdate(3, 2));
    await seen;
    expect(backGotMessage).toBe(false);
  });
});
