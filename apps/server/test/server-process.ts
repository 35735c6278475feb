// The real server (src/main.ts) as a child process, for fault tests that kill or restart what
// is around it: started with env, waited on through /readyz, stopped or killed by the test.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '../src/db/free-port.ts';

const repoRoot = join(import.meta.dirname, '../../..');
const nodeBinary = existsSync(join(repoRoot, 'node_modules/.bin/node'))
  ? join(repoRoot, 'node_modules/.bin/node')
  : process.execPath;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves true once /readyz answers 200, false if the process exits or `ms` pass first. */
  ready(ms?: number): Promise<boolean>;
  /** SIGTERM (or the given signal) and wait for the exit; a no-op once it exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `apps/server/src/main.ts` on 127.0.0.1 and a free port, with env over the test's own (DATABASE_URL excepted). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await findFreePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(nodeBinary, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      RTMP_PORT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    exited,
    output: () => output.slice(-6000),
    async ready(ms = 60_000) {
      const deadline = performance.now() + ms;
      while (child.exitCode === null && child.signalCode === null && performance.now() < deadline) {
        const ok = await fetch(`${url}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return true;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return false;
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
