// Issue 33, items 1 and 2: a live football match page shows both line-ups in a formation with a
// substitution; tapping a player opens the player page, whose figures are the sums over the
// player's matches as the line-ups API tells them. Phone and desktop, en and br.
import type { Page } from '@playwright/test';
import { serverNow, todayMatches } from '../support/demo-data.ts';
import { expect, test } from '../support/test.ts';

const DEVICES = {
  phone: { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 768 } },
} as const;

interface Tally {
  minutes: number;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
}
interface LineupPlayer {
  id: number | null;
  name: string;
  on: number | null;
  off: number | null;
  tally: Tally;
}
interface TeamLineup {
  formation: string | null;
  starters: LineupPlayer[];
  bench: LineupPlayer[];
}
interface Lineups {
  state: string;
  home: TeamLineup;
  away: TeamLineup;
}
interface PlayerPage {
  player: { id: number; name: string };
  matches: { match: { id: number; status: { phase: string } } }[];
}

async function api<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`);
  const answer = (await response.json()) as { code: number; data: T };
  if (answer.code !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

const lineupsOf = (baseURL: string, id: number) => api<Lineups>(baseURL, `/players/lineups?id=${id}`);

/** A live football match one of whose substitutes has come on, and that substitute. */
async function liveMatchWithSubstitution(baseURL: string): Promise<{ matchId: number; player: LineupPlayer }> {
  const live = (await todayMatches(baseURL, 'inplay')).filter((match) => match.sport === 'football');
  for (const match of live) {
    const lineups = await lineupsOf(baseURL, match.id);
    const player = [...lineups.home.bench, ...lineups.away.bench].find(
      (entry) => entry.on !== null && entry.id !== null,
    );
    if (player) return { matchId: match.id, player };
  }
  throw new Error(`none of the ${live.length} live football matches has had a substitution`);
}

/** The season figures as the line-ups API tells each finished match of the player's: appearances and sums. */
async function sumsFromLineups(baseURL: string, playerId: number): Promise<Record<string, number>> {
  const page = await api<PlayerPage>(baseURL, `/players/detail?id=${playerId}`);
  const sums = { appearances: 0, minutes: 0, goals: 0, assists: 0, yellowCards: 0, redCards: 0 };
  for (const { match } of page.matches.filter((entry) => entry.match.status.phase === 'finished')) {
    const lineups = await lineupsOf(baseURL, match.id);
    const started = [...lineups.home.starters, ...lineups.away.starters].find((entry) => entry.id === playerId);
    const cameOn = [...lineups.home.bench, ...lineups.away.bench].find(
      (entry) => entry.id === playerId && entry.on !== null,
    );
    const entry = started ?? cameOn;
    if (!entry) continue;
    sums.appearances += 1;
    for (const key of ['minutes', 'goals', 'assists', 'yellowCards', 'redCards'] as const)
      sums[key] += entry.tally[key];
  }
  return sums;
}

async function shownFigures(page: Page): Promise<Record<string, number>> {
  const figures = page.getByTestId('player-figure');
  await expect(figures.first()).toBeVisible();
  const entries = await figures.evaluateAll((elements) =>
    elements.map(
      (element) => [element.getAttribute('data-figure') ?? '', Number(element.getAttribute('data-value'))] as const,
    ),
  );
  return Object.fromEntries(entries);
}

for (const [device, options] of Object.entries(DEVICES)) {
  for (const lang of ['en', 'br'] as const) {
    test(`${device} ${lang}: a live match's line-ups in formation with a substitution, and a tapped player's page adds up`, async ({
      browser,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      const { matchId, player } = await liveMatchWithSubstitution(base);
      const context = await browser.newContext({ baseURL, ...options });
      const page = await context.newPage();
      await page.goto(`/${lang}/live/match/${matchId}`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
      const tab = page.getByTestId('match-tab-lineups');
      await (device === 'phone' ? tab.tap() : tab.click());
      const lineups = page.getByTestId('match-lineups');
      await expect(lineups).toBeVisible();
      await expect(lineups).toHaveAttribute('data-state', 'confirmed');
      await expect(page.getByTestId('lineups-state')).toHaveText(
        lang === 'br' ? 'Escalações confirmadas' : 'Confirmed line-ups',
      );
      // Two elevens on the pitch, each in a formation.
      const halves = page.getByTestId('lineup-half');
      await expect(halves).toHaveCount(2);
      for (const half of await halves.all()) {
        await expect(half).toHaveAttribute('data-formation', /^\d-\d-\d(-\d)?$/);
        await expect(half.getByTestId('lineup-starter')).toHaveCount(11);
      }
      await expect(page.getByTestId('lineup-team')).toHaveCount(2);
      // The substitution: the substitute on the bench marked on at its minute, someone on the pitch marked off.
      const benchRow = page.locator(`[data-testid="lineup-bench-player"][data-player-id="${player.id}"]`);
      await expect(benchRow.getByTestId('lineup-sub-on')).toHaveText(`▲${player.on}'`);
      await expect(page.getByTestId('lineup-pitch').getByTestId('lineup-sub-off').first()).toBeVisible();

      const link = benchRow.getByTestId('player-link');
      await link.scrollIntoViewIfNeeded();
      await (device === 'phone' ? link.tap() : link.click());
      await expect(page).toHaveURL(new RegExp(`/${lang}/player/[a-z0-9-]+/${player.id}$`));
      await expect(page.getByTestId('player-name')).toHaveText(player.name);
      // A match may end while the test reads: the figures and the sums are read again until they agree.
      await expect(async () => {
        await page.reload();
        const [shown, sums] = await Promise.all([shownFigures(page), sumsFromLineups(base, player.id ?? 0)]);
        expect(shown).toEqual(sums);
      }).toPass({ timeout: 60_000 });
      expect((await shownFigures(page)).appearances).toBeGreaterThan(0);
      // The live match is among the player's matches and opens the match page.
      await expect(page.locator(`[data-testid="player-match"][data-match-id="${matchId}"]`)).toBeVisible();
      await context.close();
    });
  }
}

test('a wrong slug redirects to the right one; an unknown or huge id is the 404 page', async ({ page, baseURL }) => {
  const { player } = await liveMatchWithSubstitution(baseURL ?? '');
  await page.goto(`/en/player/not-the-name/${player.id}`);
  await expect(page).toHaveURL(new RegExp(`/en/player/(?!not-the-name)[a-z0-9-]+/${player.id}$`));
  await expect(page.getByTestId('player-name')).toHaveText(player.name);
  for (const id of ['2147483647', '99999999999999']) {
    const response = await page.goto(`/en/player/nobody/${id}`);
    expect(response?.status(), id).toBe(404);
  }
});

test('an upcoming match more than an hour away shows its predicted line-ups, marked as such', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const now = await serverNow(base);
  const upcoming = (await todayMatches(base, 'upcoming')).find(
    (match) => match.sport === 'football' && Date.parse(match.kickoff) > now + 2 * 3_600_000,
  );
  if (!upcoming) throw new Error('no football match today more than two hours away');
  await page.goto(`/br/live/match/${upcoming.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
  await page.getByTestId('match-tab-lineups').click();
  await expect(page.getByTestId('match-lineups')).toHaveAttribute('data-state', 'predicted');
  await expect(page.getByTestId('lineups-state')).toContainText('Prováveis escalações');
  for (const half of await page.getByTestId('lineup-half').all())
    await expect(half.getByTestId('lineup-starter')).toHaveCount(11);
  // Nobody has played yet: no one came on or went off.
  await expect(page.getByTestId('lineup-sub-on')).toHaveCount(0);
  await expect(page.getByTestId('lineup-sub-off')).toHaveCount(0);
});
