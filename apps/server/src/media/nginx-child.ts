import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's nginx (scripts/test.sh installs it, with the RTMP module). */
export const NGINX_PATH = '/usr/sbin/nginx';

interface NginxChild {
  pid: number;
  errorLog(): Promise<string>;
  /** Stops nginx and deletes its folder. */
  stop(): Promise<void>;
}

function accepts(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Debian's nginx as a child process with `nginx.conf` from its own folder (pid, log, temp files
 * there too), never the system service: resolves once every port accepts; on failure it is
 * stopped and the error carries its log. `before` runs at stop, first (what fronts nginx).
 */
export async function startNginxChild(
  dir: string,
  listening: { host: string; ports: number[] },
  before: () => Promise<void> = async () => undefined,
): Promise<NginxChild> {
  const child = spawn(NGINX_PATH, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  const stop = async () => {
    await before();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await Promise.all(listening.ports.map((port) => accepts(port, listening.host)));
    if (ready.every(Boolean)) return { pid: child.pid ?? 0, errorLog, stop };
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  const log = await errorLog();
  await stop();
  throw new Error(`nginx did not start: ${output.trim()} ${log.trim()}`);
}
