// Issue 15 at scale: Debian's HAProxy in front of two server instances that share one
// PostgreSQL (DATABASE_URL), an external mosquitto (MQTT_URL, with a WebSocket listener
// browsers reach through the balancer at /mqtt) and Redis (REDIS_URL). All on 127.0.0.1 and
// free ports; `stop` ends every process it started.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { adminCreateCommandPath, findFreePort, RedisServer, startEmbeddedPostgres } from '@placar/server/processes';
import { newPerson, type Person } from './people.ts';
import { newDataDir, startPlacarServer, type PlacarServer } from './placar-server.ts';
import { testCountryDatabase } from './test-country-database.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const HAPROXY = '/usr/sbin/haproxy';
export const MOSQUITTO = '/usr/sbin/mosquitto';
export const scaleEnginesInstalled = () =>
  [HAPROXY, MOSQUITTO, '/usr/bin/redis-server'].every((path) => existsSync(path));

/** HAProxy connects to the instances from this address: the only one their TRUST_PROXY believes. */
export const BALANCER_SOURCE = '127.0.0.3';

/** The clients' loopback addresses, placed in countries by the cluster's GEO_DATABASE (location rules). */
export const CLIENT_COUNTRIES = { '127.0.0.2': 'DE', '127.0.0.4': 'BR' } as const;

/** The balancer config the tests use (docs/OPERATIONS.md, "Running at scale", shows it). */
export function haproxyConfig(ports: { front: number; a: number; b: number; brokerWs: number }): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  # An open WebSocket (live updates) is a tunnel once upgraded.
  timeout tunnel 1h

frontend placar
  bind 127.0.0.1:${ports.front}
  # The balancer is the edge: what a client says of its own address is dropped, then its real one added.
  http-request del-header x-forwarded-for
  option forwardfor
  use_backend broker if { path_beg /mqtt }
  default_backend instances

backend instances
  balance roundrobin
  source ${BALANCER_SOURCE}
  option httpchk GET /readyz
  # A check waits up to 5 s: on a busy machine a slow /readyz must not take a live instance out of rotation.
  timeout check 5s
  http-response set-header x-placar-instance %s
  # Tests only (not in OPERATIONS): a request can name its instance, so a test has a page served by B
  # whatever other requests moved the round robin.
  use-server a if { req.hdr(x-placar-pin) -m str a }
  use-server b if { req.hdr(x-placar-pin) -m str b }
  server a 127.0.0.1:${ports.a} check inter 1s
  server b 127.0.0.1:${ports.b} check inter 1s

backend broker
  server mosquitto 127.0.0.1:${ports.brokerWs}
`;
}

interface Child {
  process: ChildProcess;
  output: () => string;
}

function run(command: string, args: string[], ready: RegExp | null): Promise<Child> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const output = () => log.slice(-4000);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${output()}`)), 15_000);
    const seen = (chunk: Buffer) => {
      log += chunk.toString();
      if (ready !== null && ready.test(log)) {
        clearTimeout(timer);
        resolve({ process: child, output });
      }
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}):\n${output()}`));
    });
    if (ready === null) {
      // No banner to wait for: a process still running after a moment has started.
      setTimeout(() => {
        if (child.exitCode === null) {
          clearTimeout(timer);
          resolve({ process: child, output });
        }
      }, 500);
    }
  });
}

async function stopChild(child: Child | undefined): Promise<void> {
  if (child === undefined || child.process.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.process.once('exit', () => resolve());
    child.process.kill('SIGTERM');
  });
}

export interface ScaleCluster {
  /** The balancer: what browsers and clients use. */
  url: string;
  a: PlacarServer;
  b: PlacarServer;
  /** Forgets every rate-limit window in Redis, so a repeated test starts from zero attempts. */
  resetLimits: () => Promise<void>;
  /** Resolves once the balancer has both instances in rotation (its health checks passed); throws with its log after ~30 s. */
  bothInRotation: () => Promise<void>;
  /** An admin made with the real `admin:create` command against the shared database. */
  createAdmin: () => Person;
  stop: () => Promise<void>;
}

export async function startScaleCluster(extraEnv: Record<string, string> = {}): Promise<ScaleCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'placar-scale-'));
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const postgres = await startEmbeddedPostgres({ dataDir: join(dir, 'pg-data'), database: 'placar' });
    stops.push(() => postgres.stop());
    const redis = await RedisServer.start();
    stops.push(() => redis.stop());
    const [mqttPort, brokerWs, front] = [await findFreePort(), await findFreePort(), await findFreePort()];
    writeFileSync(
      join(dir, 'mosquitto.conf'),
      `listener ${mqttPort} 127.0.0.1\nallow_anonymous true\n\nlistener ${brokerWs} 127.0.0.1\nprotocol websockets\n# IPv6 cannot be opened on these machines: without this the listener fails to start.\nsocket_domain ipv4\nallow_anonymous true\n`,
    );
    const broker = await run(MOSQUITTO, ['-c', join(dir, 'mosquitto.conf'), '-v'], /running/);
    stops.push(() => stopChild(broker));
    writeFileSync(join(dir, 'countries.mmdb'), testCountryDatabase(CLIENT_COUNTRIES));
    const env = {
      DATABASE_URL: postgres.urlFor('placar'),
      GEO_DATABASE: join(dir, 'countries.mmdb'),
      REDIS_URL: redis.url,
      MQTT_URL: `mqtt://127.0.0.1:${mqttPort}`,
      MQTT_PUBLIC_URL: `ws://127.0.0.1:${front}/mqtt`,
      PUBLIC_URL: `http://127.0.0.1:${front}`,
      TRUST_PROXY: BALANCER_SOURCE,
      LOGIN_LIMIT_PER_IP: '3',
      ...extraEnv,
    };
    // One after the other: the first runs the migrations and the simulator (the demo seasons,
    // once for the shared database); the second only serves.
    const a = await startPlacarServer({ ...env, SIMULATOR: 'on' }, newDataDir());
    stops.push(() => a.stop());
    const b = await startPlacarServer({ ...env, SIMULATOR: 'off' }, newDataDir());
    stops.push(() => b.stop());
    writeFileSync(join(dir, 'haproxy.cfg'), haproxyConfig({ front, a: a.port, b: b.port, brokerWs }));
    const balancer = await run(HAPROXY, ['-f', join(dir, 'haproxy.cfg'), '-db'], null);
    stops.push(() => stopChild(balancer));
    const url = `http://127.0.0.1:${front}`;
    // Both instances in rotation (health checks passed): before any test runs, and before each test
    // that counts on round robin reaching both.
    const bothInRotation = async () => {
      const seen = new Set<string>();
      for (let attempt = 0; attempt < 300 && seen.size < 2; attempt += 1) {
        const response = await fetch(`${url}/readyz`).catch(() => null);
        const instance = response?.headers.get('x-placar-instance');
        const known = seen.size;
        if (response?.ok && instance) seen.add(instance);
        // Nothing new (an instance still out of rotation): the next health check is due within a second.
        if (seen.size === known) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (seen.size < 2) throw new Error(`the balancer did not reach both instances:\n${balancer.output()}`);
    };
    await bothInRotation();
    const resetLimits = async () => {
      const client = new Redis(redis.url);
      const keys = await client.keys('placar:limit:*');
      if (keys.length > 0) await client.del(...keys);
      client.disconnect();
    };
    const createAdmin = () => {
      const person = newPerson('boss');
      const output = execFileSync(
        process.execPath,
        [adminCreateCommandPath, '--email', person.email, '--username', person.username],
        {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: env.DATABASE_URL, INIT_CWD: repoRoot, LOG_LEVEL: 'warn' },
          encoding: 'utf8',
        },
      );
      const password = /^Password: (\S+)$/m.exec(output)?.[1];
      if (!password) throw new Error(`admin:create printed no password:\n${output}`);
      return { ...person, password };
    };
    return { url, a, b, resetLimits, bothInRotation, createAdmin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
