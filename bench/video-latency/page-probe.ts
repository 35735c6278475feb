import type { Page } from 'playwright-core';
import { CELLS } from './clock-frames.ts';

export interface ShownFrame {
  /** Date.now() written into the frame when it was made. */
  stamp: number;
  /** Wall time the page expected to show it (performance.timeOrigin + expectedDisplayTime). */
  shownAt: number;
  /** What the player showed then as its true delay (data-true-delay-ms), ms; null when it had none. */
  trueDelay: number | null;
  /** The player's buffer-only latency then (data-latency-ms), ms; null when it had none. */
  bufferLatency: number | null;
}

/**
 * In the page: on each requestVideoFrameCallback, draw the frame to a canvas, read the cells,
 * and log when the frame was made and when it is shown. Runs in the browser, so the layout is
 * passed in and nothing here may use outer variables.
 */
function probe(args: { selector: string; cells: typeof CELLS }): void {
  const { cells } = args;
  const log: { stamp: number; shownAt: number; trueDelay: number | null; bufferLatency: number | null }[] = [];
  (window as unknown as { shownFrames: typeof log }).shownFrames = log;
  const video = document.querySelector(args.selector) as HTMLVideoElement;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const onFrame = (_now: number, meta: VideoFrameCallbackMetadata) => {
    if (canvas.width !== meta.width || canvas.height !== meta.height) {
      canvas.width = meta.width;
      canvas.height = meta.height;
    }
    context.drawImage(video, 0, 0, meta.width, meta.height);
    const pixels = context.getImageData(0, 0, meta.width, cells.top + cells.rows * cells.size).data;
    let stamp = 0;
    let valid = true;
    for (let bit = 0; bit < cells.bits && valid; bit += 1) {
      const x = cells.left + (bit % cells.columns) * cells.size + cells.size / 2;
      const y = cells.top + Math.floor(bit / cells.columns) * cells.size + cells.size / 2;
      const value = pixels[(y * meta.width + x) * 4] ?? 128;
      valid = value <= 80 || value >= 176;
      stamp = stamp * 2 + (value >= 176 ? 1 : 0);
    }
    const player = video.closest<HTMLElement>('[data-true-delay-ms]');
    const figure = (value: string | undefined) => (value === undefined || value === '' ? null : Number(value));
    if (valid)
      log.push({
        stamp,
        shownAt: performance.timeOrigin + meta.expectedDisplayTime,
        trueDelay: figure(player?.dataset.trueDelayMs),
        bufferLatency: figure(player?.dataset.latencyMs),
      });
    video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
}

export async function installProbe(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { state: 'attached' });
  await page.evaluate(probe, { selector, cells: CELLS });
}

export async function shownFrames(page: Page): Promise<ShownFrame[]> {
  return page.evaluate(() => (window as unknown as { shownFrames: ShownFrame[] }).shownFrames.slice());
}
