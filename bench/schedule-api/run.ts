/**
 * GET /api/schedule/mobilList?limit=500 on a day with 300 matches, through the real app, against
 * a bare Fastify route sending the same response bytes, measured in the same run (serve.ts
 * runs both servers in a child process). BENCH_SECONDS and BENCH_CONNECTIONS change the load.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { PATH } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Servers {
  appUrl: string;
  bareUrl: string;
  matches: number;
  competitions: number;
  bytes: number;
}

async function measure(url: string): Promise<number> {
  // A short warm-up so both servers run optimized code before the measured run.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

const child = spawn(process.execPath, [new URL('./serve.ts', import.meta.url).pathname], { stdio: ['pipe', 'pipe', 'inherit'] });
const exited = once(child, 'exit');
try {
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([once(lines, 'line'), exited.then(() => [undefined])]);
  if (first[0] === undefined) throw new Error('the servers did not start');
  const servers = JSON.parse(String(first[0])) as Servers;
  const appRate = await measure(`${servers.appUrl}${PATH}`);
  const bareRate = await measure(`${servers.bareUrl}${PATH}`);
  console.log(`response: ${servers.matches} matches in ${servers.competitions} competitions, ${(servers.bytes / 1024).toFixed(0)} KiB; ${connections} connections, ${seconds} s each`);
  console.log(`schedule-api mobilList: ${appRate.toFixed(0)} req/s`);
  console.log(`bare fastify same bytes: ${bareRate.toFixed(0)} req/s`);
  console.log(`ratio: ${(appRate / bareRate).toFixed(2)} (target >= 0.8)`);
} finally {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await exited;
  }
}
