// Decision 0078: a page loads only its own language's catalogue; the other one comes when the
// fan switches, without a full page load, and the page then reads in that language.
import { logInPage, newPerson, register } from '../support/people.ts';
import { expect, test } from '../support/test.ts';

const catalogue = (lang: 'en' | 'br') => new RegExp(`/assets/${lang}-[\\w-]+\\.js$`);

test('only the page language is loaded; switching fetches the other catalogue and renders in it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/schedule/league');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(page.locator('h1')).toHaveText('Leagues');
  expect(scripts.some((path) => catalogue('en').test(path))).toBe(true);
  expect(scripts.some((path) => catalogue('br').test(path))).toBe(false);

  // A marker on window survives a client-side navigation and not a full page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const brCatalogue = page.waitForRequest((request) => catalogue('br').test(new URL(request.url()).pathname));
  await page.getByTestId('language-br').click();
  await brCatalogue;
  await expect(page).toHaveURL(/\/br\/schedule\/league$/);
  await expect(page.locator('h1')).toHaveText('Campeonatos');
  await expect(page.getByTestId('language-switch')).toHaveAttribute('aria-label', 'Idioma');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // And back: English is already here, no request needed, the page reads in English again.
  await page.getByTestId('language-en').click();
  await expect(page).toHaveURL(/\/en\/schedule\/league$/);
  await expect(page.locator('h1')).toHaveText('Leagues');
});

// Decision 0082: the host and admin texts are a chunk of their own, loaded only with those pages.
const staff = (lang: 'en' | 'br') => new RegExp(`/assets/${lang}-staff-catalogue-[\\w-]+\\.js$`);

test('host and admin texts load only with host and admin pages, also on a switch to the other language', async ({
  page,
  baseURL,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  expect(scripts.some((path) => catalogue('en').test(path))).toBe(true);
  expect(scripts.some((path) => staff('en').test(path) || staff('br').test(path))).toBe(false);

  // A signed-in fan who is not a host yet: the host area's pages tell them how to apply.
  await logInPage(page, await register(baseURL as string, newPerson('staffcat')));
  await page.goto('/en/host/liveList');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  expect(scripts.some((path) => staff('en').test(path))).toBe(true);
  await expect(page.getByText('Host area', { exact: true })).toBeVisible();
  await expect(page.getByTestId('host-apply-link')).toBeVisible();

  // The switch is a client-side navigation: the page waits for both Portuguese parts, then reads in Portuguese.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const brStaff = page.waitForRequest((request) => staff('br').test(new URL(request.url()).pathname));
  await page.getByTestId('language-br').click();
  await brStaff;
  await expect(page).toHaveURL(/\/br\/host\/liveList$/);
  await expect(page.getByText('Área do apresentador', { exact: true })).toBeVisible();
  await expect(page.getByTestId('host-apply-link')).toBeVisible();
  await expect(page.getByText('Host area', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/^(host|admin)\./)).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

// Decision 0089: home's head loads only the texts its first screen draws; a page reached from home
// by a client-side navigation waits for the whole catalogue and reads in full, no key shows.
test("home loads its first screen's texts; a league page opened from it reads in full", async ({ page }) => {
  const html = await (await page.request.get('/en')).text();
  expect(html).toMatch(/\/assets\/en-first-catalogue-[\w-]+\.js/);
  expect(html).not.toMatch(/\/assets\/en-catalogue-[\w-]+\.js/);

  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('a[href="/en/schedule/league/1"]').first().click();
  await expect(page).toHaveURL(/\/en\/schedule\/league\/1$/);
  // 'league.season' is not in home's first-screen part.
  await expect(page.getByTestId('page-leagueDetail').getByRole('combobox', { name: 'Season' })).toBeVisible();
  await expect(page.getByTestId('page-leagueDetail')).not.toContainText('league.');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
