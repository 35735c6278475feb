import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { matchTopic } from '@placar/contract/constants';
import { findFreePort } from '../../apps/server/src/db/free-port.ts';
import { hasMosquitto, startMosquitto } from '../../apps/server/src/realtime/mosquitto-process.ts';
import type { MosquittoProcess } from '../../apps/server/src/realtime/mosquitto-process.ts';
import { killBrokers, publish, startBroker, stopBroker, waitFor } from './broker-control.ts';
import { LeanSubscriberFleet } from './lean-subscriber-fleet.ts';
import { SubscriberFleet, percentile } from './subscriber-fleet.ts';
import type { Fleet } from './subscriber-fleet.ts';

/**
 * Live fan-out: SUBSCRIBERS browser-like clients (QoS 2, clean: false) receive MESSAGES
 * updates published at RATE per second at QoS 1; prints publish-to-receive p50/p99 per broker.
 * Aedes over WebSocket is the product path, measured with mqtt.js clients and with lean ones
 * (lean-subscriber-fleet.ts) to tell the broker's cost from the load generator's; Aedes and
 * mosquitto over TCP give the ratio on the same transport (mosquitto's websockets listener
 * fails on these machines).
 */
const SUBSCRIBERS = Number(process.env.LIVE_FANOUT_SUBSCRIBERS ?? 1000);
const MESSAGES = Number(process.env.LIVE_FANOUT_MESSAGES ?? 100);
const RATE = Number(process.env.LIVE_FANOUT_RATE ?? 5);
const WARM_UP = 5;
const TOPIC = matchTopic('bench');
const DRAIN_MS = 10_000;
const TOTAL_LIMIT_MS = 10 * 60 * 1000;
/** The product path, measured twice: with mqtt.js (as browsers connect) and with lean clients (one frame per packet, no mqtt.js). */
const AEDES_WS = 'aedes-ws (mqtt.js clients)';
const AEDES_WS_LEAN = 'aedes-ws (lean clients)';

interface Result {
  name: string;
  p50: number;
  p99: number;
  received: number;
  expected: number;
  duplicates: number;
}

let mosquitto: MosquittoProcess | undefined;

type ConnectFleet = (url: string, topic: string, count: number, clientIdPrefix: string) => Promise<Fleet>;
const mqttJsFleet: ConnectFleet = (...args) => SubscriberFleet.connect(...args);
const leanFleet: ConnectFleet = (...args) => LeanSubscriberFleet.connect(...args);

async function measure(name: string, child: ChildProcess, url: string, connect: ConnectFleet, clientIdPrefix: string): Promise<Result> {
  const fleet = await connect(url, TOPIC, SUBSCRIBERS, clientIdPrefix);
  const { log } = fleet;
  try {
    await publish(child, WARM_UP, RATE, true);
    await waitFor(() => log.warmUpDeliveries >= WARM_UP * SUBSCRIBERS, DRAIN_MS);
    await publish(child, MESSAGES, RATE, false);
    const expected = MESSAGES * SUBSCRIBERS;
    await waitFor(() => log.deliveries >= expected, DRAIN_MS);
    const result = {
      name,
      p50: percentile(log.latencies, 0.5),
      p99: percentile(log.latencies, 0.99),
      received: log.deliveries,
      expected,
      duplicates: log.duplicates,
    };
    console.log(`  ${name}: done (${result.received}/${expected}, ${log.errors} client errors)`);
    return result;
  } finally {
    await fleet.end();
  }
}

async function cleanUp(): Promise<void> {
  killBrokers();
  await mosquitto?.stop();
}

/** Client ids carry a 128-bit secret like the web's, as the broker asks of persistent sessions. */
const secretPrefix = (name: string) => `${name}-${randomBytes(16).toString('hex')}-`;

async function main(): Promise<Result[]> {
  const results: Result[] = [];
  const aedes = await startBroker('broker-process.ts', { BENCH_MQTT_URL: '' });
  try {
    results.push(await measure(AEDES_WS, aedes.child, aedes.ready.wsUrl, mqttJsFleet, secretPrefix('ws-mqttjs')));
    results.push(await measure(AEDES_WS_LEAN, aedes.child, aedes.ready.wsUrl, leanFleet, secretPrefix('ws-lean')));
    if (aedes.ready.tcpUrl !== undefined) results.push(await measure('aedes-tcp', aedes.child, aedes.ready.tcpUrl, mqttJsFleet, secretPrefix('tcp')));
  } finally {
    await stopBroker(aedes.child);
  }
  if (!hasMosquitto()) {
    console.log('  mosquitto: not installed (apt-get install -y mosquitto); no ratio');
    return results;
  }
  // mosquitto leaves Nagle on by default; Aedes's sockets have it off (ws does it, and so does the bench's TCP listener).
  mosquitto = await startMosquitto(await findFreePort(), ['set_tcp_nodelay true']);
  const external = await startBroker('broker-process.ts', { BENCH_MQTT_URL: mosquitto.url });
  try {
    results.push(await measure('mosquitto-tcp', external.child, mosquitto.url, mqttJsFleet, secretPrefix('mosq')));
  } finally {
    await stopBroker(external.child);
  }
  return results;
}

const limit = setTimeout(() => {
  console.error(`live-fanout: over ${TOTAL_LIMIT_MS / 1000} s, stopping`);
  void cleanUp().then(() => process.exit(1));
}, TOTAL_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().then(() => process.exit(1)));

console.log(`live-fanout: ${SUBSCRIBERS} subscribers (QoS 2, clean: false), ${MESSAGES} messages at ${RATE}/s published at QoS 1; load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
try {
  const results = await main();
  const format = (value: number) => value.toFixed(1).padStart(7);
  for (const r of results) {
    console.log(
      `${r.name.padEnd(27)} p50 ${format(r.p50)} ms  p99 ${format(r.p99)} ms  deliveries ${r.received}/${r.expected}  duplicates ${r.duplicates}`,
    );
  }
  const aedesTcp = results.find((r) => r.name === 'aedes-tcp');
  const reference = results.find((r) => r.name === 'mosquitto-tcp');
  for (const name of [AEDES_WS, AEDES_WS_LEAN]) {
    const productPath = results.find((r) => r.name === name);
    if (productPath !== undefined) console.log(`target p99 <= 50 ms (${name}): ${productPath.p99.toFixed(1)} ms`);
  }
  if (aedesTcp !== undefined && reference !== undefined) {
    console.log(`p99 ratio aedes-tcp / mosquitto-tcp: ${(aedesTcp.p99 / reference.p99).toFixed(2)} (target <= 1.0); load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  }
} finally {
  clearTimeout(limit);
  await cleanUp();
}
