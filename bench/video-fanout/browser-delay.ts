import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from 'playwright-core';
import { percentile } from '../live-fanout/subscriber-fleet.ts';
import { installProbe, shownFrames } from '../video-latency/page-probe.ts';

/**
 * Glass-to-glass delay of a real Chromium watching a room's page as a fan would, its player
 * fetching from wherever the room's playback URLs point (the edge): the clock burned into each
 * frame (video-latency/clock-frames.ts) against when the page showed it, after a warm-up.
 */
export async function browserDelay(
  browser: Browser,
  pageUrl: string,
  options: { warmUpSeconds: number; seconds: number },
): Promise<{ p50: number; p95: number; frames: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await page.goto(pageUrl);
    await installProbe(page, '[data-testid="live-player-video"]');
    await page.waitForFunction(() => (window as unknown as { shownFrames: unknown[] }).shownFrames.length > 0, null, {
      timeout: 60_000,
      polling: 50,
    });
    const first = (await shownFrames(page))[0]!;
    await sleep((options.warmUpSeconds + options.seconds) * 1000);
    const latencies = (await shownFrames(page))
      .filter((frame) => frame.shownAt >= first.shownAt + options.warmUpSeconds * 1000)
      .map((frame) => frame.shownAt - frame.stamp);
    return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), frames: latencies.length };
  } finally {
    await context.close();
  }
}
