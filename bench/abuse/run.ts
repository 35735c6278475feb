/**
 * bench/abuse (issue 36): each attack of the second security review against a running server
 * (`apps/server/src/main.ts`, embedded PostgreSQL and broker, RTMP ingest), while a steady
 * normal load runs: API calls at ABUSE_API_RATE a second and ABUSE_FANS MQTT fans receiving a
 * match update every 500 ms. Per attack it prints the normal load's p99 as a ratio to a quiet
 * phase measured just before it in the same run (target <= 1.5: the machine is shared, so each
 * attack is read against its own neighbour), the server's memory growth over that phase's RSS at
 * peak and held after (target <= 100 MB at peak) and whether the attacker was cut. ABUSE_PHASE_SECONDS (15) per phase,
 * ABUSE_ATTACKS (a comma-separated part of the names) picks attacks.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchTopic } from '@placar/contract/constants';
import { findFreePort } from '../../apps/server/src/db/free-port.ts';
import { ATTACKS } from './attacks.ts';
import type { Target } from './attacks.ts';
import { NormalLoad } from './normal-load.ts';
import type { PhaseFigures } from './normal-load.ts';

const PHASE_MS = Number(process.env.ABUSE_PHASE_SECONDS ?? 15) * 1000;
const FANS = Number(process.env.ABUSE_FANS ?? 100);
const API_RATE = Number(process.env.ABUSE_API_RATE ?? 40);
const PICK = (process.env.ABUSE_ATTACKS ?? '').split(',').map((part) => part.trim().toLowerCase()).filter((part) => part !== '');
const FEED_TOKEN = 'abuse-bench-feed-token-0123456789';
const PRODUCT = 'placar';
const TARGET_RATIO = 1.5;
const TARGET_MB = 100;
const MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match === null ? Number.NaN : Number(match[1]) / 1024;
};

async function startServer() {
  const dataDir = await mkdtemp(join(tmpdir(), 'placar-bench-abuse-'));
  const [port, rtmpPort] = [await findFreePort(), await findFreePort()];
  const child = spawn(process.execPath, [MAIN], {
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
    const ready = await fetch(`${base}/readyz`).then((response) => response.ok, () => false);
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
      fixture: { competition: 'eng.1', season: '2026/27', kickoff: new Date(Date.now() - 600_000).toISOString(), home: { name: 'Steady FC' }, away: { name: 'Quiet United' } },
    }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { id: number } };
  if (answer.code !== 200) throw new Error(`the bench match was refused: ${answer.msg}`);
  return answer.data.id;
}

const ratio = (value: number, quiet: number) => (Number.isFinite(value) && quiet > 0 ? value / quiet : Number.NaN);
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

const server = await startServer();
try {
  const matchId = await openMatch(server.base);
  const target: Target = { base: server.base, mqttUrl: `${server.base.replace('http', 'ws')}/mqtt`, rtmpPort: server.rtmpPort, product: PRODUCT };
  const load = new NormalLoad({ base: server.base, mqttUrl: target.mqttUrl, topic: matchTopic(PRODUCT), feedToken: FEED_TOKEN, matchId, fans: FANS, apiRate: API_RATE, updateMs: 500 });
  await load.start();
  // A warm-up, not measured.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  load.take();
  console.log(`bench/abuse: ${FANS} fans, ${API_RATE} API calls/s, phases of ${PHASE_MS / 1000} s, each attack read against the quiet phase just before it (the machine is shared); load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  let met = 0;
  const attacks = ATTACKS.filter((attack) => PICK.length === 0 || PICK.some((part) => attack.name.toLowerCase().includes(part)));
  for (const attack of attacks) {
    await new Promise((resolve) => setTimeout(resolve, PHASE_MS));
    const quiet = load.take();
    const quietRss = rssMb(server.pid);
    let peak = quietRss;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 250);
    const until = Date.now() + PHASE_MS;
    const outcome = await attack.run(target, until).catch((error: unknown) => ({ cut: false, detail: `the attack failed: ${String(error)}` }));
    // An attacker cut early does not end the phase: the normal load is measured for the whole of it.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())));
    const figures: PhaseFigures = load.take();
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(server.pid));
    // What the server still holds once the attack is over (its allocator may keep freed pages).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const held = rssMb(server.pid) - quietRss;
    const apiRatio = ratio(figures.apiP99Ms, quiet.apiP99Ms);
    const fanRatio = ratio(figures.fanP99Ms, quiet.fanP99Ms);
    const growth = peak - quietRss;
    const within = apiRatio <= TARGET_RATIO && fanRatio <= TARGET_RATIO && growth <= TARGET_MB && figures.apiErrors === 0 && outcome.cut;
    if (within) met += 1;
    console.log(
      `${within ? 'ok  ' : 'MISS'} ${attack.name}\n` +
        `     quiet: API p99 ${fixed(quiet.apiP99Ms)} ms, fan p99 ${fixed(quiet.fanP99Ms)} ms, RSS ${fixed(quietRss)} MB\n` +
        `     under attack: API p99 ${fixed(figures.apiP99Ms)} ms (x${fixed(apiRatio, 2)}, ${figures.apiCalls} calls, ${figures.apiErrors} errors), ` +
        `fan p99 ${fixed(figures.fanP99Ms)} ms (x${fixed(fanRatio, 2)}, ${figures.fanDeliveries} deliveries), memory +${fixed(growth)} MB at peak, +${fixed(held)} MB held after\n` +
        `     attacker cut: ${outcome.cut ? 'yes' : 'no'} (${outcome.detail})`,
    );
  }
  console.log(`targets: p99 <= x${TARGET_RATIO} of quiet, memory <= +${TARGET_MB} MB, attacker cut; met by ${met} of ${attacks.length} attacks; load average after ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  await load.stop();
} finally {
  await server.stop();
}
