// Starts the real product server (embedded PostgreSQL and all) as a child process on
// 127.0.0.1 and a free port, with its own temporary DATA_DIR, and stops it gracefully.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feedImportCommandPath, findFreePort, serverMainPath } from '@placar/server/processes';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface PlacarServer {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
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
  throw new Error(`server did not become ready within 120 s:\n${output()}`);
}

/**
 * The instant the shared end-to-end server's clock starts at: a Saturday afternoon in every
 * demo season (seed e2e), with ten matches live, a dozen to come later that day, and last
 * season's cup ties (two decided on penalties) to open. Tests read the server's time, never
 * the machine's, so the suite runs the same at any hour.
 */
export const E2E_CLOCK_START = '2026-11-21T16:20:00Z';

/**
 * Where the clock of a server a spec starts for itself begins, unless it says otherwise: late
 * in the UTC evening, the hour that once broke the suite (issue 8), so that hour is always run.
 */
export const E2E_NOW = '2026-11-22T23:50:00Z';

/** The zone of the browser contexts that look at "today": São Paulo, where both instants leave hours of the day. */
export const E2E_TIME_ZONE = 'America/Sao_Paulo';

/** The feed credential the end-to-end servers accept (`authorization: Feed <token>`). */
export const E2E_FEED_TOKEN = 'e2e-feed-token-0123456789';

/** A fresh DATA_DIR for a server; startPlacarServer removes it when the server stops. */
export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'placar-e2e-'));
}

/** Loads an openfootball file into the embedded database of a DATA_DIR, with the real command. */
export function importOpenfootball(dataDir: string, file: string): void {
  execFileSync(process.execPath, [feedImportCommandPath, '--format', 'openfootball', '--file', file], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: repoRoot, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

/**
 * Starts a server and resolves once /readyz says it is ready, or with `until: 'listening'` the
 * moment it listens (its log says so), before the start-up steps are over.
 */
export async function startPlacarServer(
  env: Record<string, string> = {},
  dataDir: string = newDataDir(),
  until: 'ready' | 'listening' = 'ready',
): Promise<PlacarServer> {
  const port = await findFreePort();
  let log = '';
  const child = spawn(process.execPath, [serverMainPath], {
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
      MQTT_CONNECTS_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let heardListening: () => void = () => {};
  const listening = new Promise<void>((resolve) => (heardListening = resolve));
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    if (log.includes('"msg":"Server listening at')) heardListening();
  });
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
    if (until === 'listening') {
      await Promise.race([
        listening,
        exited.then((code) => Promise.reject(new Error(`server exited with ${code}:\n${output()}`))),
      ]);
    } else {
      // Ready once the simulator has written the demo world (decision 0121).
      await waitUntilReady(url, child, output);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, process: child, output, stop };
}

/** A server on a fresh DATA_DIR, given back the moment it listens (its info log is on to say so). */
export function listeningPlacarServer(env: Record<string, string> = {}): Promise<PlacarServer> {
  return startPlacarServer({ ...env, LOG_LEVEL: 'info' }, newDataDir(), 'listening');
}
