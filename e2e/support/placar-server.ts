// Starts the real product server (embedded PostgreSQL and all) as a child process on
// 127.0.0.1 and a free port, with its own temporary DATA_DIR, and stops it gracefully.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../apps/server/src/db/free-port.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface PlacarServer {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready within 60 s:\n${output()}`);
}

/**
 * The instant every end-to-end server's clock starts at (CLOCK_START), whatever the wall clock
 * says: late in the UTC evening, so the suite always runs the hour that once broke it. Tests
 * that show "today" use a zone where that day has hours left (America/Sao_Paulo: 20:50).
 */
export const E2E_NOW = '2026-11-22T23:50:00Z';

/** The zone of the browser contexts that look at "today": 20:50 on 2026-11-22 at E2E_NOW. */
export const E2E_TIME_ZONE = 'America/Sao_Paulo';

/** The feed credential the end-to-end servers accept (`authorization: Feed <token>`). */
export const E2E_FEED_TOKEN = 'e2e-feed-token-0123456789';

/** A fresh DATA_DIR for a server; startPlacarServer removes it when the server stops. */
export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'placar-e2e-'));
}

/** Loads an openfootball file into the embedded database of a DATA_DIR, with the real command. */
export function importOpenfootball(dataDir: string, file: string): void {
  execFileSync(process.execPath, [join(repoRoot, 'apps/server/src/feed/import-command.ts'), '--format', 'openfootball', '--file', file], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: repoRoot, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

export async function startPlacarServer(env: Record<string, string> = {}, dataDir: string = newDataDir()): Promise<PlacarServer> {
  const port = await findFreePort();
  let log = '';
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      FEED_TOKENS: E2E_FEED_TOKEN,
      SIMULATOR_SEED: 'e2e',
      CLOCK_START: E2E_NOW,
      // RTMP ingest on a port the system picks: /live/getSteamKey answers the real publish URL.
      RTMP_PORT: '0',
      // Every browser of the run connects from 127.0.0.1: the per-address MQTT limit (20) is for the public.
      MQTT_MAX_CONNECTIONS_PER_ADDRESS: '1000',
      MQTT_SESSIONS_PER_ADDRESS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log.slice(-(Number(process.env.E2E_LOG_TAIL) || 4000));
  // HOST may be another local interface (the network-namespace test); it is 127.0.0.1 otherwise.
  const url = `http://${env.HOST ?? '127.0.0.1'}:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  try {
    await waitUntilReady(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, process: child, output, stop };
}
