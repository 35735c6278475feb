// Every route of requirement routes, in both languages, rendered on the server: with scripts
// off, the page heading, the language and the layout are already in the HTML.
import { br } from '../../apps/web/app/i18n/br.ts';
import { en } from '../../apps/web/app/i18n/en.ts';
import { expect, test } from '../support/test.ts';

type PageKey = keyof typeof en.pages;
type Layout = 'default' | 'login' | 'header';

const prefixed: { path: string; page: PageKey; layout: Layout }[] = [
  { path: '', page: 'home', layout: 'default' },
  { path: '/schedule/today', page: 'schedule', layout: 'default' },
  { path: '/schedule/20261122', page: 'schedule', layout: 'default' },
  { path: '/schedule/league', page: 'league', layout: 'default' },
  { path: '/schedule/league/1', page: 'leagueDetail', layout: 'default' },
  { path: '/live/flamengo-palmeiras/7', page: 'live', layout: 'default' },
  { path: '/login', page: 'login', layout: 'login' },
  { path: '/register', page: 'register', layout: 'login' },
  { path: '/resetpassword', page: 'resetpassword', layout: 'login' },
  { path: '/me', page: 'me', layout: 'default' },
  { path: '/host/liveList', page: 'hostLiveList', layout: 'default' },
  { path: '/host/liveDetails', page: 'hostLiveDetails', layout: 'default' },
  { path: '/host/liveSet/title', page: 'hostLiveSet', layout: 'default' },
  { path: '/host/preview', page: 'hostPreview', layout: 'default' },
  { path: '/host/liveRoom/3', page: 'hostLiveRoom', layout: 'header' },
];

const layoutMarker: Record<Layout, string> = { default: 'main-nav', login: 'login-card', header: 'back-button' };
const catalogues = { en, br } as const;
const htmlLang = { en: 'en', br: 'pt-BR' } as const;

test.use({ javaScriptEnabled: false });

for (const lang of ['en', 'br'] as const) {
  for (const route of prefixed) {
    test(`/${lang}${route.path} is rendered on the server`, async ({ page }) => {
      const response = await page.goto(`/${lang}${route.path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]);
      await expect(page.getByTestId(layoutMarker[route.layout])).toHaveCount(1);
      if (route.page === 'live') {
        // A match page says what the match is (result, live score or kick-off), never a generic "Live match".
        await expect(page.locator('h1')).toHaveText(/\S.* (\d+-\d+|vs|x) .*\S/);
        await expect(page).toHaveTitle(`${await page.locator('h1').textContent()} | Placar`);
      } else if (route.page === 'leagueDetail') {
        // A league's page is headed by the league's name (issue 34), the name its title carries.
        await expect(page.locator('h1')).toHaveText(/\S/);
        expect(await page.title()).toContain((await page.locator('h1').textContent()) ?? '');
      } else {
        await expect(page.locator('h1')).toHaveText(catalogues[lang].pages[route.page].heading);
        await expect(page).toHaveTitle(new RegExp(catalogues[lang].meta[route.page].title.replace(/[()]/g, '\\$&')));
      }
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname));
      expect(alternates).toEqual(expect.arrayContaining([`/en${route.path}`, `/br${route.path}`]));
    });
  }
}

// A room as viewers see it is headed by its own title; the demo room is open on every simulated server.
for (const lang of ['en', 'br'] as const) {
  test(`/${lang}/host/liveUserRoom/{id} is rendered on the server with the room's title`, async ({ page, baseURL }) => {
    const rooms = (await (await fetch(`${baseURL}/api/live/list`)).json()) as {
      data: { list: { id: number; title: string; host: { name: string } }[] };
    };
    const room = rooms.data.list[0];
    expect(room, 'the demo room').toBeDefined();
    const response = await page.goto(`/${lang}/host/liveUserRoom/${room!.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]);
    await expect(page.locator('h1')).toHaveText(room!.title);
    await expect(page.getByTestId(layoutMarker.header)).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`${catalogues[lang].meta.hostLiveUserRoom.title} · `));
    await expect(page.getByTestId('room-host-name')).toHaveText(room!.host.name);
  });
}

test('a room or a host setting that does not exist is a 404', async ({ page }) => {
  expect((await page.goto('/en/host/liveUserRoom/99999'))?.status()).toBe(404);
  expect((await page.goto('/en/host/liveSet/football'))?.status()).toBe(404);
});

for (const name of ['about', 'terms', 'privacy', 'contact'] as const) {
  test(`/about/${name} is a static page in the visitor's language`, async ({ browser, baseURL }) => {
    for (const [locale, lang] of [
      ['en-US', 'en'],
      ['pt-BR', 'br'],
    ] as const) {
      const context = await browser.newContext({ baseURL, locale, javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(`/about/${name}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(catalogues[lang].about[name].title);
      // The tab says which page it is in words, not its slug ("About · terms").
      const catalogue = catalogues[lang];
      await expect(page).toHaveTitle(
        `${catalogue.meta.about.title} · ${catalogue.about[name].title} | ${catalogue.app.name}`,
      );
      await context.close();
    }
  });
}

test('an about page that does not exist is a 404', async ({ page }) => {
  const response = await page.goto('/about/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toContainText('Page Not Found');
});

test('a route whose id fails validation is a 404 "Page Not Found"', async ({ page }) => {
  const response = await page.goto('/en/schedule/league/not-a-number');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.locator('h1')).toHaveText('Page Not Found');
});

test('the head carries the favicon and the site-verification meta tag', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  const icon = await page.request.get(href ?? '/missing');
  expect(icon.ok()).toBe(true);
  await expect(page.locator('meta[name="google-site-verification"]')).toHaveAttribute('content', /.+/);
});
