import { createServer } from 'node:net';
import type { Server } from 'node:net';
import Fastify from 'fastify';
import { matchTopic } from '@placar/contract/constants';
import { type EmbeddedBroker, EventBus, realtimePlugin as realtime, websocketUpgrade } from '@placar/server/testing';
import type { BrokerReady } from './fanout-message.ts';
import { servePublishes } from './paced-publisher.ts';

/**
 * The server's real-time part alone (realtime.plugin.ts on a bare Fastify, no database: the
 * fan-out is what is measured), in its own process so the 1,000 subscribers do not share its
 * event loop. With BENCH_MQTT_URL it publishes through that broker (the MQTT_URL path);
 * without, it runs the embedded Aedes at /mqtt and also on a TCP port.
 */
const mqttUrl = process.env.BENCH_MQTT_URL || undefined;
const product = 'bench';
const topic = matchTopic(product);

const app = Fastify({ logger: false });
app.register(websocketUpgrade);
app.register(realtime, { events: new EventBus(), product, mqttUrl });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

let tcp: Server | undefined;
const ready: BrokerReady = { type: 'ready', wsUrl: `${address.replace('http://', 'ws://')}/mqtt` };
if (mqttUrl === undefined) {
  const { broker } = app.livePublisher as EmbeddedBroker;
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    broker.handle(socket);
  });
  tcp = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const tcpAddress = server.address();
  if (tcpAddress !== null && typeof tcpAddress === 'object') ready.tcpUrl = `mqtt://127.0.0.1:${tcpAddress.port}`;
}

servePublishes(app.livePublisher, topic, async () => {
  tcp?.close();
  await app.close();
});
process.send?.(ready);
