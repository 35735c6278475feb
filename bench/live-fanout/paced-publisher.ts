import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { LivePublisher } from '@placar/server/testing';
import { benchUpdate, now } from './fanout-message.ts';
import type { LoopDelay, ToBroker } from './fanout-message.ts';

/**
 * The broker process's side of the bench: publishes `count` updates at `perSecond` through the
 * server's own publisher when asked, and answers with the event-loop delay seen meanwhile, so a
 * slow delivery can be told from a busy event loop. With LIVE_FANOUT_CPU_PROF=<dir> and a
 * profileName, it also records the process's CPU profile over that publish (V8's, as --cpu-prof).
 */
export function servePublishes(publisher: LivePublisher, topic: string, stop: () => Promise<void>): void {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const ms = (nanoseconds: number) => nanoseconds / 1e6;
  const profileDir = process.env.LIVE_FANOUT_CPU_PROF || undefined;
  const session = profileDir === undefined ? undefined : new Session();
  session?.connect();

  async function publishPaced(count: number, perSecond: number, warmUp: boolean, firstSeq: number): Promise<LoopDelay> {
    delay.reset();
    const start = now();
    const interval = 1000 / perSecond;
    for (let index = 0; index < count; index += 1) {
      // Scheduled from the start, so a late tick does not push every later message back.
      const wait = start + index * interval - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await publisher.publish(topic, JSON.stringify([benchUpdate(firstSeq + index), { sentAt: now(), warmUp }]));
    }
    return { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) };
  }

  async function profiled<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
    if (session === undefined || profileDir === undefined || name === undefined) return work();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    try {
      return await work();
    } finally {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
    }
  }

  process.on('message', (message: ToBroker) => {
    if (message.type === 'publish') {
      const { count, perSecond, warmUp, firstSeq = 1, profileName } = message;
      void profiled(profileName, () => publishPaced(count, perSecond, warmUp, firstSeq)).then((loopDelay) =>
        process.send?.({ type: 'published', loopDelay }),
      );
    } else {
      delay.disable();
      session?.disconnect();
      void stop().then(() => process.exit(0));
    }
  });
}
