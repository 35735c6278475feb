/**
 * Video to many viewers through the media edge (issue 38 item 2, decision 0165): one room streams
 * (Debian's ffmpeg publishing clock frames over RTMP, as OBS would), the edge (apps/server/src/
 * media/edge: Debian's nginx caching HLS, the FLV relay) runs as its own process in front of the
 * origin, and 10, 100 and 1,000 lean HTTP viewers play through it, first HTTP-FLV, then HLS, each
 * after a baseline of 10 and 100 viewers straight to the origin (VIDEO_FANOUT_DIRECT_VIEWERS).
 * Origin egress is counted at the origin's door (a counting TCP proxy between the edge and the
 * origin); CPU is read from /proc for the origin's process tree and the edge's. Then Chromium
 * plays the room's page through the edge and its glass-to-glass delay is read from the frames.
 * Loopback only; each step holds its viewers VIDEO_FANOUT_SECONDS (30) after 5 s of warm-up. A
 * viewer stalled when the media it received ran out while it played in real time (lean-viewers.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findFreePort, hasNginxRtmp, mediaEdgeCommandPath, startCountingProxy } from '@placar/server/processes';
import { newDataDir, startPlacarServer } from '../../e2e/support/placar-server.ts';
import { raiseOpenFiles } from '../support/open-files.ts';
import { publishClockFrames } from '../video-latency/clock-frames.ts';
import { demoRoom } from '../video-latency/demo-room.ts';
import { browserDelay } from './browser-delay.ts';
import { flvViewers, hlsViewers } from './lean-viewers.ts';
import type { ViewerFleet } from './lean-viewers.ts';
import { cpuPercent, treeTicks } from './process-tree-cpu.ts';

const SECONDS = Number(process.env.VIDEO_FANOUT_SECONDS ?? 30);
const WARM_UP_SECONDS = 5;
const LATENCY_SECONDS = Number(process.env.VIDEO_FANOUT_LATENCY_SECONDS ?? 30);
const COUNTS = (process.env.VIDEO_FANOUT_VIEWERS ?? '10,100,1000').split(',').map(Number);
const MAX_VIEWERS = Math.max(...COUNTS);
/** Viewers straight to the origin, for the baseline: the origin's cost per viewer without an edge. */
const DIRECT_COUNTS = (process.env.VIDEO_FANOUT_DIRECT_VIEWERS ?? '10,100').split(',').filter(Boolean).map(Number);
const TARGET_EGRESS_RATIO = 1.5;
const edgeMain = mediaEdgeCommandPath;
const webBuild = fileURLToPath(new URL('../../apps/web/build/server/index.js', import.meta.url));

interface StepResult {
  protocol: 'FLV' | 'HLS';
  /** Through the edge, or straight to the origin (the baseline: what the origin pays per viewer without an edge). */
  path: 'edge' | 'origin';
  viewers: number;
  egress: number;
  /** Requests that reached the origin, per second. */
  originRequests: number;
  delivered: number;
  originCpu: number;
  edgeCpu: number;
  stalled: number;
  /** This process's CPU: the viewers themselves, which a loaded machine can make late. */
  viewersCpu: number;
}

/** The edge as a process of its own (so its CPU is its own): resolves once it prints where it listens. */
async function startEdge(origin: string, hlsPort: number, flvPort: number) {
  const child = spawn(process.execPath, [edgeMain], {
    env: {
      ...process.env,
      EDGE_ORIGIN: origin,
      EDGE_HOST: '127.0.0.1',
      EDGE_HLS_PORT: String(hlsPort),
      EDGE_FLV_PORT: String(flvPort),
      EDGE_MAX_VIEWERS: String(MAX_VIEWERS + 100),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const [line] = await Promise.race([
    lines.next().then((next) => [next.value as string | undefined]),
    exited.then(() => [undefined]),
  ]);
  if (line === undefined) throw new Error('the media edge did not start');
  return {
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function measureStep(
  { protocol, path }: Pick<StepResult, 'protocol' | 'path'>,
  viewers: number,
  start: () => ViewerFleet,
  counters: { egress: () => number; requests: () => number; reset: () => void },
  pids: { origin: number; edge: number },
): Promise<StepResult> {
  const crowd = start();
  try {
    await sleep((WARM_UP_SECONDS + 2) * 1000);
    counters.reset();
    crowd.startWindow();
    const before = {
      origin: treeTicks(pids.origin),
      edge: treeTicks(pids.edge),
      at: performance.now(),
      own: process.cpuUsage(),
    };
    await sleep(SECONDS * 1000);
    const seconds = (performance.now() - before.at) / 1000;
    const { stalled, bytes } = crowd.window();
    const own = process.cpuUsage(before.own);
    return {
      protocol,
      path,
      viewers,
      egress: counters.egress() / seconds,
      originRequests: counters.requests() / seconds,
      delivered: bytes / seconds,
      originCpu: cpuPercent(before.origin, treeTicks(pids.origin), seconds),
      edgeCpu: cpuPercent(before.edge, treeTicks(pids.edge), seconds),
      stalled,
      viewersCpu: (own.user + own.system) / 10_000 / seconds,
    };
  } finally {
    crowd.stop();
    // Connections wind down before the next step counts.
    await sleep(2000);
  }
}

const kB = (bytesPerSecond: number) => `${(bytesPerSecond / 1000).toFixed(1)} kB/s`;
const met = (ok: boolean) => (ok ? 'met' : 'missed');

async function main(): Promise<void> {
  if (!hasNginxRtmp()) throw new Error("Debian's nginx is not installed (apt-get install -y nginx libnginx-mod-rtmp)");
  if (!existsSync(webBuild)) throw new Error('The web app is not built: run `npm run build` first.');
  const files = raiseOpenFiles(MAX_VIEWERS * 4 + 1024);
  if (files.note !== undefined) console.log(`  note: ${files.note}`);
  const [hlsPort, flvPort] = [await findFreePort(), await findFreePort()];
  const dataDir = newDataDir();
  const server = await startPlacarServer(
    {
      LOG_LEVEL: 'error',
      STREAM_LOW_RENDITION: 'off',
      // How a deployment uses the edge: the playback URL templates point at it (docs/OPERATIONS.md).
      MEDIA_HLS_URL: `http://127.0.0.1:${hlsPort}/media/hls/{room}/index.m3u8`,
      MEDIA_FLV_URL: `http://127.0.0.1:${flvPort}/media/flv/{room}.flv`,
    },
    dataDir,
  );
  const origin = new URL(server.url);
  const proxy = await startCountingProxy({ host: origin.hostname, port: Number(origin.port) });
  const edge = await startEdge(`http://${proxy.address}`, hlsPort, flvPort);
  const { roomId, publishUrl } = await demoRoom(dataDir);
  const publisher = publishClockFrames(publishUrl);
  const pids = { origin: server.process.pid ?? 0, edge: edge.pid };
  const counters = {
    egress: () => proxy.bytesFromOrigin,
    requests: () => proxy.requests.length,
    reset: () => proxy.reset(),
  };
  const results: StepResult[] = [];
  const delays: { name: string; target: number; p50: number; p95: number; frames: number }[] = [];
  try {
    console.log(
      `video-fanout: one room, 320x240 at 25 fps (clock frames, x264 ultrafast, keyframe 1 s, AAC 64 kb/s), ${SECONDS} s per step after ${WARM_UP_SECONDS} s warm-up; open-file limit ${files.limit}`,
    );
    // The origin's HLS remuxer starts on the first request: let it run before anything is measured.
    for (
      let attempt = 0;
      attempt < 150 && (await fetch(`http://127.0.0.1:${hlsPort}/media/hls/${roomId}/index.m3u8`)).status !== 200;
      attempt += 1
    )
      await sleep(200);
    const bases = {
      edge: { FLV: `http://127.0.0.1:${flvPort}`, HLS: `http://127.0.0.1:${hlsPort}` },
      origin: { FLV: `http://${proxy.address}`, HLS: `http://${proxy.address}` },
    };
    // The baseline first: the fewest viewers straight to the origin (through the counting proxy).
    const steps = [
      ...DIRECT_COUNTS.map((count) => ({ protocol: 'FLV' as const, path: 'origin' as const, count })),
      ...COUNTS.map((count) => ({ protocol: 'FLV' as const, path: 'edge' as const, count })),
      ...DIRECT_COUNTS.map((count) => ({ protocol: 'HLS' as const, path: 'origin' as const, count })),
      ...COUNTS.map((count) => ({ protocol: 'HLS' as const, path: 'edge' as const, count })),
    ];
    for (const { protocol, path, count } of steps) {
      const base = bases[path][protocol];
      const start =
        protocol === 'FLV'
          ? () => flvViewers(`${base}/media/flv/${roomId}.flv`, count)
          : () => hlsViewers(`${base}/media/hls/${roomId}/index.m3u8`, count);
      results.push(await measureStep({ protocol, path }, count, start, counters, pids));
      console.log(`  ${protocol} ${count} through the ${path}: done`);
    }
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--autoplay-policy=no-user-gesture-required',
      ],
    });
    try {
      for (const [engine, name, target] of [
        ['flv', 'HTTP-FLV (mpegts.js)', 1000],
        ['hls', 'HLS (hls.js)', 4000],
      ] as const) {
        const delay = await browserDelay(browser, `${server.url}/en/host/liveUserRoom/${roomId}?engine=${engine}`, {
          warmUpSeconds: WARM_UP_SECONDS,
          seconds: LATENCY_SECONDS,
        });
        delays.push({ name, target, ...delay });
        console.log(`  Chromium ${engine}: done (${delay.frames} frames)`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await publisher.stop();
    await edge.stop();
    await proxy.close();
    await server.stop();
  }
  console.log(
    'protocol  path    viewers  origin egress  origin req/s   delivered by edge   origin CPU  edge CPU  stalled  viewers CPU',
  );
  for (const row of results) {
    console.log(
      `${row.protocol.padEnd(8)}  ${row.path.padEnd(6)}  ${String(row.viewers).padStart(7)}  ${kB(row.egress).padStart(13)}  ${row.originRequests.toFixed(1).padStart(12)}  ${kB(row.delivered).padStart(18)}  ${`${row.originCpu.toFixed(0)}%`.padStart(10)}  ${`${row.edgeCpu.toFixed(0)}%`.padStart(8)}  ${String(row.stalled).padStart(7)}  ${`${row.viewersCpu.toFixed(0)}%`.padStart(12)}`,
    );
  }
  for (const protocol of ['FLV', 'HLS'] as const) {
    const rows = results.filter((row) => row.protocol === protocol && row.path === 'edge');
    const [fewest, most] = [rows[0], rows.at(-1)];
    if (fewest === undefined || most === undefined || fewest === most) continue;
    const ratio = most.egress / fewest.egress;
    console.log(
      `${protocol} origin egress through the edge, ${most.viewers} vs ${fewest.viewers} viewers: ${ratio.toFixed(2)}x (target <= ${TARGET_EGRESS_RATIO}x: ${met(ratio <= TARGET_EGRESS_RATIO)}); stalled at ${most.viewers}: ${most.stalled}`,
    );
  }
  for (const delay of delays) {
    console.log(
      `Chromium through the edge, ${delay.name}: glass-to-glass p50 ${Math.round(delay.p50)} ms, p95 ${Math.round(delay.p95)} ms (${delay.frames} frames); target p50 <= ${delay.target} ms: ${met(delay.p50 <= delay.target)}`,
    );
  }
}

await main();
