// requirement routes: the language prefix, the 404 page, and the pages without a prefix.
import { expect, test } from '../support/test.ts';

test('a two-letter language we do not offer falls back to en on the same page', async ({ page }) => {
  await page.goto('/es/schedule/league');
  await expect(page).toHaveURL(/\/en\/schedule\/league$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a path that matches no route shows the 404 page with the path', async ({ page }) => {
  const response = await page.goto('/en/no/such/page?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /en/no/such/page')).toBeVisible();

  const unknown = await page.goto('/definitely-not-a-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText('Page not found: /definitely-not-a-page')).toBeVisible();
});

test("a path that lacks its language keeps it whole, in the visitor's language (decision 0155)", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'pt-BR', baseURL });
  const page = await context.newPage();
  // A page without its prefix: the visitor's language before the whole path.
  await page.goto('/schedule/league');
  await expect(page).toHaveURL(/\/br\/schedule\/league$/);
  // "no" is a word here, not a language: nothing of the path is cut, and the 404 page speaks Portuguese.
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await context.close();
});

test('the browser language picks the first page when nothing is saved', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'pt-BR', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/br$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await context.close();
});

test('the location-forbidden page says so in English and in Portuguese', async ({ browser, baseURL }) => {
  const english = await browser.newContext({ locale: 'en-US', baseURL });
  const enPage = await english.newPage();
  await enPage.goto('/locationForbidden');
  await expect(
    enPage.getByText(
      'Dear valued customers, it is forbidden to access website from your location, we regret any inconvenience caused.',
    ),
  ).toBeVisible();
  await english.close();

  const portuguese = await browser.newContext({ locale: 'pt-BR', baseURL });
  const brPage = await portuguese.newPage();
  await brPage.goto('/locationForbidden');
  await expect(brPage.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(brPage.getByText(/localização/)).toBeVisible();
  await portuguese.close();
});
