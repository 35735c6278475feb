/**
 * Fan-out at scale (issue 38 item 3): SUBSCRIBERS lean MQTT-over-WebSocket subscribers (10,000 by
 * default; chat/worker-fleet.ts, spread over worker threads) connect through HAProxy (or, where
 * the open-file limit is too low for HAProxy to hold them, straight to the servers, evenly) to the
 * `/mqtt` of INSTANCES real servers (2), each relaying them to one mosquitto (MQTT_URL, decision
 * 0085), with Redis and PostgreSQL shared: bench/load's cluster. A scenario (chat/scale.ts,
 * live-fanout/scale.ts) sends RATE messages a second for SECONDS through the balancer, so every
 * instance takes its part of the sends and publishes to the broker, which fans out to every
 * subscriber through the instance it is relayed by. Prints p50/p99 send-to-receive delay, the
 * deliveries lost, the CPU each part used and a table with the targets and whether each is met.
 * Bounded: connects, warms up, sends for SECONDS, waits for the deliveries (at most DRAIN), stops.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { hasMosquitto } from '@placar/server/processes';
import { now } from '../chat/chat-load.ts';
import type { FanoutResult } from '../chat/fanout-measure.ts';
import { measureFanout } from '../chat/fanout-measure.ts';
import { GROUP_WEIGHT, HAPROXY_PATH, startCluster, startEngines } from '../load/cluster.ts';
import type { Cluster, Engines } from '../load/cluster.ts';
import { CpuSplit } from '../load/cpu-split.ts';
import { createCpuGroup } from './cpu-cgroup.ts';
import { raiseOpenFiles } from './open-files.ts';

export interface Scenario {
  /** The topic the subscribers hold. */
  topic: string;
  /** What one send is, for the report. */
  describe: string;
  send(seq: number, sentAt: number): Promise<boolean>;
  close?(): Promise<void>;
}

export interface AtScaleOptions {
  /** `chat`, `live scores`. */
  title: string;
  /** Prefix of the bench's settings: `<prefix>_SUBSCRIBERS`, `_INSTANCES`, `_RATE`, `_SECONDS`, `_THREADS`, `_DRAIN_SECONDS`. */
  envPrefix: string;
  rate: number;
  seconds: number;
  warmUp: number;
  targetP99Ms: number;
  /** What `targetP99Ms` is, for the table (where it comes from). */
  targetNote: string;
  /** Makes the scenario on a running cluster; `base` is the base of the send times the messages carry. */
  prepare(cluster: Cluster, engines: Engines, base: number): Promise<Scenario>;
}

const REDIS_PATH = '/usr/bin/redis-server';

function setting(prefix: string, name: string, fallback: number): number {
  const value = process.env[`${prefix}_${name}`];
  return value === undefined || value === '' ? fallback : Number(value);
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

function report(
  options: AtScaleOptions,
  setup: { instances: number; subscribers: number; rate: number; messages: number; drainSeconds: number },
  result: FanoutResult,
  cpu: [string, number][],
  window: number,
): void {
  const { figures } = result;
  const expected = result.accepted * setup.subscribers;
  const lost = expected - figures.deliveries;
  // Messages never sent or refused count as lost too: a subscriber never saw them.
  const missing = (setup.messages - result.accepted) * setup.subscribers;
  const cpuOf = (test: (label: string) => boolean) =>
    cpu.filter(([label]) => test(label)).reduce((sum, [, percent]) => sum + percent, 0);
  const servers = cpuOf((label) => label.startsWith('server '));
  const broker = cpuOf((label) => label === 'mosquitto');
  const balancer = cpuOf((label) => label === 'haproxy');
  const generator = cpuOf((label) => label.startsWith('load generator'));
  const other = cpuOf((label) => label === 'other work on the machine');
  const deliveriesPerSecond = figures.deliveries / window;
  // The broker and the relays work per packet (a chat payload carries the messages of 100 ms),
  // so sizing reads CPU per delivered packet: a core's packets a second = 1e6 / this.
  // (The fleet's packet counts include the warm-up: the measured packets are the deliveries over the messages a packet carried.)
  const packetsPerSecond = figures.packed === 0 ? 0 : (figures.deliveries * figures.packets) / figures.packed / window;
  const perPacket = (percent: number) =>
    packetsPerSecond === 0 ? Number.NaN : (percent / 100 / packetsPerSecond) * 1e6;
  console.log(
    `  CPU during the window (% of one core): ${cpu.map(([label, percent]) => `${label} ${percent.toFixed(0)}`).join(', ')}`,
  );
  console.log(
    `  ${deliveriesPerSecond.toFixed(0)} messages/s delivered in ${packetsPerSecond.toFixed(0)} packets/s over ${window.toFixed(1)} s; CPU per delivered packet: servers ${perPacket(servers).toFixed(1)} us (all ${setup.instances}), ` +
      `mosquitto ${perPacket(broker).toFixed(1)} us, HAProxy ${perPacket(balancer).toFixed(1)} us, subscribers ${perPacket(generator).toFixed(1)} us; ${figures.closed} subscriber connections cut`,
  );
  for (const [reason, count] of result.refused) console.log(`  refused ${count}: ${reason}`);
  const lostMet = lost === 0 && missing === 0 && figures.duplicates === 0;
  const p99Met = figures.p99 <= options.targetP99Ms;
  // Lost: what a subscriber had not received when the run ended (deliveries still queued after the drain count), and messages the servers refused.
  console.log(
    `\n| ${options.title} at scale | instances | subscribers | sent/s | delivered/expected | lost (undelivered at the end, up to ${setup.drainSeconds} s after the sends) | duplicates | p50 ms | p99 ms | target | met |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const row = `| ${options.title} | ${setup.instances} | ${setup.subscribers} | ${setup.rate} | ${figures.deliveries}/${setup.messages * setup.subscribers} | ${lost + missing} | ${figures.duplicates} | ${ms(figures.p50)} | ${ms(figures.p99)}`;
  const offTarget =
    setup.rate === options.rate ? '' : `; this run sent ${setup.rate}/s, not the target's ${options.rate}/s`;
  console.log(
    `${row} | p99 <= ${options.targetP99Ms} ms (${options.targetNote}${offTarget}) | ${p99Met ? 'met' : 'missed'} |`,
  );
  console.log(`${row} | 0 lost | ${lostMet ? 'met' : 'missed'} |`);
  console.log(
    `  (accepted ${result.accepted} of ${result.issued} sent of ${setup.messages}; CPU % of a core: servers ${servers.toFixed(0)} / mosquitto ${broker.toFixed(0)} / HAProxy ${balancer.toFixed(0)} / subscribers ${generator.toFixed(0)} / other work ${other.toFixed(0)}; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')})`,
  );
}

export async function runAtScale(options: AtScaleOptions): Promise<void> {
  const prefix = options.envPrefix;
  const subscribers = setting(prefix, 'SUBSCRIBERS', 10_000);
  const instances = setting(prefix, 'INSTANCES', 2);
  const rate = setting(prefix, 'RATE', options.rate);
  const seconds = setting(prefix, 'SECONDS', options.seconds);
  const threads = setting(prefix, 'THREADS', 3);
  const drainLimitMs = setting(prefix, 'DRAIN_SECONDS', 60) * 1000;
  const messages = Math.round(rate * seconds);
  const totalLimitMs = (2 * seconds + 420) * 1000 + drainLimitMs;

  const missingEngines = [
    existsSync(HAPROXY_PATH) ? undefined : 'haproxy',
    hasMosquitto() ? undefined : 'mosquitto',
    existsSync(REDIS_PATH) ? undefined : 'redis-server',
  ].filter((name) => name !== undefined);
  if (missingEngines.length > 0) {
    console.log(
      `${options.title} at scale: not measured, it needs ${missingEngines.join(', ')} (apt-get install -y ${missingEngines.join(' ')})`,
    );
    return;
  }
  // Each relayed subscriber is two sockets in a server and two in HAProxy (one each way).
  const files = raiseOpenFiles(Math.max(65_536, 4 * subscribers + 10_000));
  // Under a lower limit than HAProxy needs, the subscribers connect straight to the servers'
  // /mqtt, spread evenly as round robin would; the sends still go through HAProxy.
  const balancerFiles = 2 * (subscribers + 2000) + 1000;
  const throughBalancer = files.limit >= balancerFiles;
  const route = throughBalancer
    ? 'through HAProxy to'
    : `straight to the /mqtt of (HAProxy would need ${balancerFiles} open files)`;
  console.log(
    `${options.title} at scale: ${subscribers} subscribers (${threads} threads) ${route} ${instances} servers relaying to mosquitto, ${rate} messages/s for ${seconds} s (${messages}); open-file limit ${files.limit}; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  if (files.note !== undefined) console.log(`  note: ${files.note}`);

  // This process and everything it starts (engines, servers, subscriber threads) weigh as bench/load's
  // groups do against the machine's other work, uncapped: on a shared machine the figures are the
  // product's, not the neighbours' (the CPU split still shows what the others took).
  const group = createCpuGroup('fanout-scale', { weight: GROUP_WEIGHT });
  if ('unavailable' in group)
    console.log(
      `  note: no CPU group (${group.unavailable}): the bench competes with other work as an ordinary process`,
    );
  else group.add(process.pid);
  let engines: Engines | undefined;
  let cluster: Cluster | undefined;
  let scenario: Scenario | undefined;
  const cleanUp = async () => {
    await scenario?.close?.();
    await cluster?.stop();
    await engines?.stop();
    if (!('unavailable' in group)) group.remove();
    scenario = undefined;
    cluster = undefined;
    engines = undefined;
  };
  const limit = setTimeout(() => {
    console.error(`${options.title} at scale: over ${totalLimitMs / 1000} s, stopping`);
    void cleanUp().then(() => process.exit(1));
  }, totalLimitMs);
  const onSignal = () => void cleanUp().then(() => process.exit(1));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    engines = await startEngines();
    cluster = await startCluster(engines, instances, undefined, {
      maxConnections: throughBalancer ? subscribers + 2000 : 8000,
    });
    const base = now();
    scenario = await options.prepare(cluster, engines, base);
    const split = new CpuSplit(cluster.names);
    let cpu: [string, number][] = [];
    let windowStart = 0;
    let window = 0;
    const connecting = now();
    const result = await measureFanout({
      name: `${options.title} (${scenario.describe})`,
      urls: (throughBalancer ? [cluster.url] : cluster.serverUrls).map(
        (url) => `${url.replace('http://', 'ws://')}/mqtt`,
      ),
      topic: scenario.topic,
      subscribers,
      threads,
      rate,
      messages,
      warmUp: options.warmUp,
      base,
      sendLimitMs: 2 * seconds * 1000,
      drainLimitMs,
      send: scenario.send,
      onWindow: (edge) => {
        if (edge === 'start') {
          console.log(
            `  ${subscribers} subscribers connected and warm in ${((now() - connecting) / 1000).toFixed(1)} s`,
          );
          windowStart = now();
          split.start();
        } else {
          window = (now() - windowStart) / 1000;
          cpu = split.stop();
        }
      },
    });
    report(options, { instances, subscribers, rate, messages, drainSeconds: drainLimitMs / 1000 }, result, cpu, window);
  } finally {
    clearTimeout(limit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}
