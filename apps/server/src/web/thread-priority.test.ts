import { existsSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/build-test-app.ts';
import { ManualClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { startRenderThread } from './render-thread.ts';
import type { ThreadPriority } from './thread-priority.ts';
import { lowerThreadPriority, threadIdFromLink } from './thread-priority.ts';

const FIXTURE = new URL('../../test/render-thread-fixture.ts', import.meta.url).href;

function errno(code: string): Error {
  return Object.assign(new Error(`${code}: refused`), { code });
}

describe('threadIdFromLink', () => {
  it('reads the thread id of a /proc/thread-self link, relative or absolute', () => {
    expect(threadIdFromLink('9755/task/9762')).toBe(9762);
    expect(threadIdFromLink('/proc/9755/task/9762')).toBe(9762);
    expect(threadIdFromLink('9755/task/9762\n')).toBe(9762);
  });

  it('gives nothing for anything else, so no other process or thread is ever reniced', () => {
    for (const link of [
      '',
      '9755',
      'self',
      '9755/task/',
      '9755/task/abc',
      '9755/task/0',
      '9755/task/12/x',
      '../9755/task/12',
      'x9755/task/12',
      '9755/task/99999999999999999999',
    ])
      expect(threadIdFromLink(link), link).toBeUndefined();
  });
});

describe('lowerThreadPriority', () => {
  it('sets the niceness of the thread named by the link, and only that id', () => {
    const calls: [number, number][] = [];
    const result = lowerThreadPriority(10, {
      readLink: () => '41/task/57',
      getPriority: () => 0,
      setPriority: (tid, nice) => calls.push([tid, nice]),
    });
    expect(result).toEqual({ applied: true, tid: 57, nice: 10 });
    expect(calls).toEqual([[57, 10]]);
  });

  it('does nothing for niceness 0', () => {
    const calls: unknown[] = [];
    expect(
      lowerThreadPriority(0, {
        readLink: () => '41/task/57',
        getPriority: () => 0,
        setPriority: (...args) => calls.push(args),
      }),
    ).toMatchObject({ applied: false, nice: 0 });
    expect(calls).toEqual([]);
  });

  it('never raises a priority: a thread already as nice or nicer (a reniced process) is left alone', () => {
    const calls: unknown[] = [];
    const result = lowerThreadPriority(10, {
      readLink: () => '41/task/57',
      getPriority: () => 15,
      setPriority: (...args) => calls.push(args),
    });
    expect(result).toEqual({ applied: false, nice: 10, reason: 'already at niceness 15' });
    expect(calls).toEqual([]);
  });

  it('falls back without throwing where /proc/thread-self is missing (not Linux)', () => {
    const calls: unknown[] = [];
    const result = lowerThreadPriority(10, {
      readLink: () => {
        throw errno('ENOENT');
      },
      getPriority: () => 0,
      setPriority: (...args) => calls.push(args),
    });
    expect(result).toEqual({ applied: false, nice: 10, reason: 'no /proc/thread-self (ENOENT)' });
    expect(calls).toEqual([]);
  });

  it('falls back on a link it cannot read, rather than guessing an id', () => {
    const calls: unknown[] = [];
    const result = lowerThreadPriority(10, {
      readLink: () => 'self',
      getPriority: () => 0,
      setPriority: (...args) => calls.push(args),
    });
    expect(result).toMatchObject({ applied: false, reason: expect.stringContaining('unexpected') });
    expect(calls).toEqual([]);
  });

  it('falls back where the system refuses (a container without the right)', () => {
    const result = lowerThreadPriority(19, {
      readLink: () => '41/task/57',
      getPriority: () => 0,
      setPriority: () => {
        throw errno('EACCES');
      },
    });
    expect(result).toEqual({ applied: false, nice: 19, reason: 'setpriority refused (EACCES)' });
  });
});

describe.runIf(existsSync('/proc/thread-self'))('the render thread on Linux', () => {
  it('runs at RENDER_THREAD_NICE and leaves the main thread where it was', async () => {
    const mainBefore = getPriority(0);
    const told: ThreadPriority[] = [];
    const thread = startRenderThread({
      module: FIXTURE,
      options: { tag: 'nice' },
      clock: new ManualClock(TEST_NOW),
      nice: 7,
      onPriority: (priority) => told.push(priority),
    });
    try {
      expect((await thread.handler(new Request('http://placar.test/echo'), { nonce: 'n' })).status).toBe(201);
      await expect.poll(() => told).toHaveLength(1);
      const [priority] = told;
      // The process may already run niced (the bench lock, a busy CI): then the thread keeps its niceness.
      const expected = Math.max(mainBefore, 7);
      expect(priority).toMatchObject(
        mainBefore < 7 ? { applied: true, nice: 7 } : { applied: false, reason: `already at niceness ${mainBefore}` },
      );
      if (priority?.applied === true) {
        expect(priority.tid).not.toBe(process.pid);
        expect(getPriority(priority.tid)).toBe(expected);
      }
      expect(getPriority(0)).toBe(mainBefore);
    } finally {
      await thread.close();
    }
  });
});

describe('RENDER_THREAD_NICE', () => {
  it('defaults to 10 and takes a whole number from 0 to 19', () => {
    expect(loadConfig({}).renderThreadNice).toBe(10);
    expect(loadConfig({ RENDER_THREAD_NICE: '0' }).renderThreadNice).toBe(0);
    expect(loadConfig({ RENDER_THREAD_NICE: '19' }).renderThreadNice).toBe(19);
    for (const value of ['20', '-1', '2.5', 'low'])
      expect(() => loadConfig({ RENDER_THREAD_NICE: value }), value).toThrow(
        /RENDER_THREAD_NICE: must be a whole number from 0 to 19/,
      );
  });
});
