/**
 * bench/abuse (issue 36): each attack of the second security review against a running server
 * (`apps/server/src/main.ts`, embedded PostgreSQL and broker, RTMP ingest), while a steady
 * normal load runs: API calls at ABUSE_API_RATE a second and ABUSE_FANS MQTT fans receiving a
 * match update every ABUSE_UPDATE_MS (250). Each attack runs ABUSE_ROUNDS (3) times, each round
 * a quiet phase then the attack, ABUSE_PHASE_SECONDS (10) each; per attack it prints the median
 * over rounds of the normal load's p99 as a ratio to the quiet phase just before (target <= 1.5),
 * the server's memory growth over that phase's RSS at peak (target <= 100 MB) and whether the
 * attacker was cut. The attacker runs in a process of its own, capped at ABUSE_ATTACKER_CORES of
 * a core when the machine allows CPU groups (decision 0153). ABUSE_ATTACKS (a comma-separated
 * part of the names) picks attacks.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchTopic } from '@placar/contract/constants';
import { findFreePort, serverMainPath } from '@placar/server/processes';
import { createCpuGroup } from '../support/cpu-cgroup.ts';
import type { CpuGroup } from '../support/cpu-cgroup.ts';
import { ATTACKS } from './attacks.ts';
import type { AttackOutcome, Target } from './attacks.ts';
import { NormalLoad } from './normal-load.ts';
import type { PhaseFigures } from './normal-load.ts';

const PHASE_MS = Number(process.env.ABUSE_PHASE_SECONDS ?? 10) * 1000;
const FANS = Number(process.env.ABUSE_FANS ?? 100);
const API_RATE = Number(process.env.ABUSE_API_RATE ?? 40);
const UPDATE_MS = Number(process.env.ABUSE_UPDATE_MS ?? 250);
/** Rounds of quiet then attack per attack: the median ratio is kept, so one stall of the shared machine does not decide. */
const ROUNDS = Number(process.env.ABUSE_ROUNDS ?? 3);
const PICK = (process.env.ABUSE_ATTACKS ?? '')
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter((part) => part !== '');
const FEED_TOKEN = 'abuse-bench-feed-token-0123456789';
const PRODUCT = 'placar';
const TARGET_RATIO = 1.5;
const TARGET_MB = 100;
const MAIN = serverMainPath;
const ATTACKER = fileURLToPath(new URL('./attacker.ts', import.meta.url));
/** The attacker's machine, as a CPU share of this one: it may not take the server's cores (decision 0153). */
const ATTACKER_CORES = Number(process.env.ABUSE_ATTACKER_CORES ?? 0.5);

// The server and the normal load run in a group weighted far above the rest of the machine (other
// engineers' work), the attacker in one capped at ATTACKER_CORES: what is measured is the server's
// answer to the attack, not this machine's neighbours or the attacker's own CPU (decision 0153).
const grouped = (group: CpuGroup | { unavailable: string }): CpuGroup | undefined =>
  'unavailable' in group ? undefined : group;
const measuredGroup = createCpuGroup('abuse-measured', { weight: 10_000 });
const attackerGroup = createCpuGroup('abuse-attacker', { quotaCores: ATTACKER_CORES });
const groups = [grouped(measuredGroup), grouped(attackerGroup)].filter((group) => group !== undefined);
const groupsNote =
  'unavailable' in measuredGroup || 'unavailable' in attackerGroup
    ? `no CPU groups (${'unavailable' in measuredGroup ? measuredGroup.unavailable : 'unavailable' in attackerGroup ? attackerGroup.unavailable : ''}): the attacker, the load and the machine's other work share the server's cores`
    : `CPU groups (${measuredGroup.kind}): server and normal load weighted above the machine's other work, the attacker capped at ${ATTACKER_CORES} core`;
grouped(measuredGroup)?.add(process.pid);

/** Runs one attack in its own process, in the attacker's group when there is one. */
function runAttacker(index: number, target: Target, until: number): Promise<AttackOutcome> {
  const args = [ATTACKER, String(index), String(until), JSON.stringify(target)];
  const line = grouped(attackerGroup)?.wrap(process.execPath, args) ?? { command: process.execPath, args };
  const child = spawn(line.command, line.args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(last) as AttackOutcome);
      } catch {
        resolve({ cut: false, detail: `the attacker process ended with ${code} and no outcome` });
      }
    });
  });
}

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match === null ? Number.NaN : Number(match[1]) / 1024;
};

async function startServer() {
  const dataDir = await mkdtemp(join(tmpdir(), 'placar-bench-abuse-'));
  const [port, rtmpPort] = [await findFreePort(), await findFreePort()];
  const line = grouped(measuredGroup)?.wrap(process.execPath, [MAIN]) ?? { command: process.execPath, args: [MAIN] };
  const child = spawn(line.command, line.args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      RTMP_PORT: String(rtmpPort),
      DATA_DIR: dataDir,
      SIMULATOR: 'off',
      FEED_TOKENS: FEED_TOKEN,
      // The bench's normal clients are behind "the proxy" (loopback) with addresses of their own; so are the attackers.
      // Every limit keeps its default.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 600) throw new Error('the server did not become ready in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    rtmpPort,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openMatch(base: string): Promise<number> {
  const response = await fetch(`${base}/api/schedule/mqttMessageSend`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Feed ${FEED_TOKEN}` },
    body: JSON.stringify({
      externalRef: `bench:abuse:${Date.now()}`,
      fixture: {
        competition: 'eng.1',
        season: '2026/27',
        kickoff: new Date(Date.now() - 600_000).toISOString(),
        home: { name: 'Steady FC' },
        away: { name: 'Quiet United' },
      },
    }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { id: number } };
  if (answer.code !== 200) throw new Error(`the bench match was refused: ${answer.msg}`);
  return answer.data.id;
}

const ratio = (value: number, quiet: number) => (Number.isFinite(value) && quiet > 0 ? value / quiet : Number.NaN);
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

const median = (values: readonly number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN);
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Round {
  quiet: PhaseFigures;
  attacked: PhaseFigures;
  quietRss: number;
  growth: number;
  held: number;
  outcome: AttackOutcome;
}

const server = await startServer();
try {
  const matchId = await openMatch(server.base);
  const base = {
    base: server.base,
    mqttUrl: `${server.base.replace('http', 'ws')}/mqtt`,
    rtmpPort: server.rtmpPort,
    product: PRODUCT,
  };
  const load = new NormalLoad({
    base: server.base,
    mqttUrl: base.mqttUrl,
    topic: matchTopic(PRODUCT),
    feedToken: FEED_TOKEN,
    matchId,
    fans: FANS,
    apiRate: API_RATE,
    updateMs: UPDATE_MS,
  });
  await load.start();
  // A warm-up, not measured.
  await wait(5000);
  load.take();
  console.log(
    `bench/abuse: ${FANS} fans (an update every ${UPDATE_MS} ms), ${API_RATE} API calls/s, phases of ${PHASE_MS / 1000} s, ${ROUNDS} rounds an attack, ` +
      `each round's attack read against the quiet phase just before it and the median of the rounds' ratios kept (the machine is shared); load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );
  console.log(`  ${groupsNote}`);
  let met = 0;
  const attacks = ATTACKS.map((attack, index) => ({ attack, index })).filter(
    ({ attack }) => PICK.length === 0 || PICK.some((part) => attack.name.toLowerCase().includes(part)),
  );
  for (const { attack, index } of attacks) {
    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      await wait(PHASE_MS);
      const quiet = load.take();
      const quietRss = rssMb(server.pid);
      let peak = quietRss;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 250);
      const until = Date.now() + PHASE_MS;
      const outcome = await runAttacker(index, { ...base, round }, until);
      // An attacker cut early does not end the phase: the normal load is measured for the whole of it.
      await wait(Math.max(0, until - Date.now()));
      const attacked = load.take();
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(server.pid));
      // What the server still holds once the attack is over (its allocator may keep freed pages).
      await wait(3000);
      rounds.push({ quiet, attacked, quietRss, growth: peak - quietRss, held: rssMb(server.pid) - quietRss, outcome });
    }
    const apiRatio = median(rounds.map((one) => ratio(one.attacked.apiP99Ms, one.quiet.apiP99Ms)));
    const fanRatio = median(rounds.map((one) => ratio(one.attacked.fanP99Ms, one.quiet.fanP99Ms)));
    const growth = Math.max(...rounds.map((one) => one.growth));
    const errors = rounds.reduce((sum, one) => sum + one.attacked.apiErrors, 0);
    const cut = rounds.every((one) => one.outcome.cut);
    const within = apiRatio <= TARGET_RATIO && fanRatio <= TARGET_RATIO && growth <= TARGET_MB && errors === 0 && cut;
    if (within) met += 1;
    console.log(
      `${within ? 'ok  ' : 'MISS'} ${attack.name}: API p99 x${fixed(apiRatio, 2)}, fan p99 x${fixed(fanRatio, 2)} (medians), memory +${fixed(growth)} MB at most, ${errors} errors, attacker cut in ${rounds.filter((one) => one.outcome.cut).length} of ${rounds.length} rounds`,
    );
    for (const [n, one] of rounds.entries()) {
      console.log(
        `     round ${n + 1}: quiet API p99 ${fixed(one.quiet.apiP99Ms)} ms, fan p99 ${fixed(one.quiet.fanP99Ms)} ms, RSS ${fixed(one.quietRss)} MB; ` +
          `under attack API p99 ${fixed(one.attacked.apiP99Ms)} ms (x${fixed(ratio(one.attacked.apiP99Ms, one.quiet.apiP99Ms), 2)}, ${one.attacked.apiCalls} calls), ` +
          `fan p99 ${fixed(one.attacked.fanP99Ms)} ms (x${fixed(ratio(one.attacked.fanP99Ms, one.quiet.fanP99Ms), 2)}, ${one.attacked.fanDeliveries} deliveries), ` +
          `memory +${fixed(one.growth)} MB at peak, +${fixed(one.held)} MB held after; attacker ${one.outcome.cut ? 'cut' : 'NOT cut'} (${one.outcome.detail})`,
      );
    }
  }
  console.log(
    `targets: p99 <= x${TARGET_RATIO} of quiet, memory <= +${TARGET_MB} MB, attacker cut; met by ${met} of ${attacks.length} attacks; load average after ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  await load.stop();
} finally {
  await server.stop();
  for (const group of groups) group.remove();
}
