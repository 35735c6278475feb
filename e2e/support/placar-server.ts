// Starts the real product server (embedded PostgreSQL and all) as a child process on
// 127.0.0.1 and a free port, with its own temporary DATA_DIR, and stops it gracefully.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

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

export async function startPlacarServer(env: Record<string, string> = {}): Promise<PlacarServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'placar-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log.slice(-4000);
  const url = `http://127.0.0.1:${port}`;
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
