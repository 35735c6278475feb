import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findFreePort } from '../src/db/free-port.ts';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** Debian's redis-server can run here (scripts/test.sh installs it); tests of the Redis side skip only when it cannot. */
export const redisAvailable = existsSync(REDIS_SERVER);

/**
 * The engine runs on the machine's own clock: libfaketime (the suite's 23:55 run) preloaded into
 * redis-server keeps it from ever saying it is ready. What the tests date is the app's clock.
 */
function engineEnv(): NodeJS.ProcessEnv {
  const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...env } = process.env;
  return env;
}

/**
 * A real redis-server on 127.0.0.1 and a free port, nothing written to disk; `stop` and
 * `start` again on the same port stand for a restart of the engine.
 */
export class RedisServer {
  private child: ChildProcess | undefined;

  readonly port: number;

  private constructor(port: number) {
    this.port = port;
  }

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await findFreePort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      REDIS_SERVER,
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'yes',
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: engineEnv(),
      },
    );
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 15_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}):\n${output}`));
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child === undefined || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}
