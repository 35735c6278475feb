// Issue 37: how long `npm start` takes to answer, fresh and on a restart, against what every
// start cost before (a build, then the server), measured in the same run; and the two build
// steps that decide it: the check that nothing changed, and precompression.
//
//   npm run bench:start-time -w @placar/bench      (after npm run build; rebuilds the same sources once)
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, realpath, rename, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { compressorPool } from '../../apps/web/build-tools/precompress-pool.ts';
import { precompressDir } from '../../apps/web/build-tools/precompress.ts';
import { precompressSequentially } from './sequential-precompress.ts';

const repoRoot = join(import.meta.dirname, '../..');
const bin = join(repoRoot, 'node_modules/.bin');
const env = {
  ...process.env,
  PATH: `${bin}:${process.env.PATH ?? ''}`,
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  RTMP_PORT: '0',
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

interface StartTimes {
  /** The build step said it is done (nothing to build, or built). */
  built: number;
  database: number;
  listening: number;
  ready: number;
  home: number;
  matches: number;
}

/** Runs a start command until its server answers home; each time is from the spawn, read off its log lines as they come. */
async function timeStart(command: string, dataDir: string): Promise<StartTimes> {
  const started = performance.now();
  const child = spawn('sh', ['-c', command], {
    cwd: repoRoot,
    env: { ...env, DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const seen: Record<string, number> = {};
  const mark = (name: string, pattern: RegExp) => {
    if (seen[name] === undefined && pattern.test(log)) seen[name] = performance.now() - started;
  };
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      mark('built', /web build: (built|the sources have not changed|the sources match)/);
      mark('database', /"msg":"database ready"/);
      const found = /"msg":"Server listening at (http:\/\/[\d.:]+)"/.exec(log);
      if (found) {
        mark('listening', /Server listening/);
        resolve(found[1] as string);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}:\n${log.slice(-3000)}`)));
  });
  try {
    const url = await listening;
    // Home asked the moment it listens (held until the demo world is there), readiness asked meanwhile.
    const ready = (async () => {
      while (
        !(await fetch(`${url}/readyz`).then(
          (response) => response.ok,
          () => false,
        ))
      )
        await new Promise((resolve) => setTimeout(resolve, 50));
      return performance.now() - started;
    })();
    const html = await (await fetch(`${url}/en`)).text();
    const home = performance.now() - started;
    return {
      built: seen.built ?? 0,
      database: seen.database ?? 0,
      listening: seen.listening ?? 0,
      ready: await ready,
      home,
      matches: (html.match(/data-match-id="\d+"/g) ?? []).length,
    };
  } finally {
    const group = child.pid as number;
    process.kill(-group, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    // The server's PostgreSQL stops after it: wait for the whole group.
    for (;;) {
      try {
        process.kill(-group, 0);
        await new Promise((resolve) => setTimeout(resolve, 100));
      } catch {
        break;
      }
    }
  }
}

function timeCommand(args: string[]): number {
  const started = performance.now();
  const run = spawnSync(args[0] as string, args.slice(1), { cwd: repoRoot, env, stdio: 'ignore' });
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited with ${run.status}`);
  return performance.now() - started;
}

const current = await realpath(join(repoRoot, 'apps/web/build')).catch(() => null);
if (current === null) throw new Error('no web build: run npm run build first');
console.log(
  `start-time bench, ${new Date().toISOString()}, load average ${loadavg()[0]?.toFixed(1)} on ${spawnSync('nproc').stdout.toString().trim()} cores`,
);

// 1. The check that nothing changed, against Node's own start (5 runs each, medians).
const check = median(Array.from({ length: 5 }, () => timeCommand(['node', 'apps/web/build-tools/build-web.ts'])));
const bare = median(Array.from({ length: 5 }, () => timeCommand(['node', '-e', ''])));
console.log(
  `\nnothing to build: ${seconds(check)}   (node starting and exiting: ${seconds(bare)}, ratio ${(check / bare).toFixed(2)})`,
);

// 2. Precompression of the current build's client files: one file after another (before), a thread per core, then from the cache.
const scratch = await mkdtemp(join(tmpdir(), 'placar-bench-precompress-'));
try {
  const fresh = async (name: string) => {
    const dir = join(scratch, name);
    await cp(join(current, 'client'), dir, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
    return dir;
  };
  let at = performance.now();
  await precompressSequentially(await fresh('sequential'));
  const sequential = performance.now() - at;
  const pool = compressorPool();
  const cacheDir = join(scratch, 'cache');
  at = performance.now();
  const threaded = await precompressDir(await fresh('threads'), { compressor: pool.compress, cacheDir });
  const parallel = performance.now() - at;
  at = performance.now();
  const again = await precompressDir(await fresh('cached'), { compressor: pool.compress, cacheDir });
  const cached = performance.now() - at;
  await pool.close();
  console.log('\nprecompression of one build (Brotli 11 and zopfli)      time     vs one after another');
  console.log(`one file after another (before)                    ${seconds(sequential)}   1.00`);
  console.log(
    `a thread per core, no cache (${threaded.written} forms)            ${seconds(parallel)}   ${(parallel / sequential).toFixed(2)}`,
  );
  console.log(
    `the same files again, from the cache (${again.cached} forms)   ${seconds(cached)}   ${(cached / sequential).toFixed(2)}`,
  );
} finally {
  await rm(scratch, { recursive: true, force: true });
}

// 3. npm start: fresh, restarted, and as every start was before (a build first).
const dataDir = await mkdtemp(join(tmpdir(), 'placar-bench-start-'));
try {
  const fresh = await timeStart('npm start', dataDir);
  const restart = await timeStart('npm start', dataDir);
  // Before: a whole build at every start, with no precompression cache (put aside meanwhile).
  const cache = join(repoRoot, 'apps/web/builds/.cache');
  await rename(cache, `${cache}-bench`).catch(() => {});
  let before: StartTimes;
  try {
    before = await timeStart('node apps/web/build-tools/build-web.ts --force && node apps/server/src/main.ts', dataDir);
  } finally {
    await rm(cache, { recursive: true, force: true });
    await rename(`${cache}-bench`, cache).catch(() => {});
  }
  console.log(
    '\nnpm start, from the command to...            build step  database  listening    ready     home   matches on home',
  );
  const row = (name: string, times: StartTimes) =>
    console.log(
      `${name.padEnd(44)} ${seconds(times.built)}  ${seconds(times.database)}  ${seconds(times.listening)} ${seconds(times.ready)} ${seconds(times.home)}   ${times.matches}`,
    );
  row('fresh start (new DATA_DIR, build current)', fresh);
  row('restart (unchanged checkout)', restart);
  row('before: a build at every start (baseline)', before);
  console.log(
    `restart / baseline: ${(restart.listening / before.listening).toFixed(2)} to listening, ${(restart.home / before.home).toFixed(2)} to home`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
  // The baseline's build is the same sources in a new folder; the one before stays until cleaned up.
  console.log(
    `\nbuild folders now: ${(await readdir(join(repoRoot, 'apps/web/builds'))).filter((name) => !name.startsWith('.')).join(', ')}`,
  );
}
