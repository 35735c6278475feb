// Issue 3: an update posted to the feed-ingestion call appears on the open home page and on
// the match page without a reload; a cut live connection catches up once it is back.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { liveConnectionOnPage } from '../support/page-live-connection.ts';
import { E2E_TIME_ZONE } from '../support/placar-server.ts';
import { postFeedUpdate } from '../support/feed-updates.ts';
import { expect, test } from '../support/test.ts';

/** A browser context in São Paulo's zone, its tz cookie already set as the app sets it. */
async function saoPauloContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, timezoneId: E2E_TIME_ZONE });
  await context.addCookies([{ name: 'tz', value: E2E_TIME_ZONE, url: baseURL }]);
  return context;
}

/**
 * A football match of the test's own, announced through the feed call with its fixture: it
 * kicks off two hours after the server's "now" (its clock is pinned, so that is on the same
 * day in São Paulo), so it is on that day's home list and upcoming, and no simulator touches
 * it. A fresh external ref for every run, so tests side by side never share a match.
 */
async function quietMatch(baseURL: string, name: string): Promise<{ id: number }> {
  const serverNow = ((await (await fetch(`${baseURL}/api/system/time`)).json()) as { data: { now: number } }).data.now;
  const kickoff = new Date(Math.floor(serverNow / 60_000) * 60_000 + 2 * 3600_000).toISOString();
  const ref = `e2e:live-updates:${name}:${randomUUID()}`;
  const fixture = {
    competition: 'eng.1',
    kickoff,
    home: { name: `Quiet ${name} FC` },
    away: { name: `Calm ${name} United` },
  };
  const stored = await postFeedUpdate(baseURL, { externalRef: ref, fixture });
  return { id: stored.id };
}

const liveState = (page: Page) => page.locator('body').getAttribute('data-live-state');
/** The live worker starts after the first paint and idle: on a busy machine that takes a while (as in security.spec). */
const CONNECT = { timeout: 30_000 };

test('a feed update shows on the home page and the match page without a reload', async ({ browser, baseURL }) => {
  const context = await saoPauloContext(browser, baseURL ?? '');
  const home = await context.newPage();
  const match = await quietMatch(baseURL ?? '', 'shown');
  await home.goto('/en');
  const row = home.locator(`[data-testid="match-row"][data-match-id="${match.id}"]`).first();
  await expect(row).toBeVisible();
  await expect.poll(() => liveState(home), CONNECT).toBe('connected');

  const detail = await context.newPage();
  await detail.goto(`/en/live/match/${match.id}`);
  await expect.poll(() => liveState(detail), CONNECT).toBe('connected');
  let navigations = 0;
  for (const page of [home, detail])
    page.on('framenavigated', (frame) => frame === page.mainFrame() && (navigations += 1));

  const sentAt = Date.now();
  const stored = await postFeedUpdate(baseURL ?? '', {
    matchId: match.id,
    status: 2,
    home: { score: 3 },
    away: { score: 1 },
    clock: { seconds: 1500, running: true },
  });
  expect(stored.published).toBe(true);
  await expect(row.getByTestId('match-score-home')).toHaveText('3');
  await expect(row.getByTestId('match-score-away')).toHaveText('1');
  const header = detail.getByTestId('match-header');
  await expect(header.getByTestId('match-score-home')).toHaveText('3');
  await expect(header).toHaveAttribute('data-seq', String(stored.seq));
  test.info().annotations.push({ type: 'update to screen (ms)', description: String(Date.now() - sentAt) });
  await expect(row).toHaveAttribute('data-phase', 'live');
  await expect(header.getByTestId('match-clock')).toContainText("26'");
  expect(navigations).toBe(0);
  await context.close();
});

test('updates missed while the live connection was cut show once it is back', async ({ browser, baseURL }) => {
  const context = await saoPauloContext(browser, baseURL ?? '');
  const page = await context.newPage();
  // The cut is made on the page's socket (the worker's is out of Playwright's reach).
  await liveConnectionOnPage(page);
  let down = false;
  const open: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket('**/mqtt', (socket) => {
    if (down) {
      void socket.close();
      return;
    }
    socket.connectToServer();
    open.push(socket);
  });
  const first = await quietMatch(baseURL ?? '', 'first');
  const second = await quietMatch(baseURL ?? '', 'second');
  await page.goto('/en');
  await expect.poll(() => liveState(page), CONNECT).toBe('connected');

  down = true;
  await Promise.all(open.splice(0).map((socket) => socket.close()));
  await expect.poll(() => liveState(page)).not.toBe('connected');
  await postFeedUpdate(baseURL ?? '', { matchId: first.id, status: 2, home: { score: 2 }, away: { score: 2 } });
  await postFeedUpdate(baseURL ?? '', { matchId: second.id, status: 2, home: { score: 0 }, away: { score: 4 } });
  const firstRow = page.locator(`[data-testid="match-row"][data-match-id="${first.id}"]`).first();
  await expect(firstRow.getByTestId('match-score-home')).not.toHaveText('2');

  down = false;
  await expect.poll(() => liveState(page), { timeout: 20_000 }).toBe('connected');
  await expect(firstRow.getByTestId('match-score-home')).toHaveText('2');
  await expect(firstRow.getByTestId('match-score-away')).toHaveText('2');
  const secondRow = page.locator(`[data-testid="match-row"][data-match-id="${second.id}"]`).first();
  await expect(secondRow.getByTestId('match-score-away')).toHaveText('4');
  await context.close();
});
