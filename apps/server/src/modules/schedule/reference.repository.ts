import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { competitions, countries, matches, seasons, sports, teamPlayers, teams } from '../../db/schema.ts';

export type CountryRow = typeof countries.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type SportRow = typeof sports.$inferSelect;

/** Every competition with its sport code, by priority then name. */
export async function allCompetitions(db: Database) {
  return db
    .select({
      id: competitions.id,
      code: competitions.code,
      sport: sports.code,
      countryId: competitions.countryId,
      nameEn: competitions.nameEn,
      nameBr: competitions.nameBr,
      shortName: competitions.shortName,
      tieBreak: competitions.tieBreak,
      priority: competitions.priority,
      hot: competitions.hot,
      logo: competitions.logo,
    })
    .from(competitions)
    .innerJoin(sports, eq(sports.id, competitions.sportId))
    .orderBy(asc(competitions.priority), asc(competitions.nameEn), asc(competitions.id));
}
export type CompetitionRow = Awaited<ReturnType<typeof allCompetitions>>[number];

export async function allCountries(db: Database): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.nameEn));
}

export async function allSports(db: Database): Promise<SportRow[]> {
  return db.select().from(sports).orderBy(asc(sports.id));
}

export async function findSeason(db: Database, id: number): Promise<SeasonRow | undefined> {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, id));
  return row;
}

/** A competition's seasons, newest first. */
export async function seasonsOf(db: Database, competitionId: number): Promise<SeasonRow[]> {
  return db
    .select()
    .from(seasons)
    .where(eq(seasons.competitionId, competitionId))
    .orderBy(desc(seasons.startsOn), desc(seasons.id));
}

export async function teamsByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: teams.id, nameEn: teams.nameEn, nameBr: teams.nameBr, shortName: teams.shortName, logo: teams.logo })
    .from(teams)
    .where(inArray(teams.id, [...ids]))
    .orderBy(asc(teams.nameEn), asc(teams.id));
}

/** Which of these match ids exist. */
export async function existingMatchIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set(
    (
      await db
        .select({ id: matches.id })
        .from(matches)
        .where(inArray(matches.id, [...ids]))
    ).map((row) => row.id),
  );
}

/** Which of these competition ids exist. */
export async function existingCompetitionIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set(
    (
      await db
        .select({ id: competitions.id })
        .from(competitions)
        .where(inArray(competitions.id, [...ids]))
    ).map((row) => row.id),
  );
}

/** Every team with its sport and names: what search matches against. */
export async function allTeams(db: Database) {
  return db
    .select({
      id: teams.id,
      code: teams.code,
      sport: sports.code,
      countryId: teams.countryId,
      nameEn: teams.nameEn,
      nameBr: teams.nameBr,
      shortName: teams.shortName,
      logo: teams.logo,
    })
    .from(teams)
    .innerJoin(sports, eq(sports.id, teams.sportId))
    .orderBy(asc(teams.nameEn), asc(teams.id));
}
export type TeamRow = Awaited<ReturnType<typeof allTeams>>[number];

export async function findTeam(db: Database, id: number): Promise<TeamRow | undefined> {
  const [row] = await db
    .select({
      id: teams.id,
      code: teams.code,
      sport: sports.code,
      countryId: teams.countryId,
      nameEn: teams.nameEn,
      nameBr: teams.nameBr,
      shortName: teams.shortName,
      logo: teams.logo,
    })
    .from(teams)
    .innerJoin(sports, eq(sports.id, teams.sportId))
    .where(eq(teams.id, id));
  return row;
}

/** A team's squad in the feed's order. */
export async function squadOfTeam(db: Database, teamId: number) {
  return db
    .select({ id: teamPlayers.id, name: teamPlayers.name, number: teamPlayers.number, position: teamPlayers.position })
    .from(teamPlayers)
    .where(eq(teamPlayers.teamId, teamId))
    .orderBy(asc(teamPlayers.sortOrder), asc(teamPlayers.name));
}
