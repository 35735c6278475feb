import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessEntry {
  parent: number;
  command: string;
  /** CPU ticks (USER_HZ, 100 a second on Linux) used so far, user and system. */
  ticks: number;
}

/** Every process of the machine now, from /proc: its parent, command and CPU ticks used (Linux). */
export function processTable(): Map<number, ProcessEntry> {
  const processes = new Map<number, ProcessEntry>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (command) state ppid ... utime stime": the command may hold spaces and parentheses.
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      processes.set(Number(entry), {
        parent: Number(fields[1]),
        command: stat.slice(stat.indexOf('(') + 1, close),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // It exited while being read.
    }
  }
  return processes;
}
