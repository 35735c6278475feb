// What the live-room specs share beyond people (people.ts): reading a page's video.
import type { Page } from '@playwright/test';
import { type Account, call, newPerson, register } from './people.ts';
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
  await expect
    .poll(async () => (await videoState(page, testId)).currentTime, { timeout: 15_000 })
    .toBeGreaterThan(first.currentTime + 0.5);
  await expect
    .poll(async () => (await videoState(page, testId)).frames, { timeout: 15_000 })
    .toBeGreaterThan(first.frames + 10);
}

/** A host made the real way on a server: registers, applies, an admin approves; with its room id and publish URL. */
export async function approvedHost(
  baseURL: string,
  admin: Account,
  prefix: string,
): Promise<Account & { roomId: number; publishUrl: string }> {
  const host = await register(baseURL, newPerson(prefix));
  await call(
    baseURL,
    '/user/confirmAnchor',
    {
      streamName: `Host ${prefix}`,
      intro: 'Live commentary of every round, with the score on the picture.',
      sports: ['football'],
    },
    host.token,
  );
  await call(baseURL, '/admin/updateAnchor', { userId: host.id, action: 'approve' }, admin.token);
  const key = await call<{ streamName: string; publishUrl: string }>(
    baseURL,
    '/live/getSteamKey',
    { reset: false },
    host.token,
  );
  return { ...host, roomId: Number(key.streamName), publishUrl: key.publishUrl };
}

/**
 * The requests a tab has open to a room's stream (/media/flv/), from Chromium's own network events:
 * a request counts from its start until it finishes or is cancelled.
 */
export async function watchStreamRequests(
  page: Page,
): Promise<{ open: () => number; most: () => number; started: () => number; resetMost: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const open = new Set<string>();
  let most = 0;
  let started = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.includes('/media/flv/')) return;
    open.add(event.requestId);
    started += 1;
    most = Math.max(most, open.size);
  });
  cdp.on('Network.loadingFinished', (event) => open.delete(event.requestId));
  cdp.on('Network.loadingFailed', (event) => open.delete(event.requestId));
  return {
    open: () => open.size,
    most: () => most,
    started: () => started,
    /** From now on, the most counts what is open from now. */
    resetMost: () => {
      most = open.size;
    },
  };
}
