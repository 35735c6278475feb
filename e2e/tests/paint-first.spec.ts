// Decision 0090: the page paints before its scripts are asked for. A fan who types and taps in
// the moment between the first paint and hydration loses nothing: here the scripts are held back
// until the fan has filled the login form and pressed "Log in", then let through.
import { newPerson, register } from '../support/people.ts';
import { expect, test } from '../support/test.ts';

test('a fan who logs in before the page has hydrated is logged in, with what they typed', async ({ browser, baseURL }) => {
  const person = await register(baseURL ?? '', newPerson('early'));
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // A hydration mismatch (React error 418) would make React draw the page again and lose the typing.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  // The entry chunk is what hydrates the page: it waits until the form is sent.
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });

  const html = await (await page.request.get('/en/login')).text();
  // No script is asked for by the HTML itself: no modulepreload links, and the module script waits for a paint.
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toContain('requestAnimationFrame');

  await page.goto('/en/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => asked).toBe(true);
  await page.getByTestId('login-account').fill(person.username);
  await page.getByTestId('login-password').fill(person.password);
  await page.getByTestId('login-submit').click();
  // Not hydrated yet, and the form was not sent natively (the address did not change).
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/en/login');

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/user/login'));
  release();
  expect((await answer).ok()).toBe(true);
  await expect(page).toHaveURL(/\/en$/);
  expect(errors).toEqual([]);
  await context.close();
});
