// A fan turns the start and goal alerts of each favorite on and off on /me, and the account keeps them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { competition, todayMatches } from '../support/demo-data.ts';
import { call, logInPage, newPerson, register } from '../support/people.ts';
import { expect, test } from '../support/test.ts';

type Alert = { kind: string; id: number; notifyStart: boolean; notifyGoals: boolean };
const SHOTS = process.env.SHOTS_DIR;

const alertsOf = async (baseURL: string, token: string) =>
  (await call<{ alerts: Alert[] }>(baseURL, '/schedule/loveSettingList', {}, token, 'GET')).alerts;

/** Clicks a switch and waits for the account to answer. */
async function flip(page: Page, testId: string) {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/schedule/love'));
  // The switch's label is what a fan taps (the input itself is visually hidden).
  await page.getByTestId(testId).locator('xpath=..').click();
  expect((await saved).ok()).toBe(true);
}

test('a fan turns goal alerts on for a team and start alerts off for a league on /me, and they stay after a reload', async ({
  page,
  baseURL,
}) => {
  const url = baseURL!;
  const fan = await register(url, newPerson('alerts'));
  const league = await competition(url, 'bra.1');
  const [match] = await todayMatches(url);
  expect(match, 'a match today in the demo data').toBeTruthy();
  const team = match!.home.team;
  for (const favorite of [
    { kind: 'competition', id: league.id },
    { kind: 'team', id: team.id },
    { kind: 'match', id: match!.id },
  ]) {
    await call(url, '/schedule/love', { ...favorite, loved: true }, fan.token);
  }

  await logInPage(page, fan);
  await page.goto('/en/me');
  const teamRow = page.getByTestId(`favorite-alert-team-${team.id}`);
  await expect(teamRow).toContainText(team.name);
  await expect(page.getByTestId(`favorite-alert-match-${match!.id}`)).toContainText(
    `${match!.home.team.name} x ${match!.away.team.name}`,
  );
  // A new favorite tells its start and keeps quiet on goals until asked.
  await expect(page.getByTestId(`favorite-alert-team-${team.id}-start`)).toBeChecked();
  await expect(page.getByTestId(`favorite-alert-team-${team.id}-goals`)).not.toBeChecked();

  await flip(page, `favorite-alert-team-${team.id}-goals`);
  await flip(page, `favorite-alert-competition-${league.id}-start`);
  await expect(page.getByTestId(`favorite-alert-team-${team.id}-goals`)).toBeChecked();
  await expect(page.getByTestId(`favorite-alert-competition-${league.id}-start`)).not.toBeChecked();

  await page.reload();
  await expect(page.getByTestId(`favorite-alert-team-${team.id}-goals`)).toBeChecked();
  await expect(page.getByTestId(`favorite-alert-competition-${league.id}-start`)).not.toBeChecked();
  await expect(page.getByTestId(`favorite-alert-match-${match!.id}-goals`)).not.toBeChecked();
  // Still favorites, with only the switches changed.
  const alerts = await alertsOf(url, fan.token);
  expect(alerts).toContainEqual({ kind: 'team', id: team.id, notifyStart: true, notifyGoals: true });
  expect(alerts).toContainEqual({ kind: 'competition', id: league.id, notifyStart: false, notifyGoals: false });
  expect(alerts).toContainEqual({ kind: 'match', id: match!.id, notifyStart: true, notifyGoals: false });

  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    for (const lang of ['en', 'br'] as const) {
      for (const [device, viewport] of [
        ['phone', { width: 390, height: 844 }],
        ['desktop', { width: 1366, height: 768 }],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`/${lang}/me`);
        await expect(page.getByTestId(`favorite-alert-team-${team.id}-goals`)).toBeChecked();
        await page
          .getByTestId('me-favorite-alerts')
          .screenshot({ path: join(SHOTS, `favorite-alerts-${device}-${lang}.png`) });
      }
    }
  }
});
