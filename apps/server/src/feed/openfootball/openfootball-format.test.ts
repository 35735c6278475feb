import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { matches, teams } from '../../db/schema.ts';
import { saveFixtures } from '../fixtures.repository.ts';
import { upsertReferenceData } from '../reference/reference.repository.ts';
import { describeFile, ImportError, parseOpenfootball } from './openfootball-format.ts';
import { zonedTimeToUtc } from './zoned-time.ts';

// Real openfootball files kept as the project's own fixtures (test/fixtures/openfootball/README.md).
const DATA = fileURLToPath(new URL('../../../test/fixtures/openfootball/', import.meta.url));
const load = async (name: string) => parseOpenfootball(name, await readFile(`${DATA}${name}`, 'utf8'));

describe('openfootball files', () => {
  it("name the competition and season, in openfootball's own layout and flat", () => {
    expect(describeFile('/clone/2025/br.1.json')).toEqual({ competitionCode: 'bra.1', season: '2025' });
    expect(describeFile('/clone/2024-25/es.1.json')).toEqual({ competitionCode: 'esp.1', season: '2024/25' });
    expect(describeFile('/x/2024-25_es.1.json')).toEqual({ competitionCode: 'esp.1', season: '2024/25' });
    expect(describeFile('2025_br.1.json')).toEqual({ competitionCode: 'bra.1', season: '2025' });
    expect(describeFile('2025-26_de.1.json')).toEqual({ competitionCode: 'ger.1', season: '2025/26' });
    expect(describeFile('1999-00/pt.1.json')).toEqual({ competitionCode: 'por.1', season: '1999/00' });
    for (const bad of [
      'laliga.json',
      '/x/es.1.json',
      '/clone/2024-26/es.1.json',
      '/clone/2025/ar.1.json',
      '25/br.1.json',
      '2025/br.1.txt',
    ]) {
      expect(() => describeFile(bad), bad).toThrow(ImportError);
    }
    expect(() => describeFile('/clone/2025/ar.1.json')).toThrow(/2025\/ar\.1\.json: expected openfootball's layout/);
    expect(() => parseOpenfootball('2024-25_es.1.json', '{"name":1}')).toThrow(/not an openfootball file/);
    expect(() => parseOpenfootball('/clone/2025/br.1.json', 'nope')).toThrow(/^2025\/br\.1\.json: not JSON$/);
  });

  it('load the Brasileirão 2025, a calendar-year season, by its year', async () => {
    const fixtures = await load('2025/br.1.json');
    expect(fixtures).toHaveLength(380);
    expect(fixtures[0]).toMatchObject({
      competitionCode: 'bra.1',
      season: { name: '2025', startsOn: '2025-03-29', endsOn: '2025-12-07' },
      home: { nameEn: 'São Paulo FC', country: 'BR' },
    });
    // 18:30 in São Paulo (UTC-3, no summer time since 2019).
    expect(fixtures[0]?.kickoff.toISOString()).toBe('2025-03-29T21:30:00.000Z');
    expect(fixtures.every((fixture) => fixture.result?.status === 8)).toBe(true);
  });

  it('read local kickoffs in the competition zone, across DST', () => {
    expect(zonedTimeToUtc('2024-08-15', '19:00', 'Europe/Madrid').toISOString()).toBe('2024-08-15T17:00:00.000Z');
    expect(zonedTimeToUtc('2025-01-15', '19:00', 'Europe/Madrid').toISOString()).toBe('2025-01-15T18:00:00.000Z');
    expect(zonedTimeToUtc('2025-03-30', '12:00', 'Europe/Lisbon').toISOString()).toBe('2025-03-30T11:00:00.000Z');
  });

  it('load La Liga 2024/25: results with periods, rounds in round order, the unplayed as scheduled', async () => {
    const fixtures = await load('2024-25/es.1.json');
    expect(fixtures).toHaveLength(380);
    const first = fixtures[0];
    expect(first).toMatchObject({
      competitionCode: 'esp.1',
      season: { name: '2024/25', startsOn: '2024-08-15' },
      round: 'Matchday 1',
      roundOrder: 1,
      home: { nameEn: 'Athletic Club', country: 'ES' },
      away: { nameEn: 'Getafe CF' },
      result: { status: 8, home: { score: 1, periods: [1, 0], penalties: null }, away: { score: 1, periods: [0, 1] } },
    });
    expect(first?.kickoff.toISOString()).toBe('2024-08-15T17:00:00.000Z');
    expect(fixtures.find((fixture) => fixture.round === 'Matchday 38')?.roundOrder).toBe(38);
    // Unplayed: no result at all, so an import never writes over a stored one (issue 35).
    expect(fixtures.filter((fixture) => fixture.result === undefined)).toHaveLength(10);
    // Matchday 7 and 19 were first played before 6 and 16 (moved matches): still listed after them.
    const orderOf = (round: string) => fixtures.find((fixture) => fixture.round === round)?.roundOrder;
    expect([6, 7, 16, 19].map((n) => orderOf(`Matchday ${n}`))).toEqual([6, 7, 16, 19]);
    expect(new Set(fixtures.map((fixture) => fixture.externalRef)).size).toBe(380);
  });

  it('load the Champions League: country suffixes dropped, extra time and penalties kept', async () => {
    const fixtures = await load('2024-25_uefa.cl.json');
    const tie = fixtures.find(
      (fixture) => fixture.round === 'Finals, Round of 16' && fixture.home.nameEn === 'Liverpool FC',
    );
    expect(tie).toMatchObject({
      away: { nameEn: 'Paris Saint-Germain FC', country: 'FR' },
      result: { status: 110, home: { score: 0, periods: [0, 0, 0], penalties: 4 } },
    });
    expect(fixtures.some((fixture) => fixture.home.nameEn.includes('('))).toBe(false);
  });

  it('give matches without a time 12:00 UTC', async () => {
    const fixtures = await load('2025-26_de.1.json');
    const untimed = JSON.parse(await readFile(`${DATA}2025-26_de.1.json`, 'utf8')).matches.findIndex(
      (match: { time?: string }) => match.time === undefined,
    );
    expect(fixtures[untimed]?.kickoff.toISOString()).toMatch(/T12:00:00.000Z$/);
  });
});

describe('importing into the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await upsertReferenceData(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('is idempotent: a second import updates, never duplicates', async () => {
    for (const name of ['2024-25_it.1.json', '2024-25_uefa.cl.json']) await saveFixtures(database.db, await load(name));
    const [first] = await database.db.select({ n: count() }).from(matches);
    const [firstTeams] = await database.db.select({ n: count() }).from(teams);
    await saveFixtures(database.db, await load('2024-25_it.1.json'));
    const [second] = await database.db.select({ n: count() }).from(matches);
    const [secondTeams] = await database.db.select({ n: count() }).from(teams);
    expect(second?.n).toBe(first?.n);
    expect(first?.n).toBe(380 + 189);
    // Inter in Serie A and "FC Internazionale Milano (ITA)" in the Champions League are one team.
    expect(secondTeams?.n).toBe(firstTeams?.n);
    const [inter] = await database.db
      .select({ countryId: teams.countryId })
      .from(teams)
      .where(eq(teams.code, 'fc-internazionale-milano'));
    expect(inter?.countryId).not.toBeNull();
    const [played] = await database.db.select({ n: count() }).from(matches).where(eq(matches.status, 8));
    expect(played?.n).toBeGreaterThan(500);
  });
});
