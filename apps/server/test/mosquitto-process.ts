import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's mosquitto (scripts/test.sh installs it): the external broker of tests and benchmarks. */
const MOSQUITTO_PATH = '/usr/sbin/mosquitto';

export function hasMosquitto(): boolean {
  return existsSync(MOSQUITTO_PATH);
}

export interface MosquittoProcess {
  url: string;
  /** The broker's process id (benchmarks read its CPU time from /proc). */
  pid: number | undefined;
  stop(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * mosquitto as a child process on a TCP port of 127.0.0.1, anonymous, with a temporary
 * configuration; never the system service. Its websockets listener fails on these machines
 * (requirement stack-broker), so clients use mqtt://.
 */
export async function startMosquitto(port: number, extraConfig: string[] = []): Promise<MosquittoProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'placar-mosquitto-'));
  const configPath = join(dir, 'mosquitto.conf');
  await writeFile(
    configPath,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence false',
      'max_queued_messages 100000',
      ...extraConfig,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(MOSQUITTO_PATH, ['-c', configPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await accepts(port)) return { url: `mqtt://127.0.0.1:${port}`, pid: child.pid, stop };
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  await stop();
  throw new Error(`mosquitto did not start on port ${port}: ${output.trim()}`);
}
