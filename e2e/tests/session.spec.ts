// requirement relogin: a call answered with 4010001 opens the "Tips" dialog; confirmed or
// dismissed, the session is cleared; confirmed, the user goes to the login page.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

/**
 * A browser that was signed in and whose session has ended: the user is still in storage and
 * its refresh cookie is one the server no longer accepts (issue 9: tokens live in memory and
 * in an HttpOnly cookie, never in storage).
 */
async function withStaleSession(context: BrowserContext, page: Page, baseURL: string) {
  const url = new URL(baseURL);
  await context.addCookies([
    { name: 'userMsg', value: 'someone', domain: url.hostname, path: '/' },
    {
      name: 'refreshToken',
      value: 'x'.repeat(43),
      domain: url.hostname,
      path: '/api/user/refreshToken',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('stale-seeded')) return;
    sessionStorage.setItem('stale-seeded', '1');
    const user = { id: 999999, username: 'staleuser1', nickname: 'Stale', email: 'stale@example.com' };
    localStorage.setItem('placar-state', JSON.stringify({ state: { userInfo: user, refreshAfter: null }, version: 1 }));
  });
}

const sessionCookies = async (context: BrowserContext) =>
  (await context.cookies())
    .filter((c) => c.name === 'accessToken' || c.name === 'userMsg' || (c.name === 'refreshToken' && c.value !== ''))
    .map((c) => c.name);

test('confirming the re-login dialog clears the session and opens the login page', async ({
  page,
  context,
  baseURL,
}) => {
  await withStaleSession(context, page, baseURL ?? '');
  await page.goto('/en/me');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Tips');
  await expect(dialog).toContainText('Please log in again!');
  await page.getByTestId('dialog-confirm').click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(dialog).toBeHidden();
  expect(await sessionCookies(context)).toEqual([]);
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem('placar-state') ?? '{}').state);
  expect(state.userInfo).toBeNull();
});

test('dismissing the re-login dialog clears the session and stays on the page', async ({ page, context, baseURL }) => {
  await withStaleSession(context, page, baseURL ?? '');
  await page.goto('/br/me');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Faça login novamente!');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/br\/me$/);
  expect(await sessionCookies(context)).toEqual([]);
  await expect(page.getByTestId('me-guest')).toBeVisible();

  await page.evaluate(() => sessionStorage.removeItem('stale-seeded'));
  await withStaleSession(context, page, baseURL ?? '');
  await page.reload();
  await expect(dialog).toBeVisible();
  await page.getByTestId('dialog-close').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/br\/me$/);
  expect(await sessionCookies(context)).toEqual([]);
});
