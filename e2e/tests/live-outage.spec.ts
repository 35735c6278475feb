// Issue 40 end to end, on the shared server: a host's encoder is turned away and the preview page
// says why; a fan switches renditions; the encoder freezes and a second one with the key takes over;
// while the stream is away the fan's player restarts without piling up requests; after a 30 s
// outage the room is still open and the fan's picture comes back by itself.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type Push, pushTestStream } from '@placar/server/processes';
import { approvedHost, expectMovingVideo, watchStreamRequests } from '../support/live-rooms.ts';
import { type Account, call, logInByApi, logInPage, sharedAdmin } from '../support/people.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial' });

let host: Account & { roomId: number; publishUrl: string };
let baseURL = '';
const pushes: Push[] = [];
const contexts: BrowserContext[] = [];
let hostPage: Page;
let fan: Page;
let requests: Awaited<ReturnType<typeof watchStreamRequests>>;
let encoder: Push;

function push(url: string, size: string): Push {
  const started = pushTestStream(url, { seconds: 600, size });
  pushes.push(started);
  return started;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  return context.newPage();
}

const video = (page: Page) => page.getByTestId('live-player-video');
const pictureHeight = (page: Page) => video(page).evaluate((element) => (element as HTMLVideoElement).videoHeight);
const roomState = () =>
  call<{ liveState: string; sourceHeight: number | null }>(baseURL, '/live/roomInformation', { roomId: host.roomId });

test.beforeAll(async ({ baseURL: url }) => {
  baseURL = url ?? '';
  const admin = await logInByApi(baseURL, sharedAdmin());
  host = await approvedHost(baseURL, admin, 'outage');
});

test.afterAll(async () => {
  await Promise.all(pushes.map((started) => started.stop()));
  await Promise.all(contexts.map((context) => context.close()));
});

test("the host's preview says why an encoder was turned away: a wrong key, then a picture over the limits", async ({
  browser,
}) => {
  hostPage = await newPage(browser);
  await logInPage(hostPage, host);
  await hostPage.goto('/en/host/preview');
  const wrong = push(host.publishUrl.replace(/key=.*/, 'key=not-the-key'), '320x240');
  expect(await wrong.exited).not.toBe(0);
  const latest = hostPage.getByTestId('publish-refusal').first();
  await expect(latest).toHaveAttribute('data-reason', 'wrong_key');
  await expect(latest).toContainText('Wrong stream key');
  // The server's default limit is 1920x1080.
  const big = push(host.publishUrl, '2560x1440');
  expect(await big.exited).not.toBe(0);
  await expect(latest).toHaveAttribute('data-reason', 'over_limits');
  await expect(latest.getByTestId('publish-refusal-detail')).toHaveText('2560x1440 > 1920x1080');
  await expect(hostPage.getByTestId('publish-refusal')).toHaveCount(2);
});

test('a fan switches renditions with the quality menu', async ({ browser }) => {
  await call(baseURL, '/live/open', {}, host.token);
  encoder = push(host.publishUrl, '960x540');
  fan = await newPage(browser);
  requests = await watchStreamRequests(fan);
  await fan.goto(`/en/host/liveUserRoom/${host.roomId}`);
  await expectMovingVideo(fan);
  // Auto picks by the throughput it measures (a busy machine can make it start low): either rendition.
  await expect.poll(async () => [540, 480].includes(await pictureHeight(fan))).toBe(true);
  const player = fan.getByTestId('live-player');
  await fan.getByTestId('live-player-settings').click();
  await fan.getByTestId('live-player-quality-low').click();
  await expect(player).toHaveAttribute('data-rendition', 'low');
  await expect.poll(() => pictureHeight(fan), { timeout: 30_000 }).toBe(480);
  await expectMovingVideo(fan);
  await fan.getByTestId('live-player-settings').click();
  await fan.getByTestId('live-player-quality-source').click();
  await expect(player).toHaveAttribute('data-rendition', 'source');
  await expect.poll(() => pictureHeight(fan), { timeout: 30_000 }).toBe(540);
  if (process.env.SHOTS_DIR) {
    await fan.getByTestId('live-player-settings').click();
    await fan.screenshot({ path: `${process.env.SHOTS_DIR}/room-quality-menu-desktop-en.png` });
    await fan.keyboard.press('Escape');
  }
});

test('a frozen encoder is taken over by a second with the same key within 10 s, and the fan sees its picture', async () => {
  encoder.child.kill('SIGSTOP');
  const frozenAt = Date.now();
  push(host.publishUrl, '640x360');
  // On air: the room describes the new encoder's picture (the frozen one had locked the host out for minutes).
  await expect.poll(async () => (await roomState()).sourceHeight, { timeout: 10_000 }).toBe(360);
  expect(Date.now() - frozenAt).toBeLessThan(10_000);
  expect((await roomState()).liveState).toBe('live');
  await expect.poll(() => pictureHeight(fan), { timeout: 30_000 }).toBe(360);
  await expectMovingVideo(fan);
});

test("through 10 player restarts while the stream is away, the fan's tab holds at most 2 requests to it", async () => {
  pushes.at(-1)!.child.kill('SIGSTOP');
  // The silent encoder is dropped after a few seconds: fans see "reconnecting".
  await expect(fan.getByTestId('live-player')).toHaveAttribute('data-live-state', 'reconnecting', { timeout: 30_000 });
  await expect(fan.getByTestId('player-message')).toContainText('Reconnecting');
  requests.resetMost();
  for (let restart = 0; restart < 10; restart += 1) {
    const started = requests.started();
    // A delay change starts the engine again, as a stall or an error does.
    await fan.getByTestId('live-player-settings').click();
    await fan.getByTestId(restart % 2 === 0 ? 'live-player-delay-5' : 'live-player-delay-0').click();
    await expect.poll(requests.started).toBeGreaterThan(started);
  }
  expect(requests.most()).toBeLessThanOrEqual(2);
  // The tab still reaches the site (six stuck requests used to hang every call).
  expect(await fan.evaluate(() => fetch('/api/system/time').then((response) => response.status))).toBe(200);
});

test('after a 30 s outage the room is still open, and the fan is watching again as soon as the encoder is back', async () => {
  await pushes.at(-1)!.stop();
  const outageSince = async () => {
    const content = await call<{ stream: { state: string; since: string | null } }>(
      baseURL,
      '/live/settingContent',
      {},
      host.token,
      'GET',
    );
    const { now } = await call<{ now: number }>(baseURL, '/system/time', {}, undefined, 'GET');
    return content.stream.state === 'reconnecting' && content.stream.since !== null
      ? now - Date.parse(content.stream.since)
      : 0;
  };
  await expect.poll(outageSince, { timeout: 60_000, intervals: [1000] }).toBeGreaterThanOrEqual(30_000);
  expect((await roomState()).liveState).toBe('reconnecting');
  await expect(fan.getByTestId('live-player')).toHaveAttribute('data-live-state', 'reconnecting');
  push(host.publishUrl, '640x360');
  await expect(fan.getByTestId('live-player')).toHaveAttribute('data-live-state', 'live', { timeout: 30_000 });
  await expectMovingVideo(fan);
});
