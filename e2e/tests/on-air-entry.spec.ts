// Issue 34 item 5 end to end, on one server with one host streaming real RTMP from ffmpeg: the
// rooms on air are an entry of the navigation (the header's on desktops, the bottom bar's on
// phones) with their count as a badge, never a pill floating over the rows a fan taps; only a room
// whose stream comes in counts. The mini-player is what still floats, and it still drags. Room
// cards show a frame of the stream (issue 34 item 7), which only an open room streaming serves.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type Push, pushTestStream } from '@placar/server/processes';
import { approvedHost } from '../support/live-rooms.ts';
import { type Account, call, createAdmin, logInByApi } from '../support/people.ts';
import { newDataDir, startPlacarServer, type PlacarServer } from '../support/placar-server.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const WIDTHS = [320, 390, 412, 768, 1366, 1920];
/** Below this width the header's navigation gives way to the bottom bar (Tailwind's md). */
const BOTTOM_BAR_BELOW = 768;

let server: PlacarServer;
let host: Account & { roomId: number; publishUrl: string };
let encoder: Push | null = null;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = newDataDir();
  const adminPerson = createAdmin(dataDir);
  server = await startPlacarServer({}, dataDir);
  const admin = await logInByApi(server.url, adminPerson);
  host = await approvedHost(server.url, admin, 'onair');
});

test.afterAll(async () => {
  await encoder?.stop();
  await Promise.all(contexts.map((context) => context.close()));
  await server?.stop();
});

async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  contexts.push(context);
  return context.newPage();
}

const onAirTotal = async () =>
  (await call<{ total: number }>(server.url, '/live/list', { liveState: 'live', limit: '1' }, undefined, 'GET')).total;

/**
 * Scrolls the page from top to bottom in 40 px steps; at each step, the match rows wholly between
 * the header and the bottom bar (where a fan sees and taps them) that the entry's box overlaps.
 * Also which rows were ever wholly in that band: the bottom bar must not hide the last ones.
 */
function sweepRows(page: Page, entryTestId: string) {
  return page.evaluate((testId) => {
    const entry = document.querySelector(`[data-testid="${testId}"]`);
    const header = document.querySelector('header');
    const bar = document.querySelector('[data-testid="bottom-nav"]');
    const rows = [...document.querySelectorAll('[data-testid="match-row"]')].filter((row) => row.checkVisibility());
    if (entry === null || header === null) throw new Error('no entry or no header');
    const covered = new Set<string>();
    const seen = new Set<number>();
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y <= end + 40; y += 40) {
      window.scrollTo({ top: Math.min(y, end), behavior: 'instant' });
      const box = entry.getBoundingClientRect();
      const top = header.getBoundingClientRect().bottom;
      const bottom = bar !== null && bar.checkVisibility() ? bar.getBoundingClientRect().top : window.innerHeight;
      rows.forEach((row, index) => {
        const rect = row.getBoundingClientRect();
        if (rect.top < top - 0.5 || rect.bottom > bottom + 0.5) return;
        seen.add(index);
        const overlaps =
          rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom;
        if (overlaps) covered.add(row.textContent?.trim().slice(0, 60) ?? String(index));
      });
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return { rows: rows.length, seen: seen.size, covered: [...covered] };
  }, entryTestId);
}

test('a room open with no stream yet is not on air: no entry in either navigation', async ({ browser }) => {
  await call(server.url, '/live/open', {}, host.token);
  expect(await onAirTotal()).toBe(0);
  for (const width of [390, 1366]) {
    const page = await newPage(browser, { viewport: { width, height: 800 } });
    await page.goto('/en');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByTestId('home-matches')).toBeVisible();
    // It asked and heard 0.
    await expect(page.getByTestId('on-air-entry')).toHaveCount(0);
    await expect(page.getByTestId('bottom-nav-on-air')).toHaveCount(0);
  }
});

test('on air: the entry is docked in the navigation with the count as a badge and never overlaps a match row, at six widths in en and br', async ({
  browser,
}) => {
  encoder = pushTestStream(host.publishUrl, { seconds: 600 });
  await expect.poll(onAirTotal, { timeout: 30_000 }).toBe(1);
  for (const lang of ['en', 'br'] as const) {
    for (const width of WIDTHS) {
      const phone = width < BOTTOM_BAR_BELOW;
      const page = await newPage(browser, {
        viewport: { width, height: phone ? 800 : 900 },
        ...(phone ? { isMobile: true, hasTouch: true } : {}),
      });
      await page.goto(`/${lang}`);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const testId = phone ? 'bottom-nav-on-air' : 'on-air-entry';
      const entry = page.getByTestId(testId);
      await expect(entry).toBeVisible();
      // Only the entry of the navigation this width shows.
      await expect(page.getByTestId(phone ? 'on-air-entry' : 'bottom-nav-on-air')).toBeHidden();
      await expect(entry.getByTestId('on-air-count')).toHaveText('1');
      await expect(entry).toHaveAccessibleName(
        lang === 'en' ? 'On air, rooms streaming: 1' : 'No ar, salas transmitindo: 1',
      );
      await expect(entry).toContainText(lang === 'en' ? 'On air' : 'No ar');
      // Docked: inside the header's navigation or the bottom bar, nowhere over the page.
      expect(
        await entry.evaluate((element) =>
          element.closest('[data-testid="main-nav"], [data-testid="bottom-nav"]')?.getAttribute('data-testid'),
        ),
      ).toBe(phone ? 'bottom-nav' : 'main-nav');
      // The entry's words are whole and nothing sticks out sideways.
      expect(await entry.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `/${lang} at ${width}px`,
      ).toBeLessThanOrEqual(width);
      await expect(page.getByTestId('match-row').first()).toBeVisible();
      const sweep = await sweepRows(page, testId);
      expect(sweep.rows, `/${lang} at ${width}px has match rows`).toBeGreaterThan(3);
      expect(sweep.covered, `/${lang} at ${width}px: rows the entry covers`).toEqual([]);
      expect(sweep.seen, `/${lang} at ${width}px: every row can be scrolled clear of the bars`).toBe(sweep.rows);
      if (width === 412 || width === 1366) {
        const shot = test.info().outputPath(`on-air-${lang}-${width}.png`);
        await page.screenshot({ path: shot });
        await test.info().attach(`on-air ${lang} ${width}px`, { path: shot, contentType: 'image/png' });
      }

      // It opens the rooms on air: home's strip, in view below the header.
      if (width === 390 || width === 1366) {
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await entry.click();
        await expect(page).toHaveURL(new RegExp(`/${lang}#live-rooms$`));
        const strip = page.getByTestId('live-rooms-strip');
        await expect(strip.locator(`[data-testid="room-card"][data-room-id="${host.roomId}"]`)).toBeInViewport();
      }
      await page.context().close();
    }
  }
});

test('the mini-player follows a touch drag on a phone and snaps to the nearer edge', async ({ browser }) => {
  expect(encoder).not.toBeNull();
  const page = await newPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.goto(`/en/host/liveUserRoom/${host.roomId}`);
  await expect(page.getByTestId('live-player')).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  await page.getByTestId('back-button').click();
  const mini = page.getByTestId('mini-player');
  await expect(mini).toBeVisible();
  const start = await mini.boundingBox();
  if (start === null) throw new Error('the mini-player has no box');

  // A real touch sequence: press, move left of the middle and high above the top inset, release.
  const cdp = await page.context().newCDPSession(page);
  const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x - (from.x - 120) * (step / 8), y: from.y - (from.y - 10) * (step / 8) }],
    });
  }
  // While held, it follows the finger.
  await expect.poll(async () => Math.round(((await mini.boundingBox())?.x ?? 0) + start.width / 2)).toBe(120);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  // Released left of the middle: it settles on the left edge, inside the top inset (68 px); a drag is not a tap.
  await expect
    .poll(async () => {
      const box = await mini.boundingBox();
      return box === null ? null : { x: Math.round(box.x), y: Math.round(box.y) };
    })
    .toEqual({ x: 12, y: 68 });
  await expect(page).toHaveURL(/\/en$/);
});

test("a room on air shows a frame of its stream on its card, served under the room's rules", async ({ browser }) => {
  expect(encoder).not.toBeNull();
  const thumb = (file: string) => fetch(`${server.url}/media/thumb/${file}`);
  const answer = await thumb(`${host.roomId}.jpg`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/jpeg');
  expect(answer.headers.get('cache-control')).toBe('public, max-age=30');
  const jpeg = Buffer.from(await answer.arrayBuffer());
  expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
  // No such room, not an id, not a JPEG's name: a 404, with nothing spawned for it.
  for (const file of ['999999.jpg', '0.jpg', 'abc.jpg', `${host.roomId}.png`, `${host.roomId}.jpg.jpg`])
    expect((await thumb(file)).status, file).toBe(404);

  const page = await newPage(browser, { viewport: { width: 1366, height: 900 } });
  await page.goto('/en');
  const card = page.getByTestId('live-rooms-strip').locator(`[data-testid="room-card"][data-room-id="${host.roomId}"]`);
  const picture = card.getByTestId('room-thumbnail');
  // A new address each 30 s step, so the browser asks again.
  await expect(picture).toHaveAttribute('src', new RegExp(`^/media/thumb/${host.roomId}\\.jpg\\?at=\\d+$`));
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBe(320);
  const shot = test.info().outputPath('room-card-thumbnail.png');
  await card.screenshot({ path: shot });
  await test.info().attach('room card thumbnail', { path: shot, contentType: 'image/png' });
});

test('a closed room has no frame to show, even while its encoder still sends', async () => {
  await call(server.url, '/live/close', {}, host.token);
  const answer = await fetch(`${server.url}/media/thumb/${host.roomId}.jpg`);
  expect(answer.status).toBe(404);
  expect(answer.headers.get('cache-control')).toBe('no-store');
});
