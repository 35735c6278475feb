/**
 * Glass-to-glass video latency through the product: Debian's ffmpeg publishes frames that carry
 * the time they were made (clock-frames.ts) over RTMP into a server's demo room, and Debian's
 * Chromium plays the room's page (/host/liveUserRoom/{id}) as a viewer would, reading the time
 * back from every frame it shows (page-probe.ts). For each path it prints publish-to-first-frame
 * and steady glass-to-glass p50/p95 over VIDEO_LATENCY_SECONDS (60), against a baseline measured
 * in the same run: ffmpeg pulling the same HTTP-FLV with no browser and no player buffer. Beside
 * it, what the player told the viewer at those frames: its true delay (the server's clock marks,
 * issue 40) and the buffer-only latency it used to show.
 * Paths: the embedded HTTP-FLV (mpegts.js), the embedded HLS (ffmpeg remux, hls.js), and
 * nginx-rtmp's HLS when Debian's nginx and its RTMP module are installed. Each runs on a fresh server.
 */
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { findFreePort, hasNginxRtmp, type NginxRtmpProcess, startNginxRtmp } from '@placar/server/processes';
import { newDataDir, startPlacarServer } from '../../e2e/support/placar-server.ts';
import type { PlacarServer } from '../../e2e/support/placar-server.ts';
import { percentile } from '../live-fanout/subscriber-fleet.ts';
import { publishClockFrames } from './clock-frames.ts';
import { demoRoom } from './demo-room.ts';
import { ffmpegFlvLatencies } from './flv-baseline.ts';
import { installProbe, shownFrames } from './page-probe.ts';

const SECONDS = Number(process.env.VIDEO_LATENCY_SECONDS ?? 60);
/** Which paths to run, e.g. `flv` or `flv,hls` (all three by default). The baseline is pulled from the first embedded server run. */
const PATHS = new Set((process.env.VIDEO_LATENCY_PATHS ?? 'flv,hls,nginx').split(','));
const BASELINE_SECONDS = Math.min(SECONDS, 20);
/** Frames shown in the first seconds after the first one are left out of the steady figures. */
const WARM_UP_SECONDS = 5;
const HOOK_SECRET = 'bench-hook-secret-0123456789';
const webBuild = fileURLToPath(new URL('../../apps/web/build/server/index.js', import.meta.url));

interface PathResult {
  name: string;
  firstFrameMs: number;
  p50: number;
  p95: number;
  frames: number;
  /** The player's own figures at the same frames: the true delay it showed, and the buffer-only latency. */
  trueDelayP50: number | null;
  bufferP50: number | null;
}

/** The median of the figures a player showed, null when it showed none. */
function medianOf(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : percentile(known, 0.5);
}

async function measurePath(
  browser: Browser,
  name: string,
  env: Record<string, string>,
  query: string,
  withBaseline: boolean,
  before?: (server: PlacarServer) => Promise<() => Promise<void>>,
) {
  const dataDir = newDataDir();
  const server = await startPlacarServer({ LOG_LEVEL: 'error', ...env }, dataDir);
  const after = before ? await before(server) : async () => undefined;
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 720 } });
  let baseline: number[] = [];
  try {
    const { roomId, publishUrl } = await demoRoom(dataDir);
    const page = await context.newPage();
    await page.goto(`/en/host/liveUserRoom/${roomId}${query}`);
    // The live state arrives pushed: the page must be connected before the stream starts.
    await page.waitForFunction(() => document.body.dataset.liveState === 'connected', null, { timeout: 30_000 });
    await installProbe(page, '[data-testid="live-player-video"]');
    const publisher = publishClockFrames(publishUrl);
    try {
      await page.waitForFunction(() => (window as unknown as { shownFrames: unknown[] }).shownFrames.length > 0, null, {
        timeout: 60_000,
        polling: 50,
      });
      const first = (await shownFrames(page))[0]!;
      await sleep((WARM_UP_SECONDS + SECONDS) * 1000);
      const steady = (await shownFrames(page)).filter(
        (frame) => frame.shownAt >= first.shownAt + WARM_UP_SECONDS * 1000,
      );
      const latencies = steady.map((frame) => frame.shownAt - frame.stamp);
      await page.close();
      if (withBaseline) baseline = await ffmpegFlvLatencies(`${server.url}/media/flv/${roomId}.flv`, BASELINE_SECONDS);
      const result: PathResult = {
        name,
        firstFrameMs: first.shownAt - publisher.startedAt,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        frames: latencies.length,
        trueDelayP50: medianOf(steady.map((frame) => frame.trueDelay)),
        bufferP50: medianOf(steady.map((frame) => frame.bufferLatency)),
      };
      console.log(`  ${name}: done (${result.frames} frames)`);
      return { result, baseline };
    } finally {
      await publisher.stop();
    }
  } finally {
    await context.close();
    await after();
    await server.stop();
  }
}

/** MEDIA_SERVER=nginx-rtmp: Debian's nginx ingests (asking our publish hook) and serves HLS itself. */
async function nginxEnv(): Promise<{
  env: Record<string, string>;
  start: (server: PlacarServer) => Promise<() => Promise<void>>;
}> {
  const [rtmpPort, httpPort] = [await findFreePort(), await findFreePort()];
  const env = {
    MEDIA_SERVER: 'nginx-rtmp',
    MEDIA_HOOK_SECRET: HOOK_SECRET,
    MEDIA_HLS_URL: `http://127.0.0.1:${httpPort}/hls/{room}.m3u8`,
    MEDIA_CONTROL_URL: `http://127.0.0.1:${httpPort}/control`,
    RTMP_PUBLIC_URL: `rtmp://127.0.0.1:${rtmpPort}/live`,
    RTMP_PORT: String(rtmpPort),
  };
  const start = async (server: PlacarServer) => {
    const nginx: NginxRtmpProcess = await startNginxRtmp({
      rtmpPort,
      httpPort,
      hookUrl: `${server.url}/api/media/publish?secret=${HOOK_SECRET}`,
    });
    return () => nginx.stop();
  };
  return { env, start };
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  if (!existsSync(webBuild)) throw new Error('The web app is not built: run `npm run build` first.');
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
  const results: PathResult[] = [];
  let baseline: number[] = [];
  try {
    console.log(
      `video-latency: ${SECONDS} s per path after ${WARM_UP_SECONDS} s of warm-up, 320x240 at 25 fps, x264 ultrafast/zerolatency, keyframe 1 s`,
    );
    if (PATHS.has('flv')) {
      const flv = await measurePath(browser, 'embedded HTTP-FLV (mpegts.js)', {}, '?engine=flv', true);
      results.push(flv.result);
      baseline = flv.baseline;
    }
    if (PATHS.has('hls')) {
      // The embedded server serves the same FLV with HLS on: without the FLV path, the baseline comes from here.
      const hls = await measurePath(
        browser,
        'embedded HLS (ffmpeg remux, hls.js)',
        {},
        '?engine=hls',
        !PATHS.has('flv'),
      );
      results.push(hls.result);
      if (!PATHS.has('flv')) baseline = hls.baseline;
    }
    if (PATHS.has('nginx') && hasNginxRtmp()) {
      const nginx = await nginxEnv();
      results.push(
        (await measurePath(browser, 'nginx-rtmp HLS (hls.js)', nginx.env, '?engine=hls', false, nginx.start)).result,
      );
    } else if (PATHS.has('nginx')) {
      console.log('  nginx-rtmp: not installed (apt-get install -y nginx libnginx-mod-rtmp); skipped');
    }
  } finally {
    await browser.close();
  }
  if (baseline.length === 0) throw new Error('no baseline was measured: VIDEO_LATENCY_PATHS must name flv or hls');
  const base50 = percentile(baseline, 0.5);
  console.log(
    `baseline, ffmpeg pulling the same HTTP-FLV (no browser, no player buffer): p50 ${ms(base50)}, p95 ${ms(percentile(baseline, 0.95))} (${baseline.length} frames)`,
  );
  for (const result of results) {
    console.log(
      `${result.name}: publish-to-first-frame ${ms(result.firstFrameMs)}; glass-to-glass p50 ${ms(result.p50)}, p95 ${ms(result.p95)} (${result.frames} frames); p50 ratio to baseline ${(result.p50 / base50).toFixed(2)}`,
    );
    // What the viewer was told beside what the burned-in clock measured.
    const shown = (value: number | null) =>
      value === null ? 'none' : `${ms(value)} (${((value / result.p50) * 100).toFixed(0)}% of glass-to-glass)`;
    console.log(
      `  shown to the viewer at the same frames, median: true delay ${shown(result.trueDelayP50)}; buffer-only latency ${shown(result.bufferP50)}`,
    );
  }
  const flv = results.find((result) => result.name.includes('HTTP-FLV'));
  if (flv)
    console.log(
      `target HTTP-FLV p50 <= 1000 ms and p95 <= 1500 ms: ${flv.p50 <= 1000 && flv.p95 <= 1500 ? 'met' : 'not met'}`,
    );
}

await main();
