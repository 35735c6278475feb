// Issue 10: a fan's phone pays only for what changes. The home page, with every demo match
// that is live at a busy Saturday instant running, receives at most 2 KB a second over its
// WebSocket, each message carries one match, no match is sent again unchanged, and a goal a
// feed posts still shows at once.
//
// The window is 3 simulated minutes: the server plays the simulator 4 times faster
// (SIMULATOR_SPEED=4), so it lasts 45 real seconds, and the budget is 2 KB per simulated
// second (the rate at which a fan at real speed would receive those same messages).
import type { Page, WebSocket } from '@playwright/test';
import { liveConnectionOnPage } from '../support/page-live-connection.ts';
import { E2E_CLOCK_START, E2E_FEED_TOKEN, startPlacarServer } from '../support/placar-server.ts';
import type { PlacarServer } from '../support/placar-server.ts';
import { serverNow, todayMatches } from '../support/demo-data.ts';
import { expect, test } from '../support/test.ts';

const SPEED = 4;
const SIMULATED_SECONDS = 180;
const BUDGET_BYTES_PER_SECOND = 2048;

let server: PlacarServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startPlacarServer({ CLOCK_START: E2E_CLOCK_START, SIMULATOR_SPEED: String(SPEED) });
});

test.afterAll(async () => {
  await server?.stop();
});

interface Received {
  frames: number;
  bytes: number;
  /** Each match update received: match id, and what a fan sees of it. */
  updates: { id: number; seq: number; shown: string; incidents: number; stats: number }[];
  /** PUBLISH packets whose payload is not exactly one match update. */
  malformed: number;
}

/** The MQTT PUBLISH packets in a WebSocket frame (MQTT 3.1.1: fixed header, topic, packet id at QoS > 0). */
function publishes(frame: Buffer): Buffer[] {
  const payloads: Buffer[] = [];
  let offset = 0;
  while (offset < frame.length) {
    const type = (frame[offset] ?? 0) >> 4;
    const qos = ((frame[offset] ?? 0) >> 1) & 3;
    let length = 0;
    let multiplier = 1;
    let index = offset + 1;
    for (;;) {
      const byte = frame[index] ?? 0;
      length += (byte & 127) * multiplier;
      multiplier *= 128;
      index += 1;
      if ((byte & 128) === 0 || index - offset > 5) break;
    }
    const end = index + length;
    if (type === 3) {
      const topicLength = ((frame[index] ?? 0) << 8) + (frame[index + 1] ?? 0);
      const start = index + 2 + topicLength + (qos > 0 ? 2 : 0);
      payloads.push(frame.subarray(start, end));
    }
    offset = end;
  }
  return payloads;
}

function record(page: Page): { received: Received; opened: Promise<void> } {
  const received: Received = { frames: 0, bytes: 0, updates: [], malformed: 0 };
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().endsWith('/mqtt')) return;
    open();
    socket.on('framereceived', ({ payload }) => {
      const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
      received.frames += 1;
      received.bytes += bytes.length;
      for (const message of publishes(bytes)) {
        try {
          const parsed = JSON.parse(message.toString()) as {
            id: number;
            seq: number;
            status: number;
            home: unknown;
            away: unknown;
            clock: { running: boolean } | null;
            incidents: unknown[];
            stats?: unknown[];
          }[];
          const [update] = parsed;
          if (parsed.length !== 1 || update === undefined) {
            received.malformed += 1;
            continue;
          }
          received.updates.push({
            id: update.id,
            seq: update.seq,
            shown: JSON.stringify([update.status, update.home, update.away, update.clock?.running ?? null]),
            incidents: update.incidents.length,
            stats: update.stats?.length ?? 0,
          });
        } catch {
          received.malformed += 1;
        }
      }
    });
  });
  return { received, opened };
}

test('home receives at most 2 KB a second with every live match running, and a goal still shows at once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The simulator's first tick (after the seasons are stored) starts the matches of the moment.
  await expect
    .poll(async () => (await todayMatches(server.url, 'inplay')).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(6);
  const live = (await todayMatches(server.url, 'inplay')).length;
  const devices = [
    { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    { name: 'desktop', viewport: { width: 1366, height: 768 } },
  ];
  const fans = await Promise.all(
    devices.map(async ({ name, ...device }) => {
      const context = await browser.newContext({ baseURL: server.url, timezoneId: 'UTC', ...device });
      const page = await context.newPage();
      // The frames are read on the page's socket (the worker's is out of Playwright's reach).
      await liveConnectionOnPage(page);
      const { received, opened } = record(page);
      await page.goto('/en');
      await opened;
      await expect.poll(() => page.locator('body').getAttribute('data-live-state')).toBe('connected');
      return { name, page, received };
    }),
  );

  // The window: until the server's clock has moved 45 s, that is 3 simulated minutes.
  const start = await serverNow(server.url);
  const before = fans.map((fan) => ({
    frames: fan.received.frames,
    bytes: fan.received.bytes,
    updates: fan.received.updates.length,
  }));
  const realSeconds = SIMULATED_SECONDS / SPEED;
  await expect
    .poll(() => serverNow(server.url), { timeout: (realSeconds + 30) * 1000, intervals: [1000] })
    .toBeGreaterThanOrEqual(start + realSeconds * 1000);
  const elapsed = ((await serverNow(server.url)) - start) / 1000;
  const simulated = elapsed * SPEED;

  for (const [index, fan] of fans.entries()) {
    const frames = fan.received.frames - (before[index]?.frames ?? 0);
    const bytes = fan.received.bytes - (before[index]?.bytes ?? 0);
    const updates = fan.received.updates.slice(before[index]?.updates ?? 0);
    const perMatch = new Map<number, number>();
    for (const update of updates) perMatch.set(update.id, (perMatch.get(update.id) ?? 0) + 1);
    const rate = bytes / simulated;
    test.info().annotations.push(
      {
        type: `${fan.name}: window`,
        description: `${elapsed.toFixed(1)} real s = ${simulated.toFixed(0)} simulated s, ${live} matches live at the start`,
      },
      {
        type: `${fan.name}: received`,
        description: `${frames} frames, ${bytes} bytes, ${updates.length} match updates for ${perMatch.size} matches (most for one match: ${Math.max(0, ...perMatch.values())})`,
      },
      {
        type: `${fan.name}: rate`,
        description: `${rate.toFixed(0)} B per simulated second (budget ${BUDGET_BYTES_PER_SECOND}); ${(bytes / elapsed).toFixed(0)} B per real second at ${SPEED}x`,
      },
    );
    expect(rate, `${fan.name} bytes per simulated second`).toBeLessThanOrEqual(BUDGET_BYTES_PER_SECOND);
    expect(fan.received.malformed).toBe(0);
    // No match is sent again unless something a fan sees changed.
    const last = new Map<number, string>();
    for (const update of fan.received.updates) {
      const repeated = last.get(update.id) === update.shown && update.incidents === 0 && update.stats === 0;
      expect(repeated, `match ${update.id} seq ${update.seq} repeats its last update`).toBe(false);
      last.set(update.id, update.shown);
    }
  }

  // A goal a feed posts shows on both pages without a reload.
  const quiet = (await todayMatches(server.url, 'upcoming')).find(
    (match) => match.sport === 'football' && Date.parse(match.kickoff) > start + 3 * 3_600_000,
  );
  if (!quiet) throw new Error('no football match later today to post a goal to');
  const rows = fans.map((fan) => fan.page.locator(`[data-testid="match-row"][data-match-id="${quiet.id}"]`).first());
  for (const row of rows) await expect(row).toBeVisible();
  // Each page notes the instant its score changes (same machine, same wall clock as this test).
  for (const fan of fans) {
    await fan.page.evaluate((id) => {
      const score = document.querySelector(
        `[data-testid="match-row"][data-match-id="${id}"] [data-testid="match-score-home"]`,
      );
      const target = window as unknown as { goalShownAt?: number };
      if (!score) return;
      new MutationObserver(() => {
        if (score.textContent === '1' && target.goalShownAt === undefined) target.goalShownAt = Date.now();
      }).observe(score, { childList: true, characterData: true, subtree: true });
    }, quiet.id);
  }
  const sentAt = Date.now();
  const response = await fetch(`${server.url}/api/schedule/mqttMessageSend`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Feed ${E2E_FEED_TOKEN}` },
    body: JSON.stringify({
      matchId: quiet.id,
      status: 2,
      home: { score: 1 },
      away: { score: 0 },
      clock: { seconds: 600, running: true },
      incidents: [{ kind: 'goal', side: 'home', minute: 10, player: 'Test Scorer' }],
    }),
  });
  expect(((await response.json()) as { data: { published: boolean } }).data.published).toBe(true);
  for (const [index, row] of rows.entries()) {
    await expect(row.getByTestId('match-score-home')).toHaveText('1');
    const shownAt = await fans[index]?.page.evaluate(() => (window as unknown as { goalShownAt?: number }).goalShownAt);
    test.info().annotations.push({
      type: `${fans[index]?.name}: goal to screen (ms)`,
      description: shownAt === undefined ? 'not observed' : String(shownAt - sentAt),
    });
  }
  for (const fan of fans) await fan.page.context().close();
});
