import { processTable } from '../support/process-table.ts';

/** CPU ticks (USER_HZ, 100 a second on Linux) used so far by each process of a tree (a process and everything under it), from /proc. */
export function treeTicks(root: number): Map<number, number> {
  const processes = processTable();
  const inTree = (pid: number): boolean => {
    for (let at = pid, depth = 0; at > 1 && depth < 64; depth += 1) {
      if (at === root) return true;
      at = processes.get(at)?.parent ?? 0;
    }
    return false;
  };
  const ticks = new Map<number, number>();
  for (const [pid, { ticks: used }] of processes) if (inTree(pid)) ticks.set(pid, used);
  return ticks;
}

/**
 * % of one core a process tree used between two readings `seconds` apart: per process, so one
 * that ended in between (an ffmpeg, a database backend) takes nothing off; one born in between counts whole.
 */
export function cpuPercent(before: Map<number, number>, after: Map<number, number>, seconds: number): number {
  let ticks = 0;
  for (const [pid, used] of after) ticks += used - (before.get(pid) ?? 0);
  // Ticks are hundredths of a second: ticks per second is already % of one core.
  return ticks / seconds;
}
