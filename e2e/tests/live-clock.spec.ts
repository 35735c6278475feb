// A phone whose clock is days off (set by hand, or a test browser against the simulator's pinned
// clock) shows live minutes from the server's time, never from its own clock, not even for the
// round trip before the server's time arrives (it showed 90+4701' there, and moved the row).
import { expect, test } from '../support/test.ts';

declare global {
  interface Window {
    clockTexts: string[];
  }
}

test("a phone 3 days ahead of the server shows live minutes by the server's time from the first paint on", async ({
  browser,
  baseURL,
}) => {
  const serverNow = ((await (await fetch(`${baseURL}/api/system/time`)).json()) as { data: { now: number } }).data.now;
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  // The device's clock starts 3 days after the server's time and runs on from there (no wall clock read).
  await context.addInitScript(
    (deviceStart) => {
      const started = performance.now();
      Date.now = () => Math.round(deviceStart + performance.now() - started);
      // Every text a live clock shows, from the server's HTML on.
      window.clockTexts = [];
      new MutationObserver(() => {
        for (const clock of document.querySelectorAll('[data-testid="match-clock"]'))
          window.clockTexts.push(clock.textContent ?? '');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    serverNow + 3 * 86_400_000,
  );
  const page = await context.newPage();
  const synced = page.waitForResponse((response) => response.url().includes('/api/system/time'));
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await synced;
  // The rest of the day's rows are drawn after that: their clocks are recorded too.
  await expect(page.getByTestId('match-groups')).toHaveAttribute('data-complete', 'true');

  const texts = await page.evaluate(() => window.clockTexts);
  const minutes = texts.flatMap((text) => {
    const football = /^(\d+)(?:\+(\d+))?'$/.exec(text);
    return football ? [Number(football[1]) + Number(football[2] ?? 0)] : [];
  });
  expect(minutes.length).toBeGreaterThan(0);
  expect(Math.max(...minutes)).toBeLessThanOrEqual(130);
  await context.close();
});
