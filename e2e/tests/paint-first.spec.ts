// Decision 0090: the page paints before its scripts are asked for. A fan who types and taps in
// the moment between the first paint and hydration loses nothing: here the scripts are held back
// until the fan has filled the login form and pressed "Log in", then let through.
import type { Browser, Page } from '@playwright/test';
import { newPerson, register } from '../support/people.ts';
import { expect, test } from '../support/test.ts';

/** Holds the entry chunk, which hydrates the page, until `release()`; `asked()` says the page asked for it. */
async function holdHydration(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { asked: () => asked, release: () => release() };
}

/** Fills the login form and presses "Log in" before hydration, then lets the scripts through: the fan lands on home. */
async function logInBeforeHydration(
  page: Page,
  hydration: Awaited<ReturnType<typeof holdHydration>>,
  person: { username: string; password: string },
) {
  await expect.poll(hydration.asked).toBe(true);
  await page.getByTestId('login-account').fill(person.username);
  await page.getByTestId('login-password').fill(person.password);
  await page.getByTestId('login-submit').click();
  // Not hydrated yet, and the form was not sent natively (the address did not change).
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/en/login');

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/user/login'));
  hydration.release();
  expect((await answer).ok()).toBe(true);
  await expect(page).toHaveURL(/\/en$/);
}

/** A registered fan in a fresh browser context, and the page errors its page reports. */
async function freshFan(browser: Browser, baseURL: string | undefined, tag: string) {
  const person = await register(baseURL ?? '', newPerson(tag));
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // A hydration mismatch (React error 418) would make React draw the page again and lose the typing.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { person, context, page, errors };
}

test('a fan who logs in before the page has hydrated is logged in, with what they typed', async ({
  browser,
  baseURL,
}) => {
  const { person, context, page, errors } = await freshFan(browser, baseURL, 'early');
  // The entry chunk is what hydrates the page: it waits until the form is sent.
  const hydration = await holdHydration(page);

  const html = await (await page.request.get('/en/login')).text();
  // No script is asked for by the HTML itself: no modulepreload links, and the module script waits for a paint.
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toContain('requestAnimationFrame');

  await page.goto('/en/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await logInBeforeHydration(page, hydration, person);
  expect(errors).toEqual([]);
  await context.close();
});

// The reset form sends the fan to the login page with history state the server never sees, and a
// reload keeps that state: the page must still hydrate as the server drew it (CI once lost a login here).
test('reloaded after a password reset, the login page says the password changed and keeps what was typed before hydration', async ({
  browser,
  baseURL,
}) => {
  const { person, context, page, errors } = await freshFan(browser, baseURL, 'reload');
  await page.goto('/en/login');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // What the reset form's navigate(…, { state }) leaves in the history entry.
  await page.evaluate(() => history.replaceState({ ...history.state, usr: { passwordReset: true } }, ''));
  await page.reload();
  await expect(page.getByTestId('login-reset-done')).toBeVisible();

  const hydration = await holdHydration(page);
  await page.reload();
  await logInBeforeHydration(page, hydration, person);
  expect(errors).toEqual([]);
  await context.close();
});

// CI once typed "sao paulo" before hydration and got no list: the search took the typed words at
// mount, then its "a new page closes the search" effect closed the list it had just opened.
test('words typed into the search before hydration open its list of results', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const hydration = await holdHydration(page);
  await page.goto('/en');
  await expect.poll(hydration.asked).toBe(true);
  await page.getByTestId('search-input').fill('sao paulo');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  hydration.release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const option = page.getByTestId('search-option').filter({ hasText: 'São Paulo' }).first();
  await expect(option).toHaveAttribute('data-group', 'teams');
  await expect(page.getByTestId('search-input')).toHaveAttribute('aria-expanded', 'true');
  await context.close();
});
