import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { users } from '../../db/schema.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { createScheduleFixture } from '../../../test/schedule-fixtures.ts';
import type { ScheduleFixture } from '../../../test/schedule-fixtures.ts';
import { favoriteMatches, favoriteSettings, MAX_FAVORITES, setLove } from './favorites.service.ts';

const london = { language: 'en' as const, tz: 'Europe/London' };

const NOON = new Date('2026-03-29T12:00:00Z');

describe('favorites service', () => {
  let database: TestDatabase;
  let f: ScheduleFixture;
  const id = { braEarly: 0, braLate: 0, eng: 0, engOther: 0, nba: 0, esp: 0, chelseaNextDay: 0, chelsea: 0, madrid: 0 };
  let userCount = 0;
  async function newUser(): Promise<number> {
    userCount += 1;
    const name = `favuser${userCount}x`;
    const [row] = await database.db
      .insert(users)
      .values({ email: `${name}@example.com`, username: name, usernameKey: name, nickname: name, chatColor: '#ffffff' })
      .returning();
    return row?.id ?? 0;
  }
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase();
    f = await createScheduleFixture(database.db);
    id.braEarly = await f.match('bra.1', { home: 'Santos', away: 'Gremio', kickoff: '2026-03-29T12:00:00Z' });
    id.braLate = await f.match('bra.1', { home: 'Brazil United', away: 'Rio FC', kickoff: '2026-03-29T20:00:00Z' });
    id.eng = await f.match('eng.1', { home: 'Arsenal', away: 'Chelsea', kickoff: '2026-03-29T15:00:00Z' });
    id.engOther = await f.match('eng.1', { home: 'Spurs', away: 'Fulham', kickoff: '2026-03-29T10:00:00Z' });
    id.nba = await f.match('nba', { home: 'Lakers', away: 'Celtics', kickoff: '2026-03-29T18:00:00Z' });
    id.esp = await f.match('esp.1', { home: 'Madrid', away: 'Barcelona', kickoff: '2026-03-29T13:00:00Z' });
    id.chelseaNextDay = await f.match('eng.1', { home: 'Chelsea', away: 'Spurs', kickoff: '2026-03-30T15:00:00Z' });
    id.chelsea = await f.team('football', 'Chelsea');
    id.madrid = await f.team('football', 'Madrid');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('toggles a favorite on and off, and sets it idempotently with loved', async () => {
    const user = await newUser();
    expect(await setLove(db(), user, { kind: 'match', id: id.nba })).toEqual({
      kind: 'match',
      id: id.nba,
      loved: true,
      notifyStart: true,
      notifyGoals: false,
    });
    expect(await setLove(db(), user, { kind: 'match', id: id.nba })).toEqual({
      kind: 'match',
      id: id.nba,
      loved: false,
      notifyStart: false,
      notifyGoals: false,
    });
    expect((await favoriteSettings(db(), user, london)).matchIds).toEqual([]);
    await Promise.all([1, 2, 3].map(() => setLove(db(), user, { kind: 'team', id: id.chelsea, loved: true })));
    expect((await favoriteSettings(db(), user, london)).teams.map((team) => team.id)).toEqual([id.chelsea]);
    expect(await setLove(db(), user, { kind: 'team', id: id.chelsea, loved: false })).toMatchObject({ loved: false });
    expect(await setLove(db(), user, { kind: 'team', id: id.chelsea, loved: false })).toMatchObject({ loved: false });
    expect((await favoriteSettings(db(), user, london)).teams).toEqual([]);
  });

  it('answers 4040001 for a target that does not exist, of each kind', async () => {
    const user = await newUser();
    for (const kind of ['match', 'competition', 'team'] as const) {
      await expect(setLove(db(), user, { kind, id: 999_999 })).rejects.toMatchObject({ code: Code.notFound });
      await expect(setLove(db(), user, { kind, id: 999_999, loved: true })).rejects.toMatchObject({
        code: Code.notFound,
      });
    }
    expect(await setLove(db(), user, { kind: 'match', id: 999_999, loved: false })).toMatchObject({ loved: false });
  });

  it('lists the day matches that are favorites, of a favorite competition or with a favorite team, by kickoff', async () => {
    const user = await newUser();
    await setLove(db(), user, { kind: 'match', id: id.nba });
    await setLove(db(), user, { kind: 'competition', id: f.competitionId['bra.1'] });
    await setLove(db(), user, { kind: 'team', id: id.chelsea });
    await setLove(db(), user, { kind: 'match', id: id.braLate });
    const today = await favoriteMatches(db(), user, london, '2026-03-29', NOON);
    expect(today.date).toBe('2026-03-29');
    expect(today.list.map((match) => match.id)).toEqual([id.braEarly, id.eng, id.nba, id.braLate]);
    expect(today.list[1]?.localTime).toBe('16:00');
    const next = await favoriteMatches(db(), user, london, '2026-03-30', NOON);
    expect(next.list.map((match) => match.id)).toEqual([id.chelseaNextDay]);
    const todayByDefault = await favoriteMatches(db(), user, london, undefined, new Date('2026-03-29T09:00:00Z'));
    expect(todayByDefault.date).toBe('2026-03-29');
    expect(todayByDefault.list).toHaveLength(4);
  });

  it('names things in the caller language and lists settings per kind', async () => {
    const user = await newUser();
    await setLove(db(), user, { kind: 'competition', id: f.competitionId['bra.1'] });
    await setLove(db(), user, { kind: 'competition', id: f.competitionId.nba });
    await setLove(db(), user, { kind: 'team', id: id.madrid });
    await setLove(db(), user, { kind: 'match', id: id.esp });
    const settings = await favoriteSettings(db(), user, { language: 'br', tz: 'UTC' });
    expect(settings.competitions.map((row) => [row.code, row.name])).toEqual([
      ['bra.1', 'Brasileirão Série A'],
      ['nba', 'NBA'],
    ]);
    expect(settings.competitions[0]?.country?.name).toBe('Brasil');
    expect(settings.teams).toEqual([
      { id: id.madrid, name: 'Madrid', shortName: 'MAD', logo: `/crests/team/${id.madrid}.svg` },
    ]);
    expect(settings.matchIds).toEqual([id.esp]);
    const list = await favoriteMatches(db(), user, { language: 'br', tz: 'UTC' }, '2026-03-29', NOON);
    expect(list.list.find((match) => match.id === id.braLate)?.home.team.name).toBe('Brasil Unido');
  });

  it('keeps a user and their favorites apart from another user', async () => {
    const [one, two] = [await newUser(), await newUser()];
    await setLove(db(), one, { kind: 'match', id: id.eng });
    expect((await favoriteSettings(db(), two, london)).matchIds).toEqual([]);
    expect((await favoriteMatches(db(), two, london, '2026-03-29', NOON)).list).toEqual([]);
  });

  it(`refuses a favorite beyond ${MAX_FAVORITES} with 4000001, while setting an existing one still works`, async () => {
    const user = await newUser();
    const teamIds: number[] = [];
    for (let index = 0; index < MAX_FAVORITES; index += 1) teamIds.push(await f.team('football', `Bulk Team ${index}`));
    for (let start = 0; start < teamIds.length; start += 50) {
      await Promise.all(
        teamIds
          .slice(start, start + 50)
          .map((teamId) => setLove(db(), user, { kind: 'team', id: teamId, loved: true })),
      );
    }
    await expect(setLove(db(), user, { kind: 'match', id: id.eng })).rejects.toMatchObject({ code: Code.invalidInput });
    expect(await setLove(db(), user, { kind: 'team', id: teamIds[0] ?? 0, loved: true })).toMatchObject({
      loved: true,
    });
    expect(await setLove(db(), user, { kind: 'team', id: teamIds[0] ?? 0 })).toMatchObject({ loved: false });
    expect(await setLove(db(), user, { kind: 'match', id: id.eng })).toMatchObject({ loved: true });
  });
});
