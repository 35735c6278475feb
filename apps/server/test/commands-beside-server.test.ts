// Issue 37 item 2: `npm run admin:create` and `npm run feed:import` work while the server runs
// on the embedded database (they use the PostgreSQL that server started, decision 0116), and
// when they cannot, they say so in one line: no stack trace, no `npm error` block.
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process.ts';
import type { ServerProcess } from './server-process.ts';

const repoRoot = join(import.meta.dirname, '../../..');
const brasileirao = join(import.meta.dirname, 'fixtures/openfootball/2025/br.1.json');
const STACK = /^\s+at |node:internal|^npm error/m;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run SCRIPT -- ARGS` from the repository root, as a person types it. */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', script, ...(args.length === 0 ? [] : ['--', ...args])],
      { cwd: repoRoot, env: { ...inherited, LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
      },
    );
  });
}

const postgresPid = (dataDir: string) =>
  Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('admin:create and feed:import beside a running embedded server', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'placar-beside-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      SIMULATOR: 'off',
      WEB_BUILD_DIR: join(dataDir, 'no-web-build'),
    });
    expect(await server.ready(), server.output()).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'admin:create makes an admin in the running server’s database, who logs in at once',
    { timeout: 120_000 },
    async () => {
      const before = postgresPid(dataDir);
      const made = await npmRun(
        'admin:create',
        ['--email', 'first@example.com', '--username', 'firstadmin', '--password', 'Beside123!pw'],
        { DATA_DIR: dataDir },
      );
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toContain(
        "Created admin firstadmin <first@example.com> (id 1) in the running server's embedded PostgreSQL 127.0.0.1:",
      );
      expect(made.stderr).toBe('');
      const login = await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'firstadmin', password: 'Beside123!pw' }),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { data: { user: unknown } }).data.user).toMatchObject({
        username: 'firstadmin',
        role: 'admin',
      });
      // The server's database was used, not stopped: the same PostgreSQL still serves it.
      expect(postgresPid(dataDir)).toBe(before);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    },
  );

  it('feed:import loads a season into it, which the running server serves', { timeout: 120_000 }, async () => {
    const imported = await npmRun('feed:import', [brasileirao], { DATA_DIR: dataDir });
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("Imported 1 of 1 file into the running server's embedded PostgreSQL 127.0.0.1:");
    const call = async <T>(path: string, body?: object): Promise<T> => {
      const response = await fetch(
        `${server.url}/api/schedule/${path}`,
        body === undefined
          ? {}
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      );
      return ((await response.json()) as { data: T }).data;
    };
    const competitions = await call<{ list: { id: number; code: string }[] }>('categoryCompetition?sport=football');
    const competitionId = competitions.list.find((entry) => entry.code === 'bra.1')?.id;
    const seasons = await call<{ list: { id: number; name: string }[] }>('seasonSelection', { competitionId });
    const season = seasons.list.find((entry) => entry.name === '2025');
    const table = await call<{ rows: unknown[] }>('seasonTable', { seasonId: season?.id });
    expect(table.rows).toHaveLength(20);
    expect(table.rows[0]).toMatchObject({ team: { name: 'CR Flamengo' }, played: 38 });
  });

  it('says in one line what went wrong, with no stack trace and no npm error block', { timeout: 120_000 }, async () => {
    const usage = await npmRun('admin:create', [], { DATA_DIR: dataDir });
    expect(usage).toMatchObject({
      code: 2,
      stderr: 'usage: npm run admin:create -- --email EMAIL --username USERNAME [--password PASSWORD]\n',
    });
    const unreachable = 'postgres://placar:secret@127.0.0.1:1/placar';
    const admin = await npmRun('admin:create', ['--email', 'second@example.com', '--username', 'secondadmin'], {
      DATABASE_URL: unreachable,
    });
    expect(admin.code).toBe(1);
    expect(admin.stderr).toMatch(/^Cannot create the admin: connect ECONNREFUSED 127\.0\.0\.1:1\n$/);
    const imported = await npmRun('feed:import', [brasileirao], { DATABASE_URL: unreachable });
    expect(imported.code).toBe(1);
    expect(imported.stderr).toMatch(/^Cannot import: connect ECONNREFUSED 127\.0\.0\.1:1\n$/);
    for (const outcome of [usage, admin, imported]) expect(outcome.stderr).not.toMatch(STACK);
  });
});

describe('a forged postmaster.pid (attack)', () => {
  let dataDir: string;
  let sleeper: ChildProcess;
  let listener: Server;
  let connections = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'placar-forged-'));
    // A live process that is not PostgreSQL, and a port that would hear the password.
    sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as { port: number }).port;
    mkdirSync(join(dataDir, 'pg'));
    writeFileSync(
      join(dataDir, 'pg', 'postmaster.pid'),
      `${sleeper.pid}\n${dataDir}/pg\n1\n${port}\n\n127.0.0.1\n1 1\nready\n`,
    );
    writeFileSync(join(dataDir, 'pg-password'), 'the-real-password\n', { mode: 0o600 });
  });
  afterAll(async () => {
    sleeper.kill();
    await new Promise((resolve) => listener.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'sends the database password to no process but PostgreSQL, and says in one line that it cannot run',
    { timeout: 60_000 },
    async () => {
      const outcome = await npmRun('feed:import', [brasileirao], { DATA_DIR: dataDir });
      expect(outcome.code).toBe(1);
      expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
      expect(outcome.stderr).toMatch(/^Cannot open the embedded PostgreSQL in .+placar-forged-/);
      expect(outcome.stderr).not.toMatch(STACK);
      expect(connections).toBe(0);
    },
  );
});
