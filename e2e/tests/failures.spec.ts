// requirement errors: a transport failure shows the 'connect error!' toast; a code chunk that
// fails to load reloads the page once, at most once per 10 s per path.
import { startPlacarServer } from '../support/placar-server.ts';
import type { Route } from '@playwright/test';
import { expect, test } from '../support/test.ts';

test('a call cut off by the server going down shows the connect-error toast, and the page stays', async ({ page }) => {
  const server = await startPlacarServer({ SIMULATOR: 'off' });
  try {
    // What is held on its way is let go once the server has stopped, so it fails.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const goOnWhenDown = async (route: Route) => {
      await held;
      await route.continue().catch(() => undefined);
    };
    // The shell's overlays (mini-player, consent) come in a chunk fetched after hydration: held, it
    // fails too, as it did on a slow machine where the server stopped before it was fetched.
    await page.route('**/assets/shell-extras-*.js', goOnWhenDown);

    // The page syncs its clock with the server once it has hydrated.
    const firstSync = page.waitForResponse('**/api/system/time');
    await page.goto(`${server.url}/en/schedule/league`);
    expect((await firstSync).ok()).toBe(true);

    // The next server-time call is held on its way; the server stops; then the call goes on.
    let entered = () => {};
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    await page.route('**/api/system/time', async (route) => {
      entered();
      await goOnWhenDown(route);
    });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await inFlight;
    expect(await server.stop()).toBe(0);
    release();

    // One check of the toast (an alert, in red, with the message): it lasts 3 s, so three checks in a row
    // could find it gone on a slow machine.
    const toast = page
      .getByTestId('toast')
      .and(page.getByRole('alert'))
      .filter({ hasText: /connect error!/ });
    await expect(toast).toHaveAttribute('data-type', 'danger');
    await expect(toast).toBeHidden({ timeout: 8000 });
    // The page is still there: a chunk that failed to load did not put the error page in its place.
    await expect(page.locator('h1')).toHaveText('Leagues');
  } finally {
    await server.stop();
  }
});

test('a chunk that fails to load reloads the page once, then not again within 10 s', async ({ page }) => {
  // A reload can come before the first load event, so count document requests instead.
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  await page.route(/\/assets\/league-list-[^/]+\.js$/, (route) => route.abort('failed'));
  // The page that declines to reload marks <html data-chunk-reload="held">: wait for that, not for time to pass.
  const held = page.locator('html[data-chunk-reload="held"]');

  await page.goto('/en/schedule/league');
  await expect(held).toBeAttached({ timeout: 15_000 });
  expect(loads).toBe(2);
  const reloads = await page.evaluate(() => JSON.parse(sessionStorage.getItem('placar-chunk-reloads') ?? '{}'));
  expect(Object.keys(reloads)).toEqual(['/en/schedule/league']);
  await expect(page.locator('h1')).toHaveText('Leagues');

  // Once the last reload is older than 10 s (by the page's own clock), a failure reloads again.
  await page.evaluate(() =>
    sessionStorage.setItem('placar-chunk-reloads', JSON.stringify({ '/en/schedule/league': Date.now() - 11_000 })),
  );
  await page.reload();
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(4);
  await expect(held).toBeAttached({ timeout: 15_000 });
  expect(loads).toBe(4);

  // Another path has its own guard.
  await page.unroute(/\/assets\/league-list-[^/]+\.js$/);
  await page.goto('/en/schedule/today');
  await expect(page.locator('h1')).toHaveText('Schedule');
});
