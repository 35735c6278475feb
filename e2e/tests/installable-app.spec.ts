// Issue 34 item 10: Placar installs as an app (manifest, icons, a service worker that controls
// the page), keeps the last schedule for offline, and shows a pushed alert with the match's link.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

test.use({ serviceWorkers: 'allow' });

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Waits until the page is controlled by an activated service worker; its script URL. */
async function controlledBy(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    // ready resolves once a worker is active, which may still be activating.
    if (worker && worker.state !== 'activated')
      await new Promise((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(undefined)),
      );
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    return `${registration.active?.state} ${navigator.serviceWorker.controller?.scriptURL}`;
  });
}

for (const lang of ['en', 'br'] as const) {
  test(`${lang}: the manifest, its icons and an activated service worker make the site installable`, async ({
    page,
    baseURL,
    request,
  }) => {
    await page.goto(`/${lang}`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/manifest-${lang}.webmanifest`);
    const manifest = (await (await request.get(href!)).json()) as Manifest;
    expect(manifest).toMatchObject({
      id: `/${lang}`,
      short_name: 'Placar',
      start_url: `/${lang}`,
      scope: '/',
      display: 'standalone',
      theme_color: '#070b11',
      background_color: '#070b11',
    });
    expect(manifest.name).toBe(
      lang === 'en' ? 'Placar: live scores and streams' : 'Placar: placares e transmissões ao vivo',
    );
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = manifest.icons.find((entry) => entry.sizes === sizes && entry.purpose === purpose);
      expect(icon, `${sizes} ${purpose} icon`).toBeTruthy();
      const file = await request.get(icon!.src);
      expect(file.headers()['content-type']).toBe('image/png');
      // The PNG's own width and height (IHDR) are the size the manifest names.
      const png = await file.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
    }
    expect(await controlledBy(page)).toBe(`activated ${baseURL}/sw.js`);
  });
}

// Chromium's own installability check, the one behind its install prompt. Playwright's contexts
// are off the record, which Chromium never installs from ("in-incognito"): this one has a profile.
test('Chromium finds no installability error on home, in either language', async ({ playwright, baseURL }) => {
  const profile = await mkdtemp(join(tmpdir(), 'placar-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    baseURL: baseURL!,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const lang of ['en', 'br']) {
      await page.goto(`/${lang}`);
      await controlledBy(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, lang).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect([url, errors]).toEqual([`${baseURL}/manifest-${lang}.webmanifest`, []]);
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the schedule reloads offline as last seen, saying it is offline and when it was last updated', async ({
  page,
  context,
}) => {
  await page.goto('/en/schedule');
  await controlledBy(page);
  // This load goes through the worker, which keeps the page and the code it loads.
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const rows = page.getByTestId('match-row');
  await expect(rows.first()).toBeVisible();
  // The rows by match: a live clock keeps running from its last kick-off time, so their text moves on.
  const matchIds = () => rows.evaluateAll((shown) => shown.map((row) => row.getAttribute('data-match-id')));
  const seen = await matchIds();
  expect(seen.length).toBeGreaterThan(0);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByTestId('offline-notice')).toHaveText(/^Offline: last updated \d{2}:\d{2}$/);
    expect(await matchIds()).toEqual(seen);
    // A page it never kept is not made up: the browser's own offline error.
    await expect(page.goto('/en/schedule/league')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  } finally {
    await context.setOffline(false);
  }
});

/** The registration id Chromium gives the site's worker, from the ServiceWorker domain's events. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a pushed goal shows a notification carrying the match page to open', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.goto('/br');
  await controlledBy(page);
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp, origin);
  const notice = {
    title: 'Gol! Santos 1-0 Gremio',
    body: 'Brasileirão',
    url: '/br/live/santos-vs-gremio/1',
    tag: 'favoriteGoal:/live/santos-vs-gremio/1',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(notice) });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          tag: shown.tag,
          url: (shown.data as { url: string }).url,
        })),
      ),
    )
    .toEqual([{ title: notice.title, body: notice.body, tag: notice.tag, url: notice.url }]);
});
