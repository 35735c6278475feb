import { test as base } from '@playwright/test';

/** Playwright's test, pointed at the server that global-setup.ts started. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's parameters
  baseURL: async ({}, use) => {
    const url = process.env.PLACAR_URL;
    if (!url) throw new Error('PLACAR_URL is not set: global-setup.ts did not run');
    await use(url);
  },
});

export { expect } from '@playwright/test';
