/**
 * Live fan-out under a real load: the whole app (app-process.ts) serves SUBSCRIBERS lean
 * WebSocket subscribers (QoS 2, clean: false) at /mqtt while, in every other phase, autocannon
 * (http-load.ts, its own process) asks it for mobilList, the home page and a live match page.
 * Quiet and loaded phases alternate for ROUNDS rounds on the same connected fleet, MESSAGES
 * updates at RATE per second each. Then the same with the broker out of the app's process
 * (MQTT_URL to Debian's mosquitto, mqtt.js subscribers over TCP) when it is installed. Prints
 * publish-to-receive p50/p99 with and without the HTTP load, the ratio, the server's event-loop
 * delay in each phase, and the HTTP answers served. LIVE_FANOUT_CPU_PROF=<dir>
 * writes the server's CPU profile of each phase there (fanout-quiet-1.cpuprofile, ...), and of
 * its whole life; live-fanout/profile-summary.ts tells where the time went.
 * LIVE_FANOUT_RENDER_THREADS=0|1 sets the app's RENDER_THREADS (pages on the main thread or a
 * worker thread, decision 0091); unset: the app's default. LIVE_FANOUT_RENDER_THREAD_NICE sets
 * RENDER_THREAD_NICE, the render thread's niceness (decision 0093).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@placar/server/testing';
import { findFreePort, hasMosquitto, type MosquittoProcess, startMosquitto } from '@placar/server/processes';
import { killBrokers, publish, startBroker, stopBroker, waitFor } from './broker-control.ts';
import type { BrokerReady, LoopDelay } from './fanout-message.ts';
import type { HttpLoadResult } from './http-load.ts';
import { LeanSubscriberFleet } from './lean-subscriber-fleet.ts';
import { SubscriberFleet, percentile } from './subscriber-fleet.ts';
import type { Fleet } from './subscriber-fleet.ts';

const SUBSCRIBERS = Number(process.env.LIVE_FANOUT_SUBSCRIBERS ?? 1000);
const MESSAGES = Number(process.env.LIVE_FANOUT_LOAD_MESSAGES ?? 50);
const RATE = Number(process.env.LIVE_FANOUT_RATE ?? 5);
const ROUNDS = Number(process.env.LIVE_FANOUT_ROUNDS ?? 2);
const HTTP_CONNECTIONS = Number(process.env.HTTP_LOAD_CONNECTIONS ?? 10);
const WARM_UP = 5;
const DRAIN_MS = 15_000;
const TOTAL_LIMIT_MS = 10 * 60 * 1000;
const TARGET_RATIO = 1.5;

interface Phase {
  latencies: number[];
  loopDelays: LoopDelay[];
  http: HttpLoadResult[];
}

let mosquitto: MosquittoProcess | undefined;
/** Client ids carry a 128-bit secret like the web's, as the broker asks of persistent sessions. */
const secretPrefix = (name: string) => `${name}-${randomBytes(16).toString('hex')}-`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Starts http-load.ts against the app; `stop` ends it and resolves with what it served. */
async function startHttpLoad(httpUrl: string, paths: string[]): Promise<{ stop: () => Promise<HttpLoadResult> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [fileURLToPath(new URL('http-load.ts', import.meta.url)), httpUrl, ...paths],
    {
      env: { ...process.env, HTTP_LOAD_CONNECTIONS: String(HTTP_CONNECTIONS) },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  if (child.stdout === null) throw new Error('no output from the HTTP load');
  const line = once(createInterface({ input: child.stdout }), 'line');
  // The load reaches full speed before the phase's first publish.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return {
    async stop() {
      child.kill('SIGTERM');
      const [text] = (await Promise.race([line, once(child, 'exit').then(() => [undefined])])) as [string | undefined];
      if (text === undefined) throw new Error('the HTTP load stopped without a result');
      return JSON.parse(text) as HttpLoadResult;
    },
  };
}

/** One server configuration: its fleet connected once, quiet and loaded phases alternating on it. */
async function measure(
  env: Record<string, string>,
  connect: (ready: BrokerReady) => Promise<Fleet>,
): Promise<{ quiet: Phase; loaded: Phase; paths: string[] }> {
  const server = await startBroker('app-process.ts', env);
  const { httpUrl, paths, topic } = server.ready;
  if (httpUrl === undefined || paths === undefined || topic === undefined)
    throw new Error('the app process did not say where it listens');
  if (!paths.includes('/en'))
    console.log('  no web build (npm run build): the HTTP load is mobilList only, no page renders');
  const phases = {
    quiet: { latencies: [], loopDelays: [], http: [] } as Phase,
    loaded: { latencies: [], loopDelays: [], http: [] } as Phase,
  };
  let fleet: Fleet | undefined;
  try {
    fleet = await connect(server.ready);
    const { log } = fleet;
    // Warm both paths first: the broker's and the pages' (JIT, the schedule cache).
    const warm = await startHttpLoad(httpUrl, paths);
    await publish(server.child, WARM_UP, RATE, true);
    await waitFor(() => log.warmUpDeliveries >= WARM_UP * SUBSCRIBERS, DRAIN_MS);
    await warm.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    let seq = 1;
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const name of ['quiet', 'loaded'] as const) {
        const phase = phases[name];
        const http = name === 'loaded' ? await startHttpLoad(httpUrl, paths) : undefined;
        const from = log.latencies.length;
        phase.loopDelays.push(
          await publish(
            server.child,
            MESSAGES,
            RATE,
            false,
            seq,
            `${env.BENCH_MQTT_URL ? 'external' : 'embedded'}-${name}-${round}`,
          ),
        );
        seq += MESSAGES;
        await waitFor(() => log.deliveries >= from + MESSAGES * SUBSCRIBERS, DRAIN_MS);
        phase.latencies.push(...log.latencies.slice(from));
        if (http !== undefined) {
          phase.http.push(await http.stop());
          // Renders already started finish before the next quiet phase begins.
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        console.log(
          `  round ${round} ${name}: ${log.deliveries - from}/${MESSAGES * SUBSCRIBERS} deliveries, load average ${load()}`,
        );
      }
    }
  } finally {
    await fleet?.end();
    await stopBroker(server.child);
  }
  return { ...phases, paths };
}

const format = (value: number) => value.toFixed(1).padStart(7);
const p99 = (phase: Phase) => percentile(phase.latencies, 0.99);

function report(name: string, result: { quiet: Phase; loaded: Phase; paths: string[] }): void {
  const expected = ROUNDS * MESSAGES * SUBSCRIBERS;
  const row = (label: string, phase: Phase) => {
    const worstLoop = Math.max(...phase.loopDelays.map((delay) => delay.p99));
    const maxLoop = Math.max(...phase.loopDelays.map((delay) => delay.max));
    console.log(
      `${`${name}, ${label}`.padEnd(40)} p50 ${format(percentile(phase.latencies, 0.5))} ms  p99 ${format(p99(phase))} ms  deliveries ${phase.latencies.length}/${expected}  server event-loop delay p99 ${worstLoop.toFixed(1)} ms, max ${maxLoop.toFixed(1)} ms`,
    );
  };
  row('no HTTP load', result.quiet);
  row('HTTP load', result.loaded);
  const { http } = result.loaded;
  const served = http.reduce((total, run) => total + run.requests, 0);
  const failed = http.reduce((total, run) => total + run.non2xx + run.errors, 0);
  const perSecond = http.map((run) => run.perSecond.toFixed(0)).join(', ');
  console.log(
    `  HTTP load (${HTTP_CONNECTIONS} connections, ${result.paths.join(' ')}): ${served} answers, ${failed} not 2xx, ${perSecond} req/s per loaded phase, HTTP p99 ${Math.max(...http.map((run) => run.p99))} ms`,
  );
}

async function main(): Promise<void> {
  // The product path: the embedded Aedes at /mqtt, lean WebSocket subscribers.
  const embedded = await measure({ BENCH_MQTT_URL: '' }, (ready) =>
    LeanSubscriberFleet.connect(ready.wsUrl, ready.topic ?? '', SUBSCRIBERS, secretPrefix('ws-lean')),
  );
  // The broker out of the app's process (MQTT_URL): mosquitto, mqtt.js subscribers over TCP.
  let external: Awaited<ReturnType<typeof measure>> | undefined;
  if (hasMosquitto()) {
    mosquitto = await startMosquitto(await findFreePort(), ['set_tcp_nodelay true']);
    const url = mosquitto.url;
    external = await measure({ BENCH_MQTT_URL: url }, (ready) =>
      SubscriberFleet.connect(url, ready.topic ?? '', SUBSCRIBERS, secretPrefix('tcp-mosq')),
    );
  } else {
    console.log('  mosquitto: not installed (apt-get install -y mosquitto); no external-broker case');
  }
  report('embedded aedes-ws (lean clients)', embedded);
  if (external !== undefined) report('MQTT_URL mosquitto-tcp (mqtt.js)', external);
  console.log(
    `p99 ratio with / without HTTP load, embedded aedes-ws: ${(p99(embedded.loaded) / p99(embedded.quiet)).toFixed(2)} (target <= ${TARGET_RATIO}); load average ${load()}`,
  );
  if (external !== undefined)
    console.log(
      `p99 ratio with / without HTTP load, MQTT_URL mosquitto: ${(p99(external.loaded) / p99(external.quiet)).toFixed(2)}`,
    );
}

async function cleanUp(): Promise<void> {
  killBrokers();
  await mosquitto?.stop();
}

const limit = setTimeout(() => {
  console.error(`live-fanout under load: over ${TOTAL_LIMIT_MS / 1000} s, stopping`);
  void cleanUp().then(() => process.exit(1));
}, TOTAL_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void cleanUp().then(() => process.exit(1));
  });

// The app's own defaults, read from its config, so this line stays true when they change.
const defaults = loadConfig({});
const renderThreads = process.env.LIVE_FANOUT_RENDER_THREADS ?? `${defaults.renderThreads} (default)`;
const renderThreadNice = process.env.LIVE_FANOUT_RENDER_THREAD_NICE ?? `${defaults.renderThreadNice} (default)`;
console.log(
  `live-fanout under HTTP load: ${SUBSCRIBERS} lean subscribers over WebSocket, ${ROUNDS} rounds of ${MESSAGES} messages at ${RATE}/s without then with HTTP load; RENDER_THREADS ${renderThreads} (nice ${renderThreadNice}); load average ${load()}`,
);
try {
  await main();
} finally {
  clearTimeout(limit);
  await cleanUp();
}
