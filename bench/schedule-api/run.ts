/**
 * GET /api/schedule/mobilList?limit=500 on a day with 300 matches, through the real app, against
 * a bare Fastify route sending the same response bytes, measured in the same run (serve.ts
 * runs both servers in a child process). The servers alternate, app then bare, for ROUNDS
 * rounds, so machine drift hits both alike; each round also measures the app under a goal
 * storm (goal-storm.ts: a feed update every 100 ms, so the cached answer keeps being dropped).
 * Prints the median ratio with its min and max. BENCH_SECONDS, BENCH_CONNECTIONS and
 * BENCH_ROUNDS change the load.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { formatSpread, spread } from '../support/spread.ts';
import { GoalStorm } from './goal-storm.ts';
import { PATH, STORM_INTERVAL_MS } from './load.ts';
import type { Servers } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

async function measure(url: string, duration = seconds): Promise<number> {
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

// SCHEDULE_BENCH_PROFILE=<dir>: the servers' process writes its CPU profile there when it stops (live-fanout/profile-summary.ts reads it).
const profile = process.env.SCHEDULE_BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SCHEDULE_BENCH_PROFILE}`]
  : [];
const child = spawn(process.execPath, [...profile, new URL('./serve.ts', import.meta.url).pathname], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
const exited = once(child, 'exit');
try {
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([once(lines, 'line'), exited.then(() => [undefined])]);
  if (first[0] === undefined) throw new Error('the servers did not start');
  const servers = JSON.parse(String(first[0])) as Servers;
  const app = `${servers.appUrl}${PATH}`;
  const bare = `${servers.bareUrl}${PATH}`;
  console.log(
    `schedule-api: ${servers.matches} matches in ${servers.competitions} competitions, ${(servers.bytes / 1024).toFixed(0)} KiB; ${connections} connections, ${seconds} s per measure, ${rounds} rounds (app, bare, app under goal storm); load average ${load()}`,
  );
  // A short warm-up so both servers run optimized code before the measured rounds.
  await measure(app, 2);
  await measure(bare, 2);
  const cached: number[] = [];
  const stormed: number[] = [];
  const bareRates: number[] = [];
  const storm = new GoalStorm(servers);
  const storms = { sent: 0, changed: 0, failed: 0, firstFailure: undefined as string | undefined };
  for (let round = 1; round <= rounds; round += 1) {
    const appRate = await measure(app);
    const bareRate = await measure(bare);
    storm.start();
    const stormRate = await measure(app).finally(() => storm.stop());
    storms.sent += storm.sent;
    storms.changed += storm.changed;
    storms.failed += storm.failed;
    storms.firstFailure ??= storm.firstFailure;
    bareRates.push(bareRate);
    cached.push(appRate / bareRate);
    stormed.push(stormRate / bareRate);
    console.log(
      `  round ${round}: app ${appRate.toFixed(0)} req/s, bare ${bareRate.toFixed(0)} req/s, app under goal storm ${stormRate.toFixed(0)} req/s (${storm.changed}/${storm.sent} goals stored); load average ${load()}`,
    );
  }
  if (storms.failed > 0)
    throw new Error(`${storms.failed} feed updates of the goal storm failed, first: ${storms.firstFailure}`);
  // A goal that changes nothing drops nothing from the cache: the storm would not be one.
  if (storms.changed < storms.sent) throw new Error(`only ${storms.changed} of ${storms.sent} goals changed a score`);
  console.log(`bare fastify same bytes: ${formatSpread(spread(bareRates), 0)} req/s`);
  console.log(`ratio cached (app / bare): ${formatSpread(spread(cached))} over ${rounds} rounds (target >= 0.8)`);
  console.log(
    `ratio goal storm (app, a goal every ${STORM_INTERVAL_MS} ms / bare): ${formatSpread(spread(stormed))} over ${rounds} rounds; ${storms.changed}/${storms.sent} goals stored`,
  );
} finally {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await exited;
  }
}
