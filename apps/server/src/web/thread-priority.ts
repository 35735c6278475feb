import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** What lowerThreadPriority did: the niceness the calling thread now has, or why it kept its own. */
export type ThreadPriority =
  { applied: true; tid: number; nice: number } | { applied: false; nice: number; reason: string };

interface ThreadPriorityIo {
  /** The target of /proc/thread-self ("<pid>/task/<tid>"); throws where there is none. */
  readLink: () => string;
  getPriority: (tid: number) => number;
  setPriority: (tid: number, nice: number) => void;
}

const linuxIo: ThreadPriorityIo = {
  readLink: () => readlinkSync('/proc/thread-self'),
  getPriority,
  setPriority,
};

/** The thread id in a /proc/thread-self link ("<pid>/task/<tid>", possibly absolute); undefined for anything else. */
export function threadIdFromLink(link: string): number | undefined {
  const match = /^(?:\/proc\/)?\d+\/task\/(\d+)$/.exec(link.trim());
  if (match === null) return undefined;
  const tid = Number(match[1]);
  return Number.isSafeInteger(tid) && tid > 0 ? tid : undefined;
}

/**
 * Gives the calling thread, and only it, niceness `nice` (decision 0093): on Linux,
 * setpriority(PRIO_PROCESS) on a thread id changes that one thread. Never throws: where there
 * is no /proc/thread-self (not Linux) or the system refuses, the thread keeps its priority.
 * It only ever lowers: a thread already at `nice` or nicer (a reniced process) is left alone.
 */
export function lowerThreadPriority(nice: number, io: ThreadPriorityIo = linuxIo): ThreadPriority {
  if (nice === 0) return { applied: false, nice, reason: 'niceness 0 asked' };
  let link: string;
  try {
    link = io.readLink();
  } catch (error) {
    return { applied: false, nice, reason: `no /proc/thread-self (${reasonOf(error)})` };
  }
  const tid = threadIdFromLink(link);
  if (tid === undefined)
    return { applied: false, nice, reason: `unexpected /proc/thread-self link ${JSON.stringify(link)}` };
  try {
    const current = io.getPriority(tid);
    if (current >= nice) return { applied: false, nice, reason: `already at niceness ${current}` };
    io.setPriority(tid, nice);
  } catch (error) {
    return { applied: false, nice, reason: `setpriority refused (${reasonOf(error)})` };
  }
  return { applied: true, tid, nice };
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) return 'code' in error && typeof error.code === 'string' ? error.code : error.message;
  return String(error);
}
