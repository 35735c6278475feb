import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { findFreePort } from '../src/db/free-port.ts';

const repoRoot = join(import.meta.dirname, '../../..');
const nodeBinary = existsSync(join(repoRoot, 'node_modules/.bin/node'))
  ? join(repoRoot, 'node_modules/.bin/node')
  : process.execPath;

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(nodeBinary, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitReady(base: string, server: ReturnType<typeof startServer>): Promise<boolean> {
  while (server.child.exitCode === null) {
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('main.ts as a real process', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'starts on its port with an embedded PostgreSQL, serves, and stops cleanly on SIGTERM',
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'placar-main-'));
      const port = await findFreePort();
      const server = startServer({
        PORT: String(port),
        RTMP_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        WEB_BUILD_DIR: join(dataDir, 'no-web-build'),
      });
      cleanups.push(async () => {
        if (server.child.exitCode === null) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
        await rm(dataDir, { recursive: true, force: true });
      });
      const base = `http://127.0.0.1:${port}`;

      expect(await waitReady(base, server), server.output()).toBe(true);

      const time = await fetch(`${base}/api/system/time`, { headers: { tz: 'Europe/Lisbon' } });
      expect(time.status).toBe(200);
      expect(await time.json()).toMatchObject({ code: 200, data: { tz: 'Europe/Lisbon' } });
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(503);
      // No SMTP_URL: the server says at start that mail is not being sent (item 1).
      // Logged once listening: /readyz can answer before the line reaches this process.
      await vi.waitFor(() => expect(server.output()).toContain('SMTP_URL is unset: no mail is sent'), {
        timeout: 10_000,
      });

      const pidFile = join(dataDir, 'pg', 'postmaster.pid');
      const postgresPid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
      expect(isAlive(postgresPid)).toBe(true);

      server.child.kill('SIGTERM');
      expect(await server.exited, server.output()).toBe(0);
      expect(existsSync(pidFile)).toBe(false);
      expect(isAlive(postgresPid)).toBe(false);
    },
  );

  it(
    'starts again on the same DATA_DIR after a SIGKILL, stopping the PostgreSQL left behind',
    { timeout: 240_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'placar-main-'));
      const env = {
        HOST: '127.0.0.1',
        RTMP_PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_BUILD_DIR: join(dataDir, 'no-web-build'),
      };
      const servers: ReturnType<typeof startServer>[] = [];
      cleanups.push(async () => {
        for (const server of servers) {
          if (server.child.exitCode === null) {
            server.child.kill('SIGTERM');
            await server.exited;
          }
        }
        await rm(dataDir, { recursive: true, force: true });
      });
      const pidFile = join(dataDir, 'pg', 'postmaster.pid');

      const firstPort = await findFreePort();
      const first = startServer({ ...env, PORT: String(firstPort) });
      servers.push(first);
      expect(await waitReady(`http://127.0.0.1:${firstPort}`, first), first.output()).toBe(true);
      const leftBehind = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
      first.child.kill('SIGKILL');
      await first.exited;
      expect(isAlive(leftBehind)).toBe(true);

      const secondPort = await findFreePort();
      const second = startServer({ ...env, PORT: String(secondPort) });
      servers.push(second);
      expect(await waitReady(`http://127.0.0.1:${secondPort}`, second), second.output()).toBe(true);
      expect(isAlive(leftBehind)).toBe(false);
      second.child.kill('SIGTERM');
      expect(await second.exited, second.output()).toBe(0);
      expect(existsSync(pidFile)).toBe(false);
    },
  );

  it('refuses a DATA_DIR that another running server holds', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'placar-main-'));
    const env = {
      HOST: '127.0.0.1',
      RTMP_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: join(dataDir, 'no-web-build'),
    };
    const port = await findFreePort();
    const owner = startServer({ ...env, PORT: String(port) });
    cleanups.push(async () => {
      if (owner.child.exitCode === null) {
        owner.child.kill('SIGTERM');
        await owner.exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    });
    expect(await waitReady(`http://127.0.0.1:${port}`, owner), owner.output()).toBe(true);
    const intruder = startServer({ ...env, PORT: String(await findFreePort()) });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('another Placar is using the same DATA_DIR');
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  });

  it(
    'refuses to listen beyond this machine without SMTP_URL, saying what to set (item 1)',
    { timeout: 60_000 },
    async () => {
      const server = startServer({
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://placar.example.com',
        DATA_DIR: join(tmpdir(), 'placar-main-unused'),
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('SMTP_URL: must be set when HOST (0.0.0.0) is not a loopback address');
    },
  );

  it('refuses to start with a bad setting and says which', { timeout: 60_000 }, async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: join(tmpdir(), 'placar-main-unused') });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: must be a port number');
  });
});
