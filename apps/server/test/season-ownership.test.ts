// Issue 35 item 1: a season has one source. What each writer may do with a season another owns,
// at the store itself, whatever the writer planned (decision 0115).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { competitions, matches, seasons } from '../src/db/schema.ts';
import { saveFixtures, saveFixturesCounted } from '../src/feed/fixtures.repository.ts';
import type { Fixture } from '../src/feed/provider.ts';
import { upsertReferenceData } from '../src/feed/reference/reference.repository.ts';
import { SeasonOwnedError } from '../src/feed/season-owner.ts';
import { createTestDatabase } from './test-database.ts';
import type { TestDatabase } from './test-database.ts';

const fixture = (ref: string, season: string, home = 'Flamengo', away = 'Santos', result = true): Fixture => ({
  externalRef: ref,
  competitionCode: 'bra.1',
  season: { name: season, startsOn: `${season}-04-01`, endsOn: `${season}-12-01` },
  round: 'Matchday 1',
  roundOrder: 1,
  kickoff: new Date(`${season}-04-05T19:00:00Z`),
  home: { code: home.toLowerCase(), nameEn: home },
  away: { code: away.toLowerCase(), nameEn: away },
  ...(result
    ? {
        result: {
          status: 8,
          home: { score: 2, periods: [], penalties: null },
          away: { score: 1, periods: [], penalties: null },
        },
      }
    : {}),
});

describe('who writes into a season', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await upsertReferenceData(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  const seasonOf = async (name: string) => {
    const [row] = await database.db
      .select({ id: seasons.id, source: seasons.source })
      .from(seasons)
      .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
      .where(and(eq(competitions.code, 'bra.1'), eq(seasons.name, name)));
    return row;
  };
  const refsIn = async (seasonId: number) =>
    (await database.db.select({ ref: matches.externalRef }).from(matches).where(eq(matches.seasonId, seasonId)))
      .map((row) => row.ref)
      .sort();

  it('gives a new season to its first writer', async () => {
    await saveFixtures(database.db, [fixture('openfootball:bra.1:2021:m1:flamengo:santos', '2021')]);
    await saveFixtures(database.db, [fixture('sim:bra.1:2022:1:1', '2022')]);
    await saveFixtures(database.db, [fixture('apif:900', '2023')]);
    expect((await seasonOf('2021'))?.source).toBe('openfootball');
    expect((await seasonOf('2022'))?.source).toBe('simulator');
    expect((await seasonOf('2023'))?.source).toBe('api-football');
  });

  it('never lets the simulator add, move or score a match in a real season', async () => {
    const real = await seasonOf('2021');
    const saved = await saveFixturesCounted(database.db, [
      fixture('sim:bra.1:2021:1:1', '2021', 'Palmeiras', 'Bahia'),
      fixture('sim:bra.1:2022:1:2', '2022', 'Palmeiras', 'Bahia'),
    ]);
    expect(saved.refused).toEqual([{ label: 'Brasileirão Série A 2021', owner: 'openfootball' }]);
    expect([...saved.matchIds.keys()]).toEqual(['sim:bra.1:2022:1:2']);
    expect(await refsIn(real?.id ?? 0)).toEqual(['openfootball:bra.1:2021:m1:flamengo:santos']);
  });

  it('lets a real source take a simulated season over, removing the simulated matches from it', async () => {
    const simulated = await seasonOf('2022');
    const saved = await saveFixturesCounted(database.db, [
      fixture('openfootball:bra.1:2022:m1:flamengo:santos', '2022'),
    ]);
    expect(saved.takenOver).toEqual([{ label: 'Brasileirão Série A 2022', removed: 2 }]);
    expect(await seasonOf('2022')).toEqual({ id: simulated?.id, source: 'openfootball' });
    expect(await refsIn(simulated?.id ?? 0)).toEqual(['openfootball:bra.1:2022:m1:flamengo:santos']);
  });

  it('refuses a real source a season another real source owns, by name, and writes nothing', async () => {
    const vendor = await seasonOf('2023');
    await expect(
      saveFixturesCounted(database.db, [fixture('openfootball:bra.1:2023:m1:flamengo:santos', '2023')]),
    ).rejects.toThrow(SeasonOwnedError);
    await expect(
      saveFixturesCounted(database.db, [fixture('openfootball:bra.1:2023:m1:flamengo:santos', '2023')]),
    ).rejects.toThrow(
      'Brasileirão Série A 2023 belongs to api-football: a season has one source, so nothing else writes into it',
    );
    expect(await refsIn(vendor?.id ?? 0)).toEqual(['apif:900']);
  });

  it('lets a fixture announced through the feed call join the season it names, as before', async () => {
    const real = await seasonOf('2021');
    await saveFixtures(database.db, [fixture('acme:1', '2021', 'Grêmio', 'Bahia', false)]);
    expect(await refsIn(real?.id ?? 0)).toEqual(['acme:1', 'openfootball:bra.1:2021:m1:flamengo:santos']);
    expect((await seasonOf('2021'))?.source).toBe('openfootball');
  });

  it('lets saves that create one season at the same moment all land in it', async () => {
    const refs = Array.from({ length: 8 }, (_, index) => `acme:2030:${index}`);
    await Promise.all(
      refs.map((ref, index) =>
        saveFixtures(database.db, [fixture(ref, '2030', `Home ${index}`, `Away ${index}`, false)]),
      ),
    );
    const season = await seasonOf('2030');
    expect(await refsIn(season?.id ?? 0)).toEqual(refs.sort());
  });

  it('moves a match stored under a former ref to its new one instead of adding it again', async () => {
    const real = await seasonOf('2021');
    await saveFixtures(database.db, [
      {
        ...fixture('openfootball:bra.1:2021:m1:flamengo-rj:santos', '2021'),
        formerRef: 'openfootball:bra.1:2021:m1:flamengo:santos',
      },
    ]);
    expect(await refsIn(real?.id ?? 0)).toEqual(['acme:1', 'openfootball:bra.1:2021:m1:flamengo-rj:santos']);
  });
});
