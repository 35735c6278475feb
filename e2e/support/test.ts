import { test as base, expect } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';

/**
 * React's hydration mismatch errors, in the production build (minified #418, #423, #425) and in
 * development. A mismatch makes React redraw the page on the client, which drops what a fan typed
 * or tapped before hydration (decision 0090), so no page may have one.
 */
export const HYDRATION_ERROR =
  /Minified React error #(418|423|425)\b|Hydration failed|didn't match the client|hydrat\w* mismatch/i;

/** Playwright's test, pointed at the server that global-setup.ts started, failing on any hydration mismatch. */
export const test = base.extend<{ hydrationGuard: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's parameters
  baseURL: async ({}, use) => {
    const url = process.env.PLACAR_URL;
    if (!url) throw new Error('PLACAR_URL is not set: global-setup.ts did not run');
    await use(url);
  },
  // Every context of the test (the default one and those it opens itself) is watched.
  hydrationGuard: [
    async ({ browser, context }, use) => {
      const mismatches: string[] = [];
      const watch = (watched: BrowserContext) => {
        // E2E_HYDRATION_DELAY_MS holds the entry chunk that long: the whole suite then runs against pages
        // that paint well before they hydrate, as on a slow phone, and shows the tests and features that race it.
        const delay = Number(process.env.E2E_HYDRATION_DELAY_MS ?? 0);
        if (delay > 0) {
          void watched.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
            await new Promise((resolve) => setTimeout(resolve, delay));
            await route.fallback();
          });
        }
        watched.on('weberror', (error) => {
          const message = error.error().message;
          if (HYDRATION_ERROR.test(message)) mismatches.push(`${error.page()?.url() ?? '?'}: ${message.slice(0, 300)}`);
        });
        watched.on('console', (message) => {
          if (message.type() === 'error' && HYDRATION_ERROR.test(message.text()))
            mismatches.push(`${message.page()?.url() ?? '?'}: ${message.text().slice(0, 300)}`);
        });
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watch(opened);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(mismatches, 'pages hydrate without a mismatch').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
