// Issue 3: the same match shows the right local kickoff in each visitor's zone, on the days
// around a DST change (Europe left summer time on 2025-10-26 at 03:00 CEST).
import { fileURLToPath } from 'node:url';
import { importOpenfootball, newDataDir, startPlacarServer } from '../support/placar-server.ts';
import type { PlacarServer } from '../support/placar-server.ts';
import { expect, test } from '../support/test.ts';

const bundesliga = fileURLToPath(new URL('../../apps/server/test/fixtures/openfootball/2025-26_de.1.json', import.meta.url));

// Kicked off at 15:30 Berlin time: 13:30 UTC on the 25th (CEST), 14:30 UTC on the 26th (CET).
const kickoffs = [
  { home: 'Eintracht Frankfurt', away: 'FC St. Pauli 1910', day: '2025-10-25', local: { 'America/Sao_Paulo': '10:30', 'Europe/London': '14:30', 'Asia/Tokyo': '22:30' } },
  { home: 'Bayer 04 Leverkusen', away: 'SC Freiburg', day: '2025-10-26', local: { 'America/Sao_Paulo': '11:30', 'Europe/London': '14:30', 'Asia/Tokyo': '23:30' } },
] as const;

let server: PlacarServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = newDataDir();
  importOpenfootball(dataDir, bundesliga);
  server = await startPlacarServer({ SIMULATOR: 'off' }, dataDir);
});

test.afterAll(async () => {
  await server?.stop();
});

async function matchId(home: string, away: string, day: string): Promise<number> {
  const response = await fetch(`${server.url}/api/schedule/list?date=${day}&limit=500`, { headers: { tz: 'Europe/Berlin' } });
  const body = (await response.json()) as { data: { list: { id: number; home: { team: { name: string } }; away: { team: { name: string } } }[] } };
  const match = body.data.list.find((entry) => entry.home.team.name === home && entry.away.team.name === away);
  if (!match) throw new Error(`no ${home} - ${away} on ${day}`);
  return match.id;
}

for (const zone of ['America/Sao_Paulo', 'Europe/London', 'Asia/Tokyo'] as const) {
  test(`kickoffs around the DST change read right in ${zone}`, async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: zone, locale: 'en-GB', baseURL: server.url });
    const page = await context.newPage();
    for (const kickoff of kickoffs) {
      const id = await matchId(kickoff.home, kickoff.away, kickoff.day);
      await page.goto(`/en/live/match/${id}`);
      await expect(page.getByTestId('match-header')).toBeVisible();
      // Played matches show their score, and when they were played underneath.
      await expect(page.getByTestId('match-header').getByTestId('match-when')).toContainText(kickoff.local[zone]);
    }
    await context.close();
  });
}
