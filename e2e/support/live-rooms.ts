// What the live-room specs share beyond people (people.ts): reading a page's video.
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

export interface VideoState {
  currentTime: number;
  frames: number;
  status: string | null;
  latencyMs: number;
}

/** What a player's video element reports: playhead, frames decoded, the player's state and latency. */
export async function videoState(page: Page, testId = 'live-player'): Promise<VideoState> {
  return page.getByTestId(testId).evaluate((player) => {
    const video = player.querySelector('video') as HTMLVideoElement;
    return {
      currentTime: video.currentTime,
      frames: video.getVideoPlaybackQuality().totalVideoFrames,
      status: player.getAttribute('data-status'),
      latencyMs: Number(player.getAttribute('data-latency-ms') || -1),
    };
  });
}

/** The picture moves: the playhead advances and new frames are decoded (waits on the page, no sleep). */
export async function expectMovingVideo(page: Page, testId = 'live-player'): Promise<void> {
  await expect(page.getByTestId(testId)).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  const first = await videoState(page, testId);
  await expect.poll(async () => (await videoState(page, testId)).currentTime, { timeout: 15_000 }).toBeGreaterThan(first.currentTime + 0.5);
  await expect.poll(async () => (await videoState(page, testId)).frames, { timeout: 15_000 }).toBeGreaterThan(first.frames + 10);
}
