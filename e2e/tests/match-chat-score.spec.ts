// Issue 34 item 7 end to end, on the shared demo server: on a phone, a fan chatting on a live
// match's page keeps its score in sight: the chat tab pins a one-line score under the site's
// header, whatever the page's scroll. Both languages.
import { matchUrl, todayMatches } from '../support/demo-data.ts';
import { expect, test } from '../support/test.ts';

for (const lang of ['en', 'br'] as const) {
  test(`${lang}: the score stays pinned under the header while the match chat is scrolled to its end on a phone`, async ({
    browser,
    baseURL,
  }) => {
    const live = (await todayMatches(baseURL ?? '', 'inplay', 'America/Sao_Paulo')).find(
      (match) => match.sport === 'football',
    );
    if (!live) throw new Error('no live football match in the demo day');
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(matchUrl(lang, live));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
    const pinned = page.getByTestId('pinned-score');
    // Not on the other tabs: the header above says the score there.
    await expect(pinned).toHaveCount(0);
    await page.getByTestId('match-tab-chat').click();
    await expect(page.getByTestId('chat-panel').or(page.getByTestId('chat-loading')).first()).toBeVisible();

    // Scrolled to the chat's end (where its box to type in is): the header's score is gone, the pinned one is in sight.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(page.getByTestId('match-header').getByTestId('match-score-home')).not.toBeInViewport();
    await expect(pinned).toBeInViewport({ ratio: 1 });
    const header = await page.locator('header').first().boundingBox();
    const box = await pinned.boundingBox();
    // Right under the header (whose 1 px bottom border it may cover).
    expect(Math.abs((box?.y ?? -99) - ((header?.y ?? 0) + (header?.height ?? 0)))).toBeLessThanOrEqual(1);
    // It says the live score of the page.
    const home = await page.getByTestId('match-header').getByTestId('match-score-home').textContent();
    const away = await page.getByTestId('match-header').getByTestId('match-score-away').textContent();
    await expect(page.getByTestId('pinned-score-value')).toHaveText(`${home} - ${away}`);
    const shot = test.info().outputPath(`chat-score-${lang}.png`);
    await page.screenshot({ path: shot });
    await test.info().attach(`chat score ${lang}`, { path: shot, contentType: 'image/png' });
    await context.close();
  });
}
