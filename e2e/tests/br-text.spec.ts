// Issue 10: a Portuguese page shows no English. Every route is rendered in br (with its tabs
// opened) and every text node, and every label a screen reader or a tooltip reads, is checked
// against the catalogues: a text found in the English one but not in the Portuguese one fails.
import type { Page } from '@playwright/test';
import { br } from '../../apps/web/app/i18n/br.ts';
import { brStaff } from '../../apps/web/app/i18n/br-staff.ts';
import { en } from '../../apps/web/app/i18n/en.ts';
import { enStaff } from '../../apps/web/app/i18n/en-staff.ts';
import { competition, results, shootOut, todayMatches } from '../support/demo-data.ts';
import { expect, test } from '../support/test.ts';

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

const NUMERIC = new Set(['n', 'count', 'round', 'position', 'size', 'seconds', 'step', 'year', 'id']);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Host and admin texts are a catalogue part of their own (decision 0082): both parts count.
const brTexts = new Set([...leaves(br), ...leaves(brStaff)]);
const englishOnly = [...leaves(en), ...leaves(enStaff)].filter((text) => !brTexts.has(text));
const literal = new Set(englishOnly.filter((text) => !text.includes('{{')));
/** Templates as patterns: a count is digits, other values anything; too little fixed text to tell apart is skipped. */
const patterns = englishOnly
  .filter((text) => text.includes('{{'))
  .flatMap((text) => {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
    const fixed = text.replace(/\{\{\w+\}\}/g, '').trim();
    const numeric = names.every((name) => NUMERIC.has(name));
    if (fixed.length < (numeric ? 1 : 4)) return [];
    const source = text
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (name === undefined) return escape(part);
        return NUMERIC.has(name) ? '\\d+' : '.+';
      })
      .join('');
    return [{ template: text, pattern: new RegExp(`^${source}$`) }];
  });

/** What a fan can read on the page: text nodes, and the labels, titles and placeholders (names, translate="no", aside). */
async function readable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      // Names (teams, the logo) are the same in every language: HTML's translate="no" says so.
      if (parent.closest('[translate="no"]')) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

function english(texts: string[]): string[] {
  return [...new Set(texts.filter((text) => literal.has(text) || patterns.some(({ pattern }) => pattern.test(text))))];
}

/**
 * The page shows what it will show: hydrated (the stored session read), nothing busy, no loading
 * text. Not networkidle: Playwright sees the SharedWorker's script request start on the page but
 * never its answer (that lands in the worker), so networkidle never comes on pages with live data.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText(/^Carregando/)).toHaveCount(0, { timeout: 60_000 });
}

async function check(page: Page, label: string, found: Map<string, string[]>): Promise<void> {
  await settled(page);
  const wrong = english(await readable(page));
  if (wrong.length > 0) found.set(label, wrong);
}

/** Visits each path, opens each listed tab, and gathers the English it reads. */
async function visit(
  page: Page,
  steps: { path: string; tabs?: string[]; then?: (page: Page) => Promise<void> }[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const step of steps) {
    await page.goto(step.path);
    await check(page, step.path, found);
    for (const tab of step.tabs ?? []) {
      await page.getByTestId(tab).click();
      await expect(page.getByTestId(tab)).toHaveAttribute('aria-selected', 'true');
      await check(page, `${step.path} ${tab}`, found);
    }
    if (step.then) {
      await step.then(page);
      await check(page, `${step.path} (then)`, found);
    }
  }
  return found;
}

test.describe('every route in br', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' });
  // Each test reads a dozen pages and their tabs: room for a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('the catalogues give the check something to find', () => {
    expect(literal.has('Half-time')).toBe(true);
    expect(patterns.some(({ pattern }) => pattern.test('Matchday 12'))).toBe(true);
    expect(patterns.some(({ pattern }) => pattern.test('Q3'))).toBe(true);
    expect(english(['Intervalo', 'Rodada 12', '3ºQ', 'FT', 'Round 4', 'Penalties 4-3'])).toEqual([
      'FT',
      'Round 4',
      'Penalties 4-3',
    ]);
  });

  test('home, schedule, search and the league list', async ({ page }) => {
    const found = await visit(page, [
      { path: '/br', tabs: ['tab-hot', 'tab-finish', 'tab-inplay', 'tab-upcoming', 'tab-all'] },
      { path: '/br/schedule' },
      { path: '/br/schedule/league' },
      {
        path: '/br',
        then: async (fan) => {
          await fan.getByTestId('search-input').fill('sao');
          await expect(fan.getByTestId('search-option').first()).toBeVisible();
        },
      },
    ]);
    expect(Object.fromEntries(found)).toEqual({});
  });

  test('league pages of football, a cup and basketball', async ({ page, baseURL }) => {
    const steps = [];
    for (const code of ['bra.1', 'uefa.cl', 'nba']) {
      const { id } = await competition(baseURL ?? '', code);
      steps.push({
        path: `/br/schedule/league/${id}`,
        tabs: ['league-tab-table', 'league-tab-detail', 'league-tab-fixtures'],
      });
    }
    const found = await visit(page, steps);
    expect(Object.fromEntries(found)).toEqual({});
  });

  test('match pages: finished, live, to come, a shoot-out, a basketball box score', async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    const today = await todayMatches(base, 'all', 'America/Sao_Paulo');
    const pick = (phase: string, sport: string) =>
      today.find((match) => match.status.phase === phase && match.sport === sport);
    const basketball = (await results(base, 'nba')).at(-1);
    const matches = [
      pick('finished', 'football'),
      pick('live', 'football'),
      pick('upcoming', 'football'),
      await shootOut(base),
      basketball,
    ];
    // A match to come has its preview and predicted line-ups; one under way or over, its commentary, line-ups and stats.
    const tabsOf = (phase: string) =>
      phase === 'upcoming'
        ? ['match-tab-lineups', 'match-tab-h2h', 'match-tab-preview']
        : ['match-tab-commentary', 'match-tab-lineups', 'match-tab-stats', 'match-tab-h2h', 'match-tab-timeline'];
    const steps = matches.flatMap((match) =>
      match ? [{ path: `/br/live/partida/${match.id}`, tabs: tabsOf(match.status.phase) }] : [],
    );
    expect(steps).toHaveLength(5);
    const found = await visit(page, steps);
    expect(Object.fromEntries(found)).toEqual({});
  });

  test('team pages, account pages, host pages, about pages and a 404', async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    const [football] = await todayMatches(base, 'all', 'America/Sao_Paulo');
    const basketball = (await results(base, 'nbb')).at(-1);
    const found = await visit(page, [
      { path: `/br/team/time/${football?.home.team.id}` },
      { path: `/br/team/time/${basketball?.away.team.id}` },
      { path: '/br/login' },
      { path: '/br/register' },
      { path: '/br/resetpassword' },
      { path: '/br/me' },
      { path: '/br/host/liveList' },
      { path: '/br/host/liveRoom/3' },
      { path: '/about/about?lang=br' },
      { path: '/about/privacy?lang=br' },
      { path: '/locationForbidden?lang=br' },
      { path: '/br/nao-existe' },
    ]);
    expect(Object.fromEntries(found)).toEqual({});
  });
});
