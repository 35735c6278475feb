import { readFileSync } from 'node:fs';

/** A process, told apart from a later one given the same pid by its start time (Linux), when known. */
export interface ProcessIdentity {
  pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks since boot); null where there is no /proc. */
  started: string | null;
}

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name, which is in parentheses and may hold spaces, field 3 is the state; start time is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

export function thisProcess(): ProcessIdentity {
  return { pid: process.pid, started: startTimeOf(process.pid) };
}

/** Whether that very process still runs: a pid reused by another process since does not count. */
export function isRunning(identity: ProcessIdentity): boolean {
  try {
    process.kill(identity.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (identity.started === null) return true;
  const started = startTimeOf(identity.pid);
  return started === null || started === identity.started;
}

/** Parses what thisProcess() gave, as written to a file; null when it is not one. */
export function parseProcessIdentity(text: string): ProcessIdentity | null {
  try {
    const value = JSON.parse(text) as Partial<ProcessIdentity>;
    if (!Number.isInteger(value.pid) || (value.pid as number) <= 0) return null;
    return { pid: value.pid as number, started: typeof value.started === 'string' ? value.started : null };
  } catch {
    return null;
  }
}
