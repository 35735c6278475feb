import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { processTable } from '../support/process-table.ts';

/**
 * Where the machine's CPU goes during a measured run: this bench process (the load generator),
 * each process it started with everything under it (servers by name, PostgreSQL with its
 * backends, mosquitto, Redis, HAProxy), and the rest of the machine (other work sharing it).
 * Sampled from /proc once a second; figures are % of one core, averaged over the window.
 */
export class CpuSplit {
  private readonly names: ReadonlyMap<number, string>;
  private timer: NodeJS.Timeout | undefined;
  /** Per process: the label it counts for, and its CPU ticks when first and last seen. */
  private readonly seen = new Map<number, { label: string; first: number; last: number }>();
  private machineFirst: { busy: number; total: number } | undefined;
  private machineLast: { busy: number; total: number } | undefined;
  private startedAt = 0;
  private stoppedAt = 0;

  /** `names`: labels of processes this bench started, by pid (the servers); others are named by command. */
  constructor(names: ReadonlyMap<number, string>) {
    this.names = names;
  }

  start(): void {
    this.startedAt = performance.now();
    this.sample(true);
    this.timer = setInterval(() => this.sample(), 1000);
    this.timer.unref();
  }

  /** Stops sampling; answers % of one core by label, largest first, with `machine` and `other work on the machine`. */
  stop(): [string, number][] {
    clearInterval(this.timer);
    this.sample();
    this.stoppedAt = performance.now();
    const seconds = (this.stoppedAt - this.startedAt) / 1000;
    const ticksPerSecond = 100; // USER_HZ on Linux
    const byLabel = new Map<string, number>();
    for (const { label, first, last } of this.seen.values())
      byLabel.set(label, (byLabel.get(label) ?? 0) + (last - first));
    const split = [...byLabel]
      .map(([label, ticks]): [string, number] => [label, (100 * ticks) / ticksPerSecond / seconds])
      .sort((a, b) => b[1] - a[1]);
    const ours = split.reduce((sum, [, percent]) => sum + percent, 0);
    const first = this.machineFirst;
    const last = this.machineLast;
    const machine =
      first && last && last.total > first.total
        ? (100 * cpus().length * (last.busy - first.busy)) / (last.total - first.total)
        : Number.NaN;
    return [
      ...split,
      ['other work on the machine', Math.max(0, machine - ours)],
      [`machine (${cpus().length} cores)`, machine],
    ];
  }

  /** `initial`: processes seen now count from their ticks now; any seen later was born in the window and counts from 0. */
  private sample(initial = false): void {
    const processes = processTable();
    const self = process.pid;
    for (const [pid, info] of processes) {
      const label = this.labelOf(pid, processes, self);
      if (label === undefined) continue;
      const known = this.seen.get(pid);
      if (known === undefined) this.seen.set(pid, { label, first: initial ? info.ticks : 0, last: info.ticks });
      else known.last = info.ticks;
    }
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    const values = (cpu ?? '').trim().split(/\s+/).slice(1).map(Number);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    const total = values.reduce((sum, value) => sum + value, 0);
    this.machineLast = { busy: total - idle, total };
    this.machineFirst ??= this.machineLast;
  }

  /** The label of a process under this bench: the generator itself, or the child of this process it descends from. */
  private labelOf(
    pid: number,
    processes: ReadonlyMap<number, { parent: number; command: string }>,
    self: number,
  ): string | undefined {
    if (pid === self) return 'load generator (this process)';
    let current = pid;
    for (let depth = 0; depth < 10; depth += 1) {
      const info = processes.get(current);
      if (info === undefined) return undefined;
      if (info.parent === self) return this.names.get(current) ?? info.command;
      current = info.parent;
    }
    return undefined;
  }
}
