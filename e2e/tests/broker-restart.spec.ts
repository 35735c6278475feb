// Issue 15 item 4: the external mosquitto (MQTT_URL) restarts while feed updates flow. Browsers,
// relayed to it through the server's /mqtt (decision 0085), show every final score once it is
// back, and the server publishes again without a restart of its own.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { findFreePort, type MosquittoProcess, startMosquitto } from '@placar/server/processes';
import { E2E_FEED_TOKEN, E2E_TIME_ZONE, startPlacarServer } from '../support/placar-server.ts';
import type { PlacarServer } from '../support/placar-server.ts';
import { postFeedUpdate } from '../support/feed-updates.ts';
import { expect, test } from '../support/test.ts';

const MATCHES = 3;
const ROUNDS = 6;
/** The round after which the broker goes down, and the one before which it is back. */
const BROKER_DOWN_AFTER = 2;
const BROKER_BACK_BEFORE = 5;

const liveState = (page: Page) => page.locator('body').getAttribute('data-live-state');
const row = (page: Page, id: number) => page.locator(`[data-testid="match-row"][data-match-id="${id}"]`).first();

test('browsers show every final score after the external broker restarts, and updates flow again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const port = await findFreePort();
  let mosquitto: MosquittoProcess | undefined = await startMosquitto(port);
  let server: PlacarServer | undefined;
  try {
    server = await startPlacarServer({ SIMULATOR: 'off', MQTT_URL: mosquitto.url });
    const base = server.url;
    // Matches of the test's own, two hours after the server's "now": on today's home list in São Paulo.
    const serverNow = ((await (await fetch(`${base}/api/system/time`)).json()) as { data: { now: number } }).data.now;
    const kickoff = new Date(Math.floor(serverNow / 60_000) * 60_000 + 2 * 3600_000).toISOString();
    // The reference data (competitions) is stored just after the server listens: wait for eng.1.
    await expect
      .poll(
        async () =>
          (
            await fetch(`${base}/api/schedule/mqttMessageSend`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Feed ${E2E_FEED_TOKEN}` },
              body: JSON.stringify({
                externalRef: `e2e:broker-restart:probe:${randomUUID()}`,
                fixture: {
                  competition: 'eng.1',
                  season: '2026/27',
                  kickoff,
                  home: { name: 'Probe FC' },
                  away: { name: 'Probe United' },
                },
              }),
            }).then((response) => response.json() as Promise<{ code: number }>)
          ).code,
        { timeout: 30_000 },
      )
      .toBe(200);
    const ids: number[] = [];
    for (let index = 0; index < MATCHES; index += 1) {
      const fixture = {
        competition: 'eng.1',
        season: '2026/27',
        kickoff,
        home: { name: `Broker ${index} FC` },
        away: { name: `Restart ${index} United` },
      };
      ids.push((await postFeedUpdate(base, { externalRef: `e2e:broker-restart:${randomUUID()}`, fixture })).id);
    }

    // Two fans on the home page, each in a browser of their own, connected live through /mqtt.
    const pages: Page[] = [];
    for (let fan = 0; fan < 2; fan += 1) {
      const context = await browser.newContext({ baseURL: base, timezoneId: E2E_TIME_ZONE });
      await context.addCookies([{ name: 'tz', value: E2E_TIME_ZONE, url: base }]);
      const page = await context.newPage();
      await page.goto('/en');
      for (const id of ids) await expect(row(page, id)).toBeVisible();
      await expect.poll(() => liveState(page), { timeout: 30_000 }).toBe('connected');
      pages.push(page);
    }

    for (let round = 1; round <= ROUNDS; round += 1) {
      if (round === BROKER_BACK_BEFORE) mosquitto = await startMosquitto(port);
      for (const id of ids)
        await postFeedUpdate(base, {
          matchId: id,
          status: 2,
          home: { score: round },
          away: { score: round % 3 },
          clock: { seconds: 600 + round * 60, running: true },
        });
      if (round === BROKER_DOWN_AFTER) {
        await mosquitto?.stop();
        mosquitto = undefined;
      }
    }

    // Every final score, on every page, once the broker is back (the page refetches on reconnect).
    for (const page of pages) {
      for (const id of ids) {
        await expect(row(page, id).getByTestId('match-score-home')).toHaveText(String(ROUNDS), { timeout: 30_000 });
        await expect(row(page, id).getByTestId('match-score-away')).toHaveText(String(ROUNDS % 3));
      }
      await expect.poll(() => liveState(page), { timeout: 30_000 }).toBe('connected');
    }

    // The server publishes again by itself: a new update reaches pages that stay connected, without a reload.
    let navigations = 0;
    for (const page of pages) page.on('framenavigated', (frame) => frame === page.mainFrame() && (navigations += 1));
    const [first] = ids;
    if (first === undefined) throw new Error('no match');
    await postFeedUpdate(base, { matchId: first, home: { score: ROUNDS + 3 } });
    // Fan-out on a busy shared machine can take seconds: a bound, not a timing assertion.
    for (const page of pages)
      await expect(row(page, first).getByTestId('match-score-home')).toHaveText(String(ROUNDS + 3), {
        timeout: 30_000,
      });
    expect(navigations).toBe(0);
    expect(server.process.exitCode).toBeNull();
    for (const page of pages) await page.context().close();
  } finally {
    await server?.stop();
    await mosquitto?.stop();
  }
});
