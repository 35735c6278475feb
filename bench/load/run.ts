/**
 * bench/load (issue 15 item 5, issue 38): 1,000 home-page viewers (MQTT subscribers on the topic
 * home subscribes to, through /mqtt) plus page renders, for 60 s, against one, two and three
 * servers behind HAProxy (LOAD_BENCH_INSTANCES), on one PostgreSQL, one mosquitto and one Redis,
 * each server in a CPU group of its own capped at LOAD_BENCH_INSTANCE_CORES (0.4) of a core, so
 * the instance count is the only difference whatever the machine's cores. Throughput is measured with
 * an open-loop ramp on top of it (decision 0086; page renders since decision 0059): the last step whose p99 stays
 * within the budget with 0 errors. Prints errors, p50/p99 and throughput of each, and the ratio.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { matchTopic } from '@placar/contract/constants';
import { hasMosquitto } from '@placar/server/processes';
import { createCpuGroup } from '../support/cpu-cgroup.ts';
import { CLOCK_START, FEED_TOKEN, GROUP_WEIGHT, HAPROXY_PATH, startCluster, startEngines } from './cluster.ts';
import type { Cluster } from './cluster.ts';
import { CpuSplit } from './cpu-split.ts';
import { RequestLog, openLoop, percentile } from './open-loop.ts';
import { ViewerFleet } from './viewers.ts';

const env = process.env;
const SECONDS = Number(env.LOAD_BENCH_SECONDS ?? 60);
const VIEWERS = Number(env.LOAD_BENCH_VIEWERS ?? 1000);
/** Each instance's CPU share, in cores (issue 38): the same for every setup, so instances are the only difference. `none`: no groups. */
const INSTANCE_CORES =
  env.LOAD_BENCH_INSTANCE_CORES === 'none' ? undefined : Number(env.LOAD_BENCH_INSTANCE_CORES ?? 0.4);
const INSTANCES = (env.LOAD_BENCH_INSTANCES ?? '1,2,3').split(',').map(Number);
const RENDERS_PER_SECOND = Number(env.LOAD_BENCH_RENDERS ?? (INSTANCE_CORES === undefined ? 50 : 5));
/** What the ramp offers on top of the fixed load: page renders (default; server-bound) or the home data call. */
const RAMP: 'render' | 'data' = env.LOAD_BENCH_RAMP === 'data' ? 'data' : 'render';
const STEPS = (
  env.LOAD_BENCH_STEPS ??
  (RAMP === 'render'
    ? INSTANCE_CORES === undefined
      ? '5,10,20,30,45,60'
      : '4,8,12,16,20,25,30,36,42,50'
    : '10,20,40,80,160,320')
)
  .split(',')
  .map(Number);
/** Untimed load before the measured window: JIT, caches and connection pools warm, as in a server that has run a while. */
const WARMUP_SECONDS = Number(env.LOAD_BENCH_WARMUP_SECONDS ?? 10);
/** Above this much CPU (% of one core) taken by other work, the run measured the machine's contention as much as the product. */
const OTHER_WORK_LIMIT = 30;
const RAMP_NAME = RAMP === 'render' ? 'extra page renders (/en)' : 'home data calls';
const THROUGHPUT_NAME = RAMP === 'render' ? 'page renders (fixed + ramp)' : 'home data calls';
const P99_BUDGET_MS = Number(env.LOAD_BENCH_P99_MS ?? 1000);
const UPDATES_PER_SECOND = Number(env.LOAD_BENCH_UPDATES ?? 4);
const MATCHES = 30;
const DRAIN_MS = 5000;

const repoRoot = join(import.meta.dirname, '../..');
const missing = [
  existsSync(HAPROXY_PATH) ? undefined : 'haproxy (apt-get install -y haproxy)',
  hasMosquitto() ? undefined : 'mosquitto (apt-get install -y mosquitto)',
  existsSync(join(repoRoot, 'apps/web/build/server')) ? undefined : 'the web build (npm run build)',
].filter((item) => item !== undefined);
if (missing.length > 0) {
  console.error(`bench/load needs: ${missing.join(', ')}`);
  process.exit(1);
}

async function post(
  base: string,
  path: string,
  body: unknown,
): Promise<{ code: number; data: { id: number; seq: number; published: boolean } }> {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Feed ${FEED_TOKEN}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: { id: number; seq: number; published: boolean } };
}

interface StepResult {
  rate: number;
  answered: number;
  errors: number;
  p50: number;
  p99: number;
}

interface SetupResult {
  instances: number;
  errors: number;
  errorSamples: string[];
  lostDeliveries: number;
  expectedDeliveries: number;
  renders: RequestLog;
  data: RequestLog;
  steps: StepResult[];
  throughput: number;
  sustainedAtBudget: number;
  p99AtBudget: number;
  /** % of one core by process during the load (cpu-split.ts). */
  cpu: [string, number][];
  /** Cores each instance's CPU group used during the load, in order (empty without groups). */
  groupCores: number[];
}

/** Feed updates sent so far, over both setups: each update changes its match's score, so the server publishes it. */
let updatesSent = 0;

async function measure(cluster: Cluster, matchIds: number[]): Promise<SetupResult> {
  const wsUrl = `${cluster.url.replace('http://', 'ws://')}/mqtt`;
  const viewers = await ViewerFleet.connect(wsUrl, matchTopic('placar'), VIEWERS);
  const connectErrors = viewers.errors;
  const renders = new RequestLog();
  const data = new RequestLog();
  const updates = new RequestLog();
  const acked: string[] = [];
  let done = false;

  const updateLoop = async () => {
    while (!done) {
      const index = updatesSent++;
      const id = matchIds[index % matchIds.length];
      const started = performance.now();
      try {
        const answer = await post(cluster.url, '/schedule/mqttMessageSend', {
          matchId: id,
          status: 2,
          home: { score: (index % 9) + 1 },
          away: { score: index % 5 },
        });
        if (answer.code !== 200) updates.fail(`feed update ${answer.code}`);
        else if (answer.data.published) acked.push(`${answer.data.id}:${answer.data.seq}`);
      } catch (error) {
        updates.fail(String(error));
      }
      const wait = 1000 / UPDATES_PER_SECOND - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };

  const stepSeconds = SECONDS / STEPS.length;
  const stepLogs = STEPS.map(() => new RequestLog());
  const rampUrl = () => (RAMP === 'render' ? `${cluster.url}/en` : `${cluster.url}/api/schedule/mobilList?tab=all`);
  const held = (log: RequestLog) => log.errors === 0 && percentile(log.latencies, 99) <= P99_BUDGET_MS;
  let ran = 0;
  const ramp = async () => {
    // Up to the first step that does not hold: a server past its ceiling only digs its queue deeper.
    for (const [index, rate] of STEPS.entries()) {
      const log = stepLogs[index] ?? new RequestLog();
      ran = index + 1;
      await openLoop(rampUrl, rate, stepSeconds, log);
      if (!held(log)) break;
    }
  };
  // Warm-up, not measured: the fixed load and the ramp's first step.
  const warm = new RequestLog();
  await Promise.all([
    openLoop(() => `${cluster.url}/en`, RENDERS_PER_SECOND, WARMUP_SECONDS, warm),
    openLoop(rampUrl, STEPS[0] ?? 10, WARMUP_SECONDS, warm),
  ]);
  const cpu = new CpuSplit(cluster.names);
  cpu.start();
  const groupsBefore = cluster.groups.map((group) => group.usedSeconds());
  const started = performance.now();
  const updating = updateLoop();
  await Promise.all([openLoop(() => `${cluster.url}/en`, RENDERS_PER_SECOND, SECONDS, renders), ramp()]);
  const elapsed = (performance.now() - started) / 1000;
  const groupCores = cluster.groups.map((group, index) => (group.usedSeconds() - (groupsBefore[index] ?? 0)) / elapsed);
  const cpuSplit = cpu.stop();
  done = true;
  await updating;
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));

  const expectedDeliveries = acked.length * VIEWERS;
  const delivered = acked.reduce((sum, key) => sum + Math.min(viewers.delivered.get(key) ?? 0, VIEWERS), 0);
  const viewerErrors = viewers.errors - connectErrors;
  await viewers.end();

  for (const log of stepLogs) {
    data.latencies.push(...log.latencies);
    data.errors += log.errors;
    data.samples.push(...log.samples.slice(0, 2));
  }
  const steps = STEPS.slice(0, ran).map((rate, index) => {
    const log = stepLogs[index] ?? new RequestLog();
    return {
      rate,
      answered: log.latencies.length / stepSeconds,
      errors: log.errors,
      p50: percentile(log.latencies, 50),
      p99: percentile(log.latencies, 99),
    };
  });
  // The last step that held the budget with no error before the first that did not; its achieved rate is the throughput at that p99.
  const failed = steps.findIndex((step) => step.errors > 0 || step.p99 > P99_BUDGET_MS);
  const best = (failed < 0 ? steps : steps.slice(0, failed)).at(-1);
  const lostDeliveries = expectedDeliveries - delivered;
  return {
    instances: cluster.instances,
    errors: renders.errors + data.errors + updates.errors + viewerErrors + connectErrors + lostDeliveries,
    errorSamples: [...renders.samples, ...data.samples, ...updates.samples].slice(0, 5),
    lostDeliveries,
    expectedDeliveries,
    renders,
    data,
    steps,
    throughput: (renders.latencies.length + data.latencies.length) / elapsed,
    // Renders: the fixed ones count too (the ramp only adds to them).
    sustainedAtBudget:
      best === undefined ? 0 : best.answered + (RAMP === 'render' ? renders.latencies.length / elapsed : 0),
    p99AtBudget: best?.p99 ?? Number.NaN,
    cpu: cpuSplit,
    groupCores,
  };
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));

function print(result: SetupResult): void {
  console.log(`\n${result.instances} instance(s) behind HAProxy`);
  console.log(
    `  errors: ${result.errors} (deliveries lost ${result.lostDeliveries} of ${result.expectedDeliveries}${result.errorSamples.length > 0 ? `; e.g. ${result.errorSamples.join(' | ')}` : ''})`,
  );
  console.log(
    `  page renders: ${result.renders.latencies.length} answered, p50 ${ms(percentile(result.renders.latencies, 50))} ms, p99 ${ms(percentile(result.renders.latencies, 99))} ms`,
  );
  console.log(
    `  ${RAMP_NAME}: ${result.data.latencies.length} answered, p50 ${ms(percentile(result.data.latencies, 50))} ms, p99 ${ms(percentile(result.data.latencies, 99))} ms`,
  );
  console.log(
    `  ramp of ${RAMP_NAME} (offered/s -> answered/s, errors, p50/p99 ms; it stops at the first step that does not hold):`,
  );
  for (const step of result.steps)
    console.log(`    ${step.rate} -> ${step.answered.toFixed(1)}, ${step.errors}, ${ms(step.p50)}/${ms(step.p99)}`);
  console.log(
    `  throughput: ${result.throughput.toFixed(1)} req/s answered overall; ${result.sustainedAtBudget.toFixed(1)} ${THROUGHPUT_NAME}/s within p99 ${P99_BUDGET_MS} ms (p99 ${ms(result.p99AtBudget)} ms)`,
  );
  console.log(
    `  CPU during the load (% of one core): ${result.cpu.map(([label, percent]) => `${label} ${percent.toFixed(0)}`).join(', ')}`,
  );
  if (INSTANCE_CORES !== undefined && result.groupCores.length > 0) {
    const used = result.groupCores.map(
      (cores, index) =>
        `server ${index + 1} ${cores.toFixed(2)} cores (${((100 * cores) / INSTANCE_CORES).toFixed(0)}% of its ${INSTANCE_CORES})`,
    );
    console.log(`  CPU share used: ${used.join(', ')}`);
  }
  const other = result.cpu.find(([label]) => label === 'other work on the machine')?.[1] ?? 0;
  if (other > OTHER_WORK_LIMIT)
    console.log(
      `  warning: other work took ${other.toFixed(0)}% of one core during this run: these figures measure the machine's contention as much as the product`,
    );
}

// The load generator and the engines it starts (PostgreSQL, mosquitto, Redis, HAProxy) weigh as
// much as the servers against the machine's other work, uncapped: what limits throughput is the
// servers' share, not a neighbour.
const infraGroup = INSTANCE_CORES === undefined ? undefined : createCpuGroup('load-infra', { weight: GROUP_WEIGHT });
if (infraGroup !== undefined && !('unavailable' in infraGroup)) infraGroup.add(process.pid);
const engines = await startEngines();
const results: SetupResult[] = [];
let ungrouped: string | undefined;
try {
  console.log(
    `bench/load: ${VIEWERS} viewers, ${RENDERS_PER_SECOND} renders/s, ${UPDATES_PER_SECOND} feed updates/s, ${SECONDS} s per setup, warm-up ${WARMUP_SECONDS} s, ramp ${STEPS.join('/')} ${RAMP_NAME}/s, p99 budget ${P99_BUDGET_MS} ms`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const matchIds: number[] = [];
  for (const instances of INSTANCES) {
    const cluster = await startCluster(engines, instances, INSTANCE_CORES);
    ungrouped ??= cluster.ungrouped;
    console.log(
      cluster.groups.length > 0
        ? `\n${instances} instance(s), each in its own CPU group capped at ${INSTANCE_CORES} of a core (${cluster.groups[0]?.kind})`
        : `\n${instances} instance(s) without a CPU share (${cluster.ungrouped ?? 'none asked'}): they share the machine's cores`,
    );
    try {
      if (matchIds.length === 0) {
        // The bench's own live matches on the server's day, announced through the feed call.
        for (let index = 0; index < MATCHES; index += 1) {
          const kickoff = new Date(Date.parse(CLOCK_START) - (index % 6) * 600_000).toISOString();
          const fixture = {
            competition: 'eng.1',
            season: '2026/27',
            kickoff,
            home: { name: `Load ${index} FC` },
            away: { name: `Bench ${index} United` },
          };
          const answer = await post(cluster.url, '/schedule/mqttMessageSend', {
            externalRef: `bench:load:${index}`,
            fixture,
            status: 2,
            home: { score: 0 },
            away: { score: 0 },
          });
          if (answer.code !== 200) throw new Error(`seeding answered ${answer.code}`);
          matchIds.push(answer.data.id);
        }
      }
      const result = await measure(cluster, matchIds);
      results.push(result);
      print(result);
      console.log(
        `  load average: ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')}`,
      );
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await engines.stop();
  if (infraGroup !== undefined && !('unavailable' in infraGroup)) infraGroup.remove();
}

/** Issue 38's targets: throughput against one instance, at the same CPU share each. */
const TARGET_RATIOS = new Map([
  [2, 1.8],
  [3, 2.5],
]);
const one = results.find((result) => result.instances === 1);
if (one !== undefined && results.length > 1) {
  console.log(
    `\n| instances | errors | lost deliveries | render p50/p99 ms | ramp p50/p99 ms | ${THROUGHPUT_NAME}/s within budget | ratio to one | target | CPU share used per instance (cores) | CPU % of a core: servers / generator / other work |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const cpuOf = (result: SetupResult, test: (label: string) => boolean) =>
    result.cpu
      .filter(([label]) => test(label))
      .reduce((sum, [, percent]) => sum + percent, 0)
      .toFixed(0);
  const verdicts: string[] = [];
  for (const result of results) {
    const ratio = one.sustainedAtBudget > 0 ? result.sustainedAtBudget / one.sustainedAtBudget : Number.NaN;
    const target = TARGET_RATIOS.get(result.instances);
    const met = target === undefined ? undefined : ratio >= target;
    if (target !== undefined)
      verdicts.push(
        `${result.instances} instances >= ${target}x one: ${ratio.toFixed(2)}x (${met === true ? 'met' : 'not met'})`,
      );
    const cpu = [
      cpuOf(result, (label) => label.startsWith('server ')),
      cpuOf(result, (label) => label.startsWith('load generator')),
      cpuOf(result, (label) => label === 'other work on the machine'),
    ];
    console.log(
      `| ${result.instances} | ${result.errors} | ${result.lostDeliveries} | ${ms(percentile(result.renders.latencies, 50))}/${ms(percentile(result.renders.latencies, 99))} | ` +
        `${ms(percentile(result.data.latencies, 50))}/${ms(percentile(result.data.latencies, 99))} | ${result.sustainedAtBudget.toFixed(1)} | ${ratio.toFixed(2)} | ${target === undefined ? '-' : `>= ${target}`} | ` +
        `${result.groupCores.length === 0 ? '-' : result.groupCores.map((cores) => cores.toFixed(2)).join(' + ')} | ${cpu.join(' / ')} |`,
    );
  }
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  const lost = results.reduce((sum, result) => sum + result.lostDeliveries, 0);
  console.log(
    `\ntargets: ${verdicts.join('; ')}; 0 errors (${errors === 0 ? 'met' : `not met: ${errors}`}); 0 lost deliveries (${lost === 0 ? 'met' : `not met: ${lost}`})`,
  );
  if (ungrouped !== undefined)
    console.log(
      `note: the servers ran without a CPU share (${ungrouped}): the ratios measure this machine's spare cores, not the product`,
    );
}
process.exit(0);
