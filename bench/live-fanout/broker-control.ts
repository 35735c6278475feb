import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { BrokerReady, FromBroker, LoopDelay, ToBroker } from './fanout-message.ts';

/** Forked broker processes still running, killed by killBrokers on the way out. */
const children = new Set<ChildProcess>();

/**
 * Forks `script` (broker-process.ts or app-process.ts, next to this file) and waits for its
 * ready message. LIVE_FANOUT_CPU_PROF=<dir> runs it under --cpu-prof too: the whole process's
 * profile goes to <dir> when it stops (publish's profileName records one publish alone).
 */
export function startBroker(
  script: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; ready: BrokerReady }> {
  const profileDir = process.env.LIVE_FANOUT_CPU_PROF;
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), {
    env: { ...process.env, ...env },
    execArgv: [...process.execArgv, ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`broker process exited with ${code}`)));
    child.on('message', (message: FromBroker) => {
      if (message.type === 'ready') resolve({ child, ready: message });
    });
  });
}

/** Has the broker process publish `count` updates at `perSecond`; resolves with its event-loop delay meanwhile. */
export async function publish(
  child: ChildProcess,
  count: number,
  perSecond: number,
  warmUp: boolean,
  firstSeq = 1,
  profileName?: string,
): Promise<LoopDelay> {
  const done = new Promise<LoopDelay>((resolve) => {
    const onMessage = (message: FromBroker) => {
      if (message.type !== 'published') return;
      child.off('message', onMessage);
      resolve(message.loopDelay);
    };
    child.on('message', onMessage);
  });
  child.send({
    type: 'publish',
    count,
    perSecond,
    warmUp,
    firstSeq,
    ...(profileName === undefined ? {} : { profileName }),
  } satisfies ToBroker);
  return done;
}

export async function stopBroker(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.send({ type: 'stop' } satisfies ToBroker);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export function killBrokers(): void {
  for (const child of children) child.kill('SIGKILL');
}

export async function waitFor(condition: () => boolean, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}
