/**
 * CPU control groups for benches (issues 36 and 38): a group with a CPU quota (how much of a core
 * its processes may use at most) and a weight (how they fare against everything else when the CPU
 * is contended), made by the bench and removed by it. cgroup v1 (`/sys/fs/cgroup/cpu` and
 * `cpuacct`) or v2 (`cpu.max`, `cpu.weight`), whichever the machine has. Where neither can be
 * written (not root, no controller), `createCpuGroup` answers why, and the bench says so and runs
 * its processes ungrouped.
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CpuGroupOptions {
  /** Cores the group may use at most (0.5 = half a core); undefined: no quota. */
  quotaCores?: number;
  /** Relative weight against the rest of the machine, 1 to 10000 as in v2's cpu.weight (100 = an ordinary process). */
  weight?: number;
}

export interface CpuGroup {
  name: string;
  /** `cgroup v1` or `cgroup v2`, for the bench's report. */
  kind: string;
  /** A command line that joins this group before it runs `command`: its children are born inside. */
  wrap(command: string, args: readonly string[]): { command: string; args: string[] };
  /** Moves a running process (and the threads it has) into the group; its later children follow. */
  add(pid: number): void;
  /** CPU seconds the group's processes have used since it was made. */
  usedSeconds(): number;
  /** Moves whatever is still inside back to the root and removes the group. */
  remove(): void;
}

const V1_CPU = '/sys/fs/cgroup/cpu';
const V1_ACCT = '/sys/fs/cgroup/cpuacct';
const V2_ROOT = '/sys/fs/cgroup';
const PERIOD_US = 100_000;

const write = (path: string, value: string) => writeFileSync(path, value);
const read = (path: string) => readFileSync(path, 'utf8');

function emptyAndRemove(dirs: string[], rootProcs: string[]) {
  for (const [index, dir] of dirs.entries()) {
    if (!existsSync(dir)) continue;
    const pids = read(join(dir, 'cgroup.procs'))
      .split('\n')
      .filter((line) => line !== '');
    for (const pid of pids) {
      try {
        write(rootProcs[index] ?? join(V2_ROOT, 'cgroup.procs'), pid);
      } catch {
        // It ended meanwhile.
      }
    }
    try {
      rmdirSync(dir);
    } catch {
      // A process that exits late keeps it a moment; the group is empty and harmless.
    }
  }
}

function v1Group(name: string, options: CpuGroupOptions): CpuGroup {
  const cpu = join(V1_CPU, name);
  // Where cpu and cpuacct are one hierarchy (`cpu,cpuacct`), the group has its usage itself.
  const acct = existsSync(V1_ACCT) && realpathSync(V1_ACCT) !== realpathSync(V1_CPU) ? join(V1_ACCT, name) : undefined;
  mkdirSync(cpu);
  if (acct !== undefined && !existsSync(acct)) mkdirSync(acct);
  write(join(cpu, 'cpu.cfs_period_us'), String(PERIOD_US));
  write(
    join(cpu, 'cpu.cfs_quota_us'),
    options.quotaCores === undefined ? '-1' : String(Math.round(options.quotaCores * PERIOD_US)),
  );
  // v1 shares: 1024 is an ordinary process, as v2's weight 100 is.
  if (options.weight !== undefined)
    write(join(cpu, 'cpu.shares'), String(Math.max(2, Math.round((options.weight * 1024) / 100))));
  const procsFiles = [join(cpu, 'cgroup.procs'), ...(acct === undefined ? [] : [join(acct, 'cgroup.procs')])];
  const usageFile = acct === undefined ? join(cpu, 'cpuacct.usage') : join(acct, 'cpuacct.usage');
  const baseline = existsSync(usageFile) ? Number(read(usageFile)) : 0;
  return {
    name,
    kind: 'cgroup v1',
    wrap: (command, args) => ({
      command: 'sh',
      args: ['-c', `${procsFiles.map((file) => `echo $$ > ${file}`).join(' && ')} && exec "$0" "$@"`, command, ...args],
    }),
    add: (pid) => {
      for (const file of procsFiles) write(file, String(pid));
    },
    usedSeconds: () => (existsSync(usageFile) ? (Number(read(usageFile)) - baseline) / 1e9 : Number.NaN),
    remove: () =>
      emptyAndRemove(
        [cpu, ...(acct === undefined ? [] : [acct])],
        [join(V1_CPU, 'cgroup.procs'), join(V1_ACCT, 'cgroup.procs')],
      ),
  };
}

function v2Group(name: string, options: CpuGroupOptions): CpuGroup {
  const dir = join(V2_ROOT, name);
  if (!read(join(V2_ROOT, 'cgroup.subtree_control')).split(/\s+/).includes('cpu'))
    write(join(V2_ROOT, 'cgroup.subtree_control'), '+cpu');
  mkdirSync(dir);
  write(
    join(dir, 'cpu.max'),
    `${options.quotaCores === undefined ? 'max' : Math.round(options.quotaCores * PERIOD_US)} ${PERIOD_US}`,
  );
  if (options.weight !== undefined)
    write(join(dir, 'cpu.weight'), String(Math.min(10_000, Math.max(1, Math.round(options.weight)))));
  const usage = () => Number(/usage_usec (\d+)/.exec(read(join(dir, 'cpu.stat')))?.[1] ?? Number.NaN) / 1e6;
  const baseline = usage();
  const procs = join(dir, 'cgroup.procs');
  return {
    name,
    kind: 'cgroup v2',
    wrap: (command, args) => ({
      command: 'sh',
      args: ['-c', `echo $$ > ${procs} && exec "$0" "$@"`, command, ...args],
    }),
    add: (pid) => write(procs, String(pid)),
    usedSeconds: () => usage() - baseline,
    remove: () => emptyAndRemove([dir], [join(V2_ROOT, 'cgroup.procs')]),
  };
}

/** A new CPU group named `placar-bench-<name>-<pid>`, or the reason there can be none here. */
export function createCpuGroup(name: string, options: CpuGroupOptions): CpuGroup | { unavailable: string } {
  const full = `placar-bench-${name}-${process.pid}`;
  try {
    if (existsSync(join(V1_CPU, 'cpu.cfs_quota_us'))) return v1Group(full, options);
    if (
      existsSync(join(V2_ROOT, 'cgroup.controllers')) &&
      read(join(V2_ROOT, 'cgroup.controllers')).split(/\s+/).includes('cpu')
    )
      return v2Group(full, options);
    return { unavailable: 'no cgroup CPU controller (neither v1 /sys/fs/cgroup/cpu nor v2 cpu.max)' };
  } catch (error) {
    return {
      unavailable: `cgroups could not be written (${error instanceof Error ? error.message : String(error)}); run as root or with a delegated cgroup`,
    };
  }
}
