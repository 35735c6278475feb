import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { matchTopic } from '@placar/contract/constants';
import { findFreePort, hasMosquitto, type MosquittoProcess, startMosquitto } from '@placar/server/processes';
import { formatSpread, spread } from '../support/spread.ts';
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
 * fails on these machines). The two TCP cases alternate (A B A B) for TCP_ROUNDS rounds, each
 * on a freshly connected fleet, and the p99 ratio is printed as a median with its min and max.
 * LIVE_FANOUT_CPU_PROF=<dir> writes the broker process's CPU profile of each case there
 * (aedes-tcp-1.cpuprofile, ...); LIVE_FANOUT_WS=0 leaves the WebSocket cases out.
 */
const SUBSCRIBERS = Number(process.env.LIVE_FANOUT_SUBSCRIBERS ?? 1000);
const MESSAGES = Number(process.env.LIVE_FANOUT_MESSAGES ?? 100);
const RATE = Number(process.env.LIVE_FANOUT_RATE ?? 5);
const TCP_ROUNDS = Number(process.env.LIVE_FANOUT_TCP_ROUNDS ?? 4);
const WITH_WS = process.env.LIVE_FANOUT_WS !== '0';
const WARM_UP = 5;
const TOPIC = matchTopic('bench');
const DRAIN_MS = 10_000;
const TOTAL_LIMIT_MS = 10 * 60 * 1000;
/** The product path, measured twice: with mqtt.js (as browsers connect) and with lean clients (one frame per packet, no mqtt.js). */
const AEDES_WS = 'aedes-ws (mqtt.js clients)';
const AEDES_WS_LEAN = 'aedes-ws (lean clients)';
const AEDES_TCP = 'aedes-tcp';
const MOSQUITTO_TCP = 'mosquitto-tcp';

interface Result {
  name: string;
  p50: number;
  p99: number;
  received: number;
  expected: number;
  duplicates: number;
  /** CPU time (user + system) of the broker's process per published message, in ms; NaN where unknown. */
  brokerCpuPerMessage: number;
  /** The TCP cases' round (1 to TCP_ROUNDS). */
  round?: number;
}

let mosquitto: MosquittoProcess | undefined;

type ConnectFleet = (url: string, topic: string, count: number, clientIdPrefix: string) => Promise<Fleet>;
const mqttJsFleet: ConnectFleet = (...args) => SubscriberFleet.connect(...args);
const leanFleet: ConnectFleet = (...args) => LeanSubscriberFleet.connect(...args);

/**
 * CPU time (user + system, ms) a process has used, from /proc (Linux); NaN elsewhere. The
 * broker's CPU per message tells its own cost apart from the fleet's, which shares the cores.
 */
function cpuMs(pid: number | undefined): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 per second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function measure(
  name: string,
  child: ChildProcess,
  url: string,
  connect: ConnectFleet,
  clientIdPrefix: string,
  brokerPid: number | undefined,
  profileName?: string,
): Promise<Result> {
  const fleet = await connect(url, TOPIC, SUBSCRIBERS, clientIdPrefix);
  const { log } = fleet;
  try {
    await publish(child, WARM_UP, RATE, true);
    await waitFor(() => log.warmUpDeliveries >= WARM_UP * SUBSCRIBERS, DRAIN_MS);
    const cpuBefore = cpuMs(brokerPid);
    await publish(child, MESSAGES, RATE, false, 1, profileName);
    const expected = MESSAGES * SUBSCRIBERS;
    await waitFor(() => log.deliveries >= expected, DRAIN_MS);
    // The acknowledgements of the last message reach the broker just after its delivery.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const result = {
      brokerCpuPerMessage: (cpuMs(brokerPid) - cpuBefore) / MESSAGES,
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
  let external: Awaited<ReturnType<typeof startBroker>> | undefined;
  try {
    if (WITH_WS) {
      results.push(
        await measure(
          AEDES_WS,
          aedes.child,
          aedes.ready.wsUrl,
          mqttJsFleet,
          secretPrefix('ws-mqttjs'),
          aedes.child.pid,
          'aedes-ws',
        ),
      );
      results.push(
        await measure(
          AEDES_WS_LEAN,
          aedes.child,
          aedes.ready.wsUrl,
          leanFleet,
          secretPrefix('ws-lean'),
          aedes.child.pid,
          'aedes-ws-lean',
        ),
      );
    }
    const tcpUrl = aedes.ready.tcpUrl;
    if (tcpUrl === undefined) return results;
    if (!hasMosquitto()) {
      console.log('  mosquitto: not installed (apt-get install -y mosquitto); no ratio');
      results.push(
        await measure(AEDES_TCP, aedes.child, tcpUrl, mqttJsFleet, secretPrefix('tcp'), aedes.child.pid, 'aedes-tcp-1'),
      );
      return results;
    }
    // mosquitto leaves Nagle on by default; Aedes's sockets have it off (ws does it, and so does the bench's TCP listener).
    mosquitto = await startMosquitto(await findFreePort(), ['set_tcp_nodelay true']);
    const mosquittoUrl = mosquitto.url;
    const mosquittoPid = mosquitto.pid;
    external = await startBroker('broker-process.ts', { BENCH_MQTT_URL: mosquittoUrl });
    const publisher = external.child;
    // Both brokers stay up; each round connects a new fleet to one, then to the other, so
    // drift of the machine over the run falls on both alike.
    for (let round = 1; round <= TCP_ROUNDS; round += 1) {
      results.push({
        ...(await measure(
          AEDES_TCP,
          aedes.child,
          tcpUrl,
          mqttJsFleet,
          secretPrefix('tcp'),
          aedes.child.pid,
          `aedes-tcp-${round}`,
        )),
        round,
      });
      results.push({
        ...(await measure(
          MOSQUITTO_TCP,
          publisher,
          mosquittoUrl,
          mqttJsFleet,
          secretPrefix('mosq'),
          mosquittoPid,
          `mosquitto-tcp-${round}`,
        )),
        round,
      });
    }
  } finally {
    await stopBroker(aedes.child);
    if (external !== undefined) await stopBroker(external.child);
  }
  return results;
}

const limit = setTimeout(() => {
  console.error(`live-fanout: over ${TOTAL_LIMIT_MS / 1000} s, stopping`);
  void cleanUp().then(() => process.exit(1));
}, TOTAL_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().then(() => process.exit(1)));

console.log(
  `live-fanout: ${SUBSCRIBERS} subscribers (QoS 2, clean: false), ${MESSAGES} messages at ${RATE}/s published at QoS 1; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
try {
  const results = await main();
  const format = (value: number) => value.toFixed(1).padStart(7);
  for (const r of results) {
    console.log(
      `${(r.round === undefined ? r.name : `${r.name} #${r.round}`).padEnd(27)} p50 ${format(r.p50)} ms  p99 ${format(r.p99)} ms  deliveries ${r.received}/${r.expected}  duplicates ${r.duplicates}  broker CPU ${r.brokerCpuPerMessage.toFixed(1)} ms/message`,
    );
  }
  for (const name of [AEDES_WS, AEDES_WS_LEAN]) {
    const productPath = results.find((r) => r.name === name);
    if (productPath !== undefined) console.log(`target p99 <= 50 ms (${name}): ${productPath.p99.toFixed(1)} ms`);
  }
  // Round i of one broker against round i of the other: the pair ran back to back.
  const aedesTcp = results.filter((r) => r.name === AEDES_TCP);
  const reference = results.filter((r) => r.name === MOSQUITTO_TCP);
  const ratios = reference.map((r, index) => (aedesTcp[index]?.p99 ?? NaN) / r.p99);
  if (ratios.length > 0) {
    console.log(
      `p99 aedes-tcp: ${formatSpread(spread(aedesTcp.map((r) => r.p99)), 1)} ms; mosquitto-tcp: ${formatSpread(spread(reference.map((r) => r.p99)), 1)} ms`,
    );
    const cpu = (rs: Result[]) => formatSpread(spread(rs.map((r) => r.brokerCpuPerMessage)), 1);
    console.log(
      `broker CPU per message (${SUBSCRIBERS} deliveries): aedes-tcp ${cpu(aedesTcp)} ms; mosquitto-tcp ${cpu(reference)} ms`,
    );
    console.log(
      `p99 ratio aedes-tcp / mosquitto-tcp: ${formatSpread(spread(ratios), 2)} over ${ratios.length} interleaved rounds (target <= 1.0); load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
  }
} finally {
  clearTimeout(limit);
  await cleanUp();
}
