// Issue 34 items 1 and 2, on a phone (412x915, touch) and a desktop (1366x768), in both languages:
// the whole match row opens the match (a team's name too), its star is a 44 px target of its own,
// and every grouped list puts live competitions first, then favourites, then the visitor's
// country's (a São Paulo browser: Brazil's), then the rest (decisions 0135, 0136).
import type { Browser, Locator, Page } from '@playwright/test';
import { todayMatches } from '../support/demo-data.ts';
import { E2E_TIME_ZONE } from '../support/placar-server.ts';
import { expect, test } from '../support/test.ts';

const DEVICES = {
  phone: { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 768 } },
} as const;
type Device = keyof typeof DEVICES;

async function open(browser: Browser, baseURL: string | undefined, device: Device, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: E2E_TIME_ZONE, ...DEVICES[device] });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  return page;
}

/** A tap on a phone, a click on a desktop, at the middle of the element. */
const press = (device: Device, target: Locator) => (device === 'phone' ? target.tap() : target.click());

/**
 * A tap or click where a team's name is painted, as a thumb does: the row's link covers the name,
 * so Playwright's own click on the name would refuse ("intercepts pointer events"), which is the
 * point. Scrolled to the middle of the screen first, clear of the sticky header.
 */
async function pressNameOf(page: Page, device: Device, name: Locator): Promise<void> {
  await name.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await name.boundingBox();
  if (!box) throw new Error('the name is not on the screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await (device === 'phone' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
}

/** The groups of the whole list, once it has all come: whether each is live, and whether it is Brazil's. */
async function groupOrder(page: Page): Promise<{ live: boolean; home: boolean; id: string }[]> {
  await expect(page.getByTestId('match-groups')).toHaveAttribute('data-complete', 'true');
  return page.getByTestId('competition-group').evaluateAll((groups) =>
    groups.map((group) => ({
      live: group.getAttribute('data-live') === 'true',
      home: group.getAttribute('data-country') === 'BR',
      id: group.getAttribute('data-competition-id') ?? '',
    })),
  );
}

/** Live before the rest; within each, Brazil's before the others. */
function isVisitorOrder(groups: { live: boolean; home: boolean }[]): boolean {
  const rank = (group: { live: boolean; home: boolean }) => (group.live ? 0 : 2) + (group.home ? 0 : 1);
  return groups.every((group, index) => index === 0 || rank(groups[index - 1]!) <= rank(group));
}

for (const device of ['phone', 'desktop'] as const) {
  for (const lang of ['en', 'br'] as const) {
    test.describe(`${lang} on a ${device}`, () => {
      test('a team name inside a match row opens the match; the star is its own 44 px target', async ({
        browser,
        baseURL,
      }) => {
        const page = await open(browser, baseURL, device, `/${lang}`);
        const id = await page
          .getByTestId('match-groups')
          .locator('[data-testid="match-row"][data-phase="upcoming"]')
          .first()
          .getAttribute('data-match-id');
        // By its id: the star below moves its competition up the list (a favourite).
        const row = page.getByTestId('match-groups').locator(`[data-testid="match-row"][data-match-id="${id}"]`);
        const home = (await row.getByTestId('match-team-home').textContent()) ?? '';
        const away = (await row.getByTestId('match-team-away').textContent()) ?? '';
        // One link per row, named for the match; the star is a button beside it, not inside it.
        const links = row.getByRole('link');
        await expect(links).toHaveCount(1);
        await expect(links).toHaveAccessibleName(new RegExp(`^${home} (vs|x) ${away}, `));
        await expect(links.locator('button')).toHaveCount(0);

        const star = row.getByTestId(`favorite-match-${id}`);
        const box = await star.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
        const before = page.url();
        await press(device, star);
        await expect(star).toHaveAttribute('aria-pressed', 'true');
        expect(page.url()).toBe(before);

        await pressNameOf(page, device, row.getByTestId('match-team-away'));
        await expect(page).toHaveURL(new RegExp(`/${lang}/live/[a-z0-9-]+/${id}$`));
        // The team's page stays one tap away, from the match page's header.
        await press(device, page.getByTestId('match-header').getByTestId('team-link-home'));
        await expect(page).toHaveURL(new RegExp(`/${lang}/team/[a-z0-9-]+/\\d+$`));
        await expect(page.getByTestId('team-name')).toHaveText(home);

        // The team page's own lists: a name there opens its match too.
        const next = page.getByTestId('team-next-list').getByTestId('match-row').first();
        const nextId = await next.getAttribute('data-match-id');
        await pressNameOf(page, device, next.getByTestId('match-team-home'));
        await expect(page).toHaveURL(new RegExp(`/${lang}/live/[a-z0-9-]+/${nextId}$`));
        await page.context().close();
      });

      test("home and the schedule open on live competitions, then Brazil's; a starred competition comes next", async ({
        browser,
        baseURL,
      }) => {
        expect(
          (await todayMatches(baseURL ?? '', 'inplay', E2E_TIME_ZONE)).length,
          'the pinned clock has live matches',
        ).toBeGreaterThan(0);
        const page = await open(browser, baseURL, device, `/${lang}`);
        // The first group drawn, by the server, before anything else arrives: a live one.
        await expect(page.getByTestId('competition-group').first()).toHaveAttribute('data-live', 'true');
        const homeGroups = await groupOrder(page);
        expect(isVisitorOrder(homeGroups), JSON.stringify(homeGroups)).toBe(true);

        // A star on the last competition, neither live nor Brazil's, moves it up to follow the live ones.
        const last = homeGroups.filter((group) => !group.live).at(-1);
        expect(last, 'a competition that is not live').toBeDefined();
        await press(device, page.getByTestId(`favorite-competition-${last?.id}`));
        const firstNotLive = page.locator('[data-testid="competition-group"][data-live="false"]').first();
        await expect(firstNotLive).toHaveAttribute('data-competition-id', last?.id ?? '');

        await page.goto(`/${lang}/schedule/today`);
        await expect(page.getByTestId('competition-group').first()).toHaveAttribute('data-live', 'true');
        const scheduleGroups = await groupOrder(page);
        // The same order as home: live first, then the favourite, then Brazil's.
        expect(scheduleGroups.filter((group) => !group.live)[0]?.id).toBe(last?.id);
        expect(
          isVisitorOrder(scheduleGroups.filter((group) => group.id !== last?.id)),
          JSON.stringify(scheduleGroups),
        ).toBe(true);
        await page.context().close();
      });
    });
  }
}
