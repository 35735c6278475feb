// Issue 3: an update posted to the feed-ingestion call appears on the open home page and on
// the match page without a reload; a cut live connection catches up once it is back.
import type { Page } from '@playwright/test';
import { E2E_FEED_TOKEN } from '../support/placar-server.ts';
import { expect, test } from '../support/test.ts';

interface ListedMatch {
  id: number;
  sport: string;
  kickoff: string;
  status: { phase: string };
  home: { score: number | null };
}

/**
 * Football matches of today that have not started and stay so for a while, so the simulator
 * leaves them alone. Each test takes its own positions in this list, so tests running side by
 * side never share a match.
 */
async function quietMatch(baseURL: string, position: number): Promise<ListedMatch> {
  const response = await fetch(`${baseURL}/api/schedule/mobilList?tab=upcoming&limit=500`, { headers: { tz: 'UTC' } });
  const groups = ((await response.json()) as { data: { groups: { matches: ListedMatch[] }[] } }).data.groups;
  // The server's clock is pinned (CLOCK_START): "later" is later on its day, not the machine's.
  const serverNow = ((await (await fetch(`${baseURL}/api/system/time`)).json()) as { data: { now: number } }).data.now;
  const later = serverNow + 90 * 60_000;
  const match = groups.flatMap((group) => group.matches).filter((entry) => entry.sport === 'football' && Date.parse(entry.kickoff) > later)[position];
  if (!match) throw new Error(`no upcoming football match number ${position + 1} later today`);
  return match;
}

async function postUpdate(baseURL: string, body: object): Promise<{ id: number; seq: number; published: boolean }> {
  const response = await fetch(`${baseURL}/api/schedule/mqttMessageSend`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Feed ${E2E_FEED_TOKEN}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; data: { id: number; seq: number; published: boolean } };
  expect(answer.code).toBe(200);
  return answer.data;
}

const liveState = (page: Page) => page.locator('body').getAttribute('data-live-state');

test('a feed update shows on the home page and the match page without a reload', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, timezoneId: 'UTC' });
  const home = await context.newPage();
  const match = await quietMatch(baseURL ?? '', 0);
  await home.goto('/en');
  const row = home.locator(`[data-testid="match-row"][data-match-id="${match.id}"]`).first();
  await expect(row).toBeVisible();
  await expect.poll(() => liveState(home)).toBe('connected');

  const detail = await context.newPage();
  await detail.goto(`/en/live/match/${match.id}`);
  await expect.poll(() => liveState(detail)).toBe('connected');
  let navigations = 0;
  for (const page of [home, detail]) page.on('framenavigated', (frame) => frame === page.mainFrame() && (navigations += 1));

  const sentAt = Date.now();
  const stored = await postUpdate(baseURL ?? '', { matchId: match.id, status: 2, home: { score: 3 }, away: { score: 1 }, clock: { seconds: 1500, running: true } });
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

test('updates missed while the live connection was cut show once it is back', async ({ page, baseURL }) => {
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
  const first = await quietMatch(baseURL ?? '', 1);
  const second = await quietMatch(baseURL ?? '', 2);
  await page.goto('/en');
  await expect.poll(() => liveState(page)).toBe('connected');

  down = true;
  await Promise.all(open.splice(0).map((socket) => socket.close()));
  await expect.poll(() => liveState(page)).not.toBe('connected');
  await postUpdate(baseURL ?? '', { matchId: first.id, status: 2, home: { score: 2 }, away: { score: 2 } });
  await postUpdate(baseURL ?? '', { matchId: second.id, status: 2, home: { score: 0 }, away: { score: 4 } });
  const firstRow = page.locator(`[data-testid="match-row"][data-match-id="${first.id}"]`).first();
  await expect(firstRow.getByTestId('match-score-home')).not.toHaveText('2');

  down = false;
  await expect.poll(() => liveState(page), { timeout: 20_000 }).toBe('connected');
  await expect(firstRow.getByTestId('match-score-home')).toHaveText('2');
  await expect(firstRow.getByTestId('match-score-away')).toHaveText('2');
  const secondRow = page.locator(`[data-testid="match-row"][data-match-id="${second.id}"]`).first();
  await expect(secondRow.getByTestId('match-score-away')).toHaveText('4');
});
