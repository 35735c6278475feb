// Issue 34 item 9, with the keyboard alone, in both languages: a skip link first; tab strips
// follow the arrow keys (WAI-ARIA tabs: one tab stop, Left/Right/Home/End); a focus ring that
// shows against the control and the surface behind it, on the green Log in button, the selected
// All tab and a text input; stars named for what they keep; the league's name is its page's h1;
// and no heading level is skipped on the main pages.
import type { Locator, Page } from '@playwright/test';
import { E2E_TIME_ZONE } from '../support/placar-server.ts';
import { expect, test } from '../support/test.ts';

test.use({ timezoneId: E2E_TIME_ZONE, viewport: { width: 1366, height: 768 } });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** WCAG's contrast ratio of two sRGB colours given as "rgb(r, g, b)" or "rgba(...)". */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

interface Ring {
  focusVisible: boolean;
  outline: { style: string; width: number; color: string };
  /** The band between the control and its outline (a box-shadow spread), if any. */
  gap: string | null;
  own: string;
  surface: string;
}

/** The focused element's ring as painted: its outline, the band inside it, the control's own colour and the surface behind. */
async function ringOf(page: Page): Promise<Ring> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    // Any CSS colour (Tailwind writes oklab) as rgba, through a canvas.
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const rgb = (color: string) => `rgb(${rgba(color).slice(0, 3).join(', ')})`;
    // The first fully painted background from the element up (a see-through one shows what is behind it).
    const opaque = (from: Element | null): string => {
      for (let node = from; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (rgba(color)[3] === 1) return rgb(color);
      }
      return rgb(getComputedStyle(document.documentElement).backgroundColor);
    };
    const band = /^(\w+\([^)]*\)) 0px 0px 0px (\d+)px/.exec(style.boxShadow);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: rgb(style.outlineColor) },
      gap: band && Number(band[2]) >= 2 && rgba(band[1]!)[3] === 1 ? rgb(band[1]!) : null,
      own: opaque(element),
      surface: opaque(element.parentElement),
    };
  });
}

/**
 * The ring shows: a solid outline of 2 px or more that stands out from the surface behind it
 * (3:1), and something between the control and that outline stands out from the control itself
 * (the outline, or a band inside it): a green ring beside a green button does not.
 */
async function expectVisibleRing(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  // Controls with `transition` fade their outline colour in: wait until it settles.
  await expect
    .poll(async () => {
      const ring = await ringOf(page);
      const inner = Math.max(contrast(ring.outline.color, ring.own), ring.gap ? contrast(ring.gap, ring.own) : 0);
      const outer = contrast(ring.outline.color, ring.surface);
      return ring.focusVisible && ring.outline.style === 'solid' && ring.outline.width >= 2 && inner >= 3 && outer >= 3
        ? 'visible'
        : JSON.stringify({ ...ring, inner, outer });
    })
    .toBe('visible');
}

/** Presses Tab until `target` has the focus (at most `limit` times): how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const lang of ['en', 'br'] as const) {
  test.describe(`${lang}`, () => {
    test('the first Tab reaches a skip link, which moves past the header to the content', async ({ page }) => {
      await open(page, `/${lang}`);
      await page.keyboard.press('Tab');
      const skip = page.getByTestId('skip-link');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expect(skip).toHaveText(lang === 'en' ? 'Skip to content' : 'Pular para o conteúdo');
      await expectVisibleRing(page, skip);
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      // The next Tab lands inside the content, not on the header's links.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    });

    test('home tabs: one tab stop; Right, Left, End and Home move and select; the ring shows on the selected tab', async ({
      page,
    }) => {
      await open(page, `/${lang}`);
      const strip = page.getByTestId('match-tabs');
      const tabs = strip.getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(2);
      await expect(strip.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
      const all = page.getByTestId('tab-all');
      await tabTo(page, all);
      await expect(all).toHaveAttribute('aria-selected', 'true');
      await expectVisibleRing(page, all);

      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
      await expect(all).toHaveAttribute('tabindex', '-1');
      await page.keyboard.press('End');
      await expect(tabs.nth(count - 1)).toBeFocused();
      await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tabs.first()).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(count - 1)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(all).toBeFocused();
      await expect(all).toHaveAttribute('aria-selected', 'true');
      await expectVisibleRing(page, all);
      // Leaving the strip, Tab goes on to what follows it, not to the next tab.
      await page.keyboard.press('Tab');
      expect(await strip.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    });

    test('a match: its tabs follow the arrows, its star names the match, and no heading level is skipped on any tab', async ({
      page,
    }) => {
      await open(page, `/${lang}`);
      const row = page.getByTestId('match-groups').getByTestId('match-row').first();
      const id = await row.getAttribute('data-match-id');
      const home = (await row.getByTestId('match-team-home').textContent())?.trim() ?? '';
      const away = (await row.getByTestId('match-team-away').textContent())?.trim() ?? '';
      const versus = lang === 'en' ? 'vs' : 'x';
      const add =
        lang === 'en'
          ? `Add ${home} ${versus} ${away} to favorites`
          : `Adicionar ${home} ${versus} ${away} aos favoritos`;
      await expect(row.getByTestId(`favorite-match-${id}`)).toHaveAccessibleName(add);

      await row.getByRole('link').click();
      await expect(page.getByTestId('match-header')).toBeVisible();
      await expect(page.getByTestId(`favorite-match-${id}`)).toHaveAccessibleName(add);
      const tabs = page.getByTestId('match-tabs').getByRole('tab');
      const selected = page.getByTestId('match-tabs').locator('[aria-selected="true"]');
      await tabTo(page, selected);
      await expectVisibleRing(page, selected);
      const count = await tabs.count();
      for (let index = 0; index < count; index += 1) {
        await expectHeadingsInOrder(page, `match tab ${index}`);
        await page.keyboard.press('ArrowRight');
      }
      await page.keyboard.press('End');
      await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    });

    test("a league: its h1 is the league's name, its tabs follow the arrows and its star names it", async ({
      page,
    }) => {
      await open(page, `/${lang}/schedule/league`);
      await page.getByRole('link', { name: 'Premier League' }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premier League');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const id = await page.getByTestId('page-leagueDetail').getAttribute('data-competition-id');
      await expect(page.getByTestId(`favorite-competition-${id}`)).toHaveAccessibleName(
        lang === 'en' ? 'Add Premier League to favorites' : 'Adicionar Premier League aos favoritos',
      );
      const fixtures = page.getByTestId('league-tab-fixtures');
      await tabTo(page, fixtures);
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('league-tab-table')).toBeFocused();
      await expect(page.getByTestId('league-tab-table')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('standings-table').first()).toBeVisible();
      await expectHeadingsInOrder(page, 'league table');
      await page.keyboard.press('End');
      await expect(page.getByTestId('league-tab-detail')).toHaveAttribute('aria-selected', 'true');
      await expectHeadingsInOrder(page, 'league detail');
    });

    test('log in by keyboard: the fields and the green button show their ring', async ({ page }) => {
      await open(page, `/${lang}/login`);
      const account = page.getByTestId('login-account');
      await tabTo(page, account);
      await expectVisibleRing(page, account);
      const submit = page.getByTestId('login-submit');
      await tabTo(page, submit);
      await expectVisibleRing(page, submit);
    });
  });
}

/** Headings on screen from the top: one h1 first, then never more than one level deeper than the one before. */
async function expectHeadingsInOrder(page: Page, where: string): Promise<void> {
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      // Hidden tab panels do not count; the sr-only h1 of a match page does.
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => `${heading.tagName}:${heading.textContent?.trim().slice(0, 30)}`),
  );
  const skipped = levels.filter((heading, index) => {
    const level = Number(heading[1]);
    return index === 0 ? level !== 1 : level > Number(levels[index - 1]![1]) + 1;
  });
  expect(skipped, `${where}: ${levels.join(' > ')}`).toEqual([]);
  expect(
    levels.filter((heading) => heading.startsWith('H1')),
    `${where}: one h1`,
  ).toHaveLength(1);
}

test('no heading level is skipped on the main pages, each with one h1', async ({ page }) => {
  await open(page, '/en');
  const match = await page
    .getByTestId('match-groups')
    .getByTestId('match-row')
    .first()
    .getByRole('link')
    .getAttribute('href');
  await open(page, match ?? '/en');
  const team = await page.locator('a[href*="/team/"]').first().getAttribute('href');
  for (const path of [
    '/en',
    '/br',
    '/en/schedule',
    '/en/schedule/league',
    match,
    team,
    '/en/me',
    '/en/login',
    '/en/register',
    '/en/resetpassword',
    '/about/about?lang=en',
    '/en/no/such/page',
  ]) {
    await open(page, path ?? '/en');
    await expectHeadingsInOrder(page, path ?? '');
  }
});
