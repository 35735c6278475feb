// Issue 14 (decision 0070): the live connection runs in a SharedWorker, one for every tab of a
// browser. Two tabs on home both show a feed update, and the broker sees one MQTT client for the
// two. The broker is Debian's mosquitto behind the server's /mqtt relay (MQTT_URL, decision 0085):
// its own connection log, published on $SYS/broker/log/N, is the count (no test-only door in the
// app). Playwright sees no worker's WebSocket, so the count is the broker's, not the browser's.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { findFreePort, type MosquittoProcess, startMosquitto } from '@placar/server/processes';
import { MqttTestClients } from '@placar/server/mqtt-clients';
import { E2E_FEED_TOKEN, E2E_TIME_ZONE, startPlacarServer } from '../support/placar-server.ts';
import type { PlacarServer } from '../support/placar-server.ts';
import { postFeedUpdate } from '../support/feed-updates.ts';
import { expect, test } from '../support/test.ts';

async function saoPauloContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, timezoneId: E2E_TIME_ZONE });
  await context.addCookies([{ name: 'tz', value: E2E_TIME_ZONE, url: base }]);
  return context;
}

const liveState = (page: Page) => page.locator('body').getAttribute('data-live-state');
const row = (page: Page, id: number) => page.locator(`[data-testid="match-row"][data-match-id="${id}"]`).first();
/** The worker starts after the first paint and idle: on a busy machine that takes a while. */
const CONNECT = { timeout: 30_000 };

test('two tabs of one browser share one live connection, and both show a feed update', async ({ browser }) => {
  test.setTimeout(240_000);
  const port = await findFreePort();
  // mosquitto's notices (one per client connect, with its client id) go to $SYS/broker/log/N.
  const mosquitto: MosquittoProcess = await startMosquitto(port, ['log_dest topic', 'log_type notice']);
  let server: PlacarServer | undefined;
  const mqttClients = new MqttTestClients();
  const connects: string[] = [];
  try {
    const watcher = await mqttClients.connect(mosquitto.url, {
      clean: true,
      clientId: `e2e-watcher-${randomUUID().slice(0, 8)}`,
    });
    watcher.on('message', (_topic, payload) => {
      const id = /New client connected from \S+ as (\S+)/.exec(payload.toString())?.[1];
      if (id !== undefined) connects.push(id);
    });
    await watcher.subscribeAsync('$SYS/broker/log/N');
    server = await startPlacarServer({ SIMULATOR: 'off', MQTT_URL: mosquitto.url });
    const base = server.url;
    // The server's own publisher is a client too: from here on, only browsers connect.
    await expect.poll(() => connects.filter((id) => id.startsWith('placar-server-')).length, CONNECT).toBe(1);

    // A match of the test's own, two hours after the server's "now": on today's home list in São Paulo.
    const serverNow = ((await (await fetch(`${base}/api/system/time`)).json()) as { data: { now: number } }).data.now;
    const kickoff = new Date(Math.floor(serverNow / 60_000) * 60_000 + 2 * 3600_000).toISOString();
    const fixture = {
      competition: 'eng.1',
      season: '2026/27',
      kickoff,
      home: { name: 'Shared FC' },
      away: { name: 'Worker United' },
    };
    // The reference data (competitions) is stored just after the server listens: retry until eng.1 is there.
    let matchId = 0;
    await expect
      .poll(async () => {
        const response = await fetch(`${base}/api/schedule/mqttMessageSend`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Feed ${E2E_FEED_TOKEN}` },
          body: JSON.stringify({ externalRef: `e2e:live-worker:${randomUUID()}`, fixture }),
        });
        const answer = (await response.json()) as { code: number; data?: { id: number } };
        matchId = answer.data?.id ?? 0;
        return answer.code;
      }, CONNECT)
      .toBe(200);

    // One fan, two tabs of the same browser on home, both live.
    const context = await saoPauloContext(browser, base);
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      await tab.goto('/en');
      await expect(row(tab, matchId)).toBeVisible();
      await expect.poll(() => liveState(tab), CONNECT).toBe('connected');
    }

    const stored = await postFeedUpdate(base, {
      matchId,
      status: 2,
      home: { score: 2 },
      away: { score: 1 },
      clock: { seconds: 900, running: true },
    });
    expect(stored.published).toBe(true);
    for (const tab of tabs) {
      await expect(row(tab, matchId).getByTestId('match-score-home')).toHaveText('2', CONNECT);
      await expect(row(tab, matchId).getByTestId('match-score-away')).toHaveText('1');
    }

    // The broker saw one browser client for the two tabs: the id this browser keeps (requirement live-connection).
    const storedId = await tabs[0]?.evaluate(() => localStorage.getItem('mqttClientId'));
    expect(storedId).toMatch(/^placar_[0-9a-f]{32}_[0-9a-f]{6}$/);
    const browsers = () => connects.filter((id) => id.startsWith('placar_'));
    expect(browsers()).toEqual([storedId]);

    // The count can tell: another browser (its own storage, its own worker) is a second client.
    const other = await saoPauloContext(browser, base);
    const elsewhere = await other.newPage();
    await elsewhere.goto('/en');
    await expect.poll(() => liveState(elsewhere), CONNECT).toBe('connected');
    await expect.poll(() => browsers().length, CONNECT).toBe(2);
    expect(browsers()[1]).not.toBe(storedId);
    await postFeedUpdate(base, { matchId, home: { score: 3 } });
    for (const tab of [...tabs, elsewhere])
      await expect(row(tab, matchId).getByTestId('match-score-home')).toHaveText('3', CONNECT);
    expect(browsers()).toHaveLength(2);
    await other.close();
    await context.close();
  } finally {
    await mqttClients.endAll();
    await server?.stop();
    await mosquitto.stop();
  }
});
