// requirement navigation: last-visited memory, query re-encoding, the bottom navigation,
// the language switch, the client identifier and the persisted state.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test('the last visited page is remembered, except login, register and reset password', async ({ page }) => {
  await page.goto('/en/schedule/league');
  await expect.poll(() => stored(page, 'pathname')).toBe('league');
  await expect.poll(() => stored(page, 'fullPath')).toBe('/en/schedule/league');

  await page.getByTestId('nav-schedule').click();
  await expect(page).toHaveURL(/\/en\/schedule\/today$/);
  await expect.poll(() => stored(page, 'pathname')).toBe('schedule');
  await expect.poll(() => stored(page, 'fullPath')).toBe('/en/schedule/today');

  for (const path of ['/en/login', '/en/register', '/en/resetpassword']) {
    await page.goto(path);
    await expect(page.getByTestId('login-card')).toBeVisible();
  }
  await expect.poll(() => stored(page, 'pathname')).toBe('schedule');
  expect(await stored(page, 'fullPath')).toBe('/en/schedule/today');
});

test('query parameters are re-encoded onto the route', async ({ page }) => {
  await page.goto('/en/schedule/league/7?q=São Paulo&x=a b');
  await expect.poll(() => new URL(page.url()).search).toBe('?q=S%C3%A3o+Paulo&x=a+b');
  await expect.poll(() => stored(page, 'fullPath')).toBe('/en/schedule/league/7?q=S%C3%A3o+Paulo&x=a+b');
  // The page is the league's: its h1 is the league's name (issue 34), the name its title carries.
  await expect(page.getByTestId('league-name')).toHaveText(/\S/);
  const name = (await page.getByTestId('league-name').textContent()) ?? '';
  await expect(page.locator('h1')).toHaveText(name);
  expect(await page.title()).toContain(name);
});

test('on a phone the first four pages form the bottom navigation', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/br');
  const bottom = page.getByTestId('bottom-nav');
  await expect(bottom).toBeVisible();
  await expect(page.getByTestId('main-nav')).toBeHidden();
  const links = bottom.getByRole('link');
  await expect(links).toHaveCount(4);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/br', '/br/schedule/today', '/br/me', '/br/schedule/league']);
  await bottom.getByTestId('bottom-nav-leagues').click();
  await expect(page).toHaveURL(/\/br\/schedule\/league$/);
  await expect(page.locator('h1')).toHaveText('Campeonatos');
  await context.close();

  const desktop = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const wide = await desktop.newPage();
  await wide.goto('/en');
  await expect(wide.getByTestId('bottom-nav')).toBeHidden();
  await desktop.close();
});

test('the language switch keeps the page and is remembered for the next visit', async ({ page, context }) => {
  await page.goto('/en/schedule/league');
  await page.getByTestId('language-br').click();
  await expect(page).toHaveURL(/\/br\/schedule\/league$/);
  await expect(page.locator('h1')).toHaveText('Campeonatos');
  await expect.poll(() => stored(page, 'language')).toBe('br');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'language')?.value).toBe('br');

  await page.goto('/');
  await expect(page).toHaveURL(/\/br$/);
});

test('the client identifier cookie and the persisted state are created on the first visit', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'myCookie')?.value)
    .toMatch(/^\d{13}[a-z0-9]{10}$/);
  const first = (await context.cookies()).find((c) => c.name === 'myCookie');
  expect(first?.path).toBe('/');

  await page.reload();
  const again = (await context.cookies()).find((c) => c.name === 'myCookie');
  expect(again?.value).toBe(first?.value);

  await expect.poll(() => stored(page, 'placar-state')).not.toBeNull();
  const state = JSON.parse((await stored(page, 'placar-state')) ?? '{}').state;
  for (const key of [
    'refreshAfter',
    'chooseLang',
    'matchType',
    'live_num',
    'userInfo',
    'videoLink',
    'videoPath',
    'leagueData',
    'mqttData',
    'videoStatus',
    'footShow',
  ]) {
    expect(state).toHaveProperty(key);
  }
  expect(state.footShow).toBe(true);
});
