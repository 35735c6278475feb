import { and, gte, inArray, like, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { competitions, countries, matches, teams } from '../db/schema.ts';
import { describeChanges, storedFacts } from './fixture-changes.ts';
import type { FixtureChanges } from './fixture-changes.ts';
import { saveResultDetails, saveSquads } from './fixture-details.repository.ts';
import { claimKey, claimSeasons } from './season-claims.repository.ts';
import type { ClaimedSeasons, SeasonClaim } from './season-claims.repository.ts';
import { sourceOfRef } from './season-owner.ts';
import { fromExcluded } from '../db/upsert.ts';
import type { Fixture, FixtureTeam } from './provider.ts';
import { resultColumns } from './result-columns.ts';

const CHUNK = 500;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/** The rows a save wrote, by id, and which of them it created (the rest it updated). */
export interface SavedRows {
  ids: number[];
  created: number[];
}

export interface SavedFixtures {
  /** The match id of each external ref. */
  matchIds: Map<string, number>;
  matches: SavedRows;
  teams: SavedRows;
  seasons: SavedRows;
  /** Seasons another source owns, whose fixtures were not written (a simulator's, never an import's). */
  refused: ClaimedSeasons['refused'];
  /** Simulated seasons this save took over, and how many simulated matches it removed from each. */
  takenOver: ClaimedSeasons['takenOver'];
  /** With `report`: every change to a stored match, listed. */
  changes?: FixtureChanges;
}

interface SaveOptions {
  /** List every change to a stored match (the import command's report). */
  report?: boolean;
  /** Do everything, then roll it all back: what a save would change, without changing it. */
  dryRun?: boolean;
}

/** Thrown inside a dry run's transaction to roll it back with what it found. */
class DryRunDone extends Error {
  readonly saved: SavedFixtures;
  constructor(saved: SavedFixtures) {
    super('dry run');
    this.saved = saved;
  }
}

// An upserted row whose xmax is 0 was inserted, not updated (PostgreSQL's system column).
const inserted = sql<boolean>`(xmax = 0)`;

function track(into: SavedRows, rows: readonly { id: number; inserted: boolean }[]): void {
  for (const row of rows) {
    into.ids.push(row.id);
    if (row.inserted) into.created.push(row.id);
  }
}

/**
 * Upserts the fixtures' teams, seasons and matches in one transaction; matches are keyed by
 * external ref, so a repeated import or a restarted simulator never duplicates. A fixture
 * without `result` leaves the stored state alone (live feeds change it through ingestion).
 * A season is written only by its source (season-claims.repository.ts): the simulator's
 * fixtures of a real season are not written. Returns the match id of each external ref written.
 */
export async function saveFixtures(db: Database, fixtures: Fixture[]): Promise<Map<string, number>> {
  return (await saveFixturesCounted(db, fixtures)).matchIds;
}

/** As saveFixtures, and says which matches, teams and seasons it created or updated (the import command's summary). */
export async function saveFixturesCounted(
  db: Database,
  fixtures: Fixture[],
  options: SaveOptions = {},
): Promise<SavedFixtures> {
  const saved: SavedFixtures = {
    matchIds: new Map(),
    matches: { ids: [], created: [] },
    teams: { ids: [], created: [] },
    seasons: { ids: [], created: [] },
    refused: [],
    takenOver: [],
  };
  if (fixtures.length === 0) return saved;
  if (options.report === true) saved.changes = describeChanges([], new Map());
  const save = db.transaction(async (tx) => {
    const codes = [...new Set(fixtures.map((fixture) => fixture.competitionCode))];
    const competitionRows = await tx
      .select({
        id: competitions.id,
        code: competitions.code,
        sportId: competitions.sportId,
        nameEn: competitions.nameEn,
      })
      .from(competitions)
      .where(inArray(competitions.code, codes));
    const competitionOf = new Map(competitionRows.map((row) => [row.code, row]));
    for (const code of codes)
      if (!competitionOf.has(code)) throw new Error(`unknown competition ${code}: run the reference data first`);
    const countryId = new Map(
      (await tx.select({ id: countries.id, code: countries.code }).from(countries)).map((row) => [row.code, row.id]),
    );

    // Teams, unique per sport and code.
    const teamRows = new Map<string, { sportId: number; team: FixtureTeam }>();
    for (const fixture of fixtures) {
      const sportId = competitionOf.get(fixture.competitionCode)?.sportId ?? 0;
      for (const team of [fixture.home, fixture.away]) teamRows.set(`${sportId}:${team.code}`, { sportId, team });
    }
    const teamId = new Map<string, number>();
    for (const batch of chunks([...teamRows.values()])) {
      const rows = await tx
        .insert(teams)
        .values(
          batch.map(({ sportId, team }) => ({
            sportId,
            code: team.code,
            nameEn: team.nameEn,
            nameBr: team.nameBr ?? null,
            shortName: team.shortName ?? team.nameEn,
            countryId: team.country == null ? null : (countryId.get(team.country) ?? null),
            colors: team.colors ?? null,
            logo: team.logo ?? null,
            coach: team.coach ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: [teams.sportId, teams.code],
          // A source that does not know a Portuguese name, a country, colours, a logo or a coach keeps the one stored.
          set: {
            nameEn: sql`excluded.name_en`,
            nameBr: sql`coalesce(excluded.name_br, ${teams.nameBr})`,
            countryId: sql`coalesce(excluded.country_id, ${teams.countryId})`,
            colors: sql`coalesce(excluded.colors, ${teams.colors})`,
            logo: sql`coalesce(excluded.logo, ${teams.logo})`,
            coach: sql`coalesce(excluded.coach, ${teams.coach})`,
          },
        })
        .returning({ id: teams.id, sportId: teams.sportId, code: teams.code, inserted });
      for (const row of rows) teamId.set(`${row.sportId}:${row.code}`, row.id);
      track(saved.teams, rows);
    }
    await saveSquads(
      tx,
      [...teamRows.values()].flatMap(({ sportId, team }) => {
        const id = teamId.get(`${sportId}:${team.code}`);
        return id === undefined || team.squad === undefined ? [] : [{ teamId: id, squad: team.squad }];
      }),
    );

    // Seasons, unique per competition and name; their range grows to cover every fixture, and
    // each is written only by the source it belongs to (season-claims.repository.ts).
    const claims = new Map<string, SeasonClaim>();
    for (const fixture of fixtures) {
      const competition = competitionOf.get(fixture.competitionCode);
      const key = claimKey(competition?.id ?? 0, fixture.season.name);
      const seen = claims.get(key);
      const { startsOn, endsOn } = fixture.season;
      claims.set(key, {
        competitionId: competition?.id ?? 0,
        label: `${competition?.nameEn ?? fixture.competitionCode} ${fixture.season.name}`,
        name: fixture.season.name,
        startsOn: seen === undefined || startsOn < seen.startsOn ? startsOn : seen.startsOn,
        endsOn: seen === undefined || endsOn > seen.endsOn ? endsOn : seen.endsOn,
        source: seen?.source ?? sourceOfRef(fixture.externalRef),
      });
    }
    const claimed = await claimSeasons(tx, [...claims.values()]);
    const seasonId = claimed.ids;
    saved.seasons = { ids: [...claimed.ids.values()], created: claimed.created };
    saved.refused = claimed.refused;
    saved.takenOver = claimed.takenOver;
    const writable = fixtures.filter((fixture) =>
      seasonId.has(claimKey(competitionOf.get(fixture.competitionCode)?.id ?? 0, fixture.season.name)),
    );
    // The current season of a competition is its latest one.
    const competitionIds = [...new Set([...claims.values()].map((claim) => claim.competitionId))];
    await tx.execute(sql`
      update seasons set current = (seasons.id = latest.id)
      from (select distinct on (competition_id) competition_id, id from seasons
            where competition_id in (${sql.join(
              competitionIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            order by competition_id, starts_on desc) latest
      where seasons.competition_id = latest.competition_id`);

    await moveFormerRefs(tx, writable);
    if (options.report === true)
      saved.changes = describeChanges(
        writable,
        await storedFacts(
          tx,
          writable.map((fixture) => fixture.externalRef),
        ),
      );

    // Fixtures with a result overwrite the state, the others only the schedule: one kind per statement.
    const batches = [
      ...chunks(writable.filter((fixture) => fixture.result !== undefined)),
      ...chunks(writable.filter((fixture) => fixture.result === undefined)),
    ];
    for (const batch of batches) {
      const values = batch.map((fixture) => {
        const competition = competitionOf.get(fixture.competitionCode);
        if (competition === undefined) throw new Error(`unknown competition ${fixture.competitionCode}`);
        const result = fixture.result;
        return {
          sportId: competition.sportId,
          competitionId: competition.id,
          seasonId: seasonId.get(claimKey(competition.id, fixture.season.name)) ?? 0,
          externalRef: fixture.externalRef,
          round: fixture.round,
          roundOrder: fixture.roundOrder,
          kickoff: fixture.kickoff,
          homeTeamId: teamId.get(`${competition.sportId}:${fixture.home.code}`) ?? 0,
          awayTeamId: teamId.get(`${competition.sportId}:${fixture.away.code}`) ?? 0,
          venue: fixture.venue ?? null,
          hot: fixture.hot ?? false,
          ...(result === undefined ? {} : resultColumns(result)),
        };
      });
      const schedule = fromExcluded(matches, [
        'sportId',
        'competitionId',
        'seasonId',
        'round',
        'roundOrder',
        'kickoff',
        'homeTeamId',
        'awayTeamId',
      ]);
      const withResults = batch[0]?.result !== undefined;
      const rows = await tx
        .insert(matches)
        .values(values)
        .onConflictDoUpdate({
          target: matches.externalRef,
          set: withResults
            ? {
                ...schedule,
                ...fromExcluded(matches, [
                  'status',
                  'homeScore',
                  'awayScore',
                  'homePeriods',
                  'awayPeriods',
                  'homePenalties',
                  'awayPenalties',
                ]),
                // A changed result is a new version of the match for clients that cache it.
                seq: sql`case when (${matches.status}, ${matches.homeScore}, ${matches.awayScore}, ${matches.homePenalties}, ${matches.awayPenalties})
                  is distinct from (excluded.status, excluded.home_score, excluded.away_score, excluded.home_penalties, excluded.away_penalties)
                  then ${matches.seq} + 1 else ${matches.seq} end`,
                updatedAt: sql`now()`,
              }
            : schedule,
        })
        .returning({ id: matches.id, ref: matches.externalRef, inserted });
      for (const row of rows) if (row.ref !== null) saved.matchIds.set(row.ref, row.id);
      track(saved.matches, rows);
    }
    await saveResultDetails(
      tx,
      writable.flatMap((fixture) => {
        const id = saved.matchIds.get(fixture.externalRef);
        return id === undefined || fixture.result === undefined ? [] : [{ matchId: id, result: fixture.result }];
      }),
    );
    if (options.dryRun === true) throw new DryRunDone(saved);
    return saved;
  });
  return save.catch((error: unknown) => {
    if (error instanceof DryRunDone) return error.saved;
    throw error;
  });
}

/**
 * Moves the matches stored under a fixture's former ref to its ref (a source that changed how
 * it names matches), unless one is stored under the new ref already: a re-import updates them
 * instead of adding them again.
 */
async function moveFormerRefs(tx: Transaction, fixtures: readonly Fixture[]): Promise<void> {
  const moves = fixtures.flatMap((fixture) =>
    fixture.formerRef === undefined ? [] : [sql`(${fixture.formerRef}, ${fixture.externalRef})`],
  );
  for (let start = 0; start < moves.length; start += CHUNK) {
    await tx.execute(sql`
      update matches set external_ref = moves.ref
      from (values ${sql.join(moves.slice(start, start + CHUNK), sql`, `)}) as moves(former, ref)
      where matches.external_ref = moves.former
        and not exists (select 1 from matches as taken where taken.external_ref = moves.ref)`);
  }
}

/**
 * Removes the matches of a source (external refs starting with `prefix`) that it no longer
 * has, and seasons left with no match: a simulator started with another seed, or a newer
 * version of it, replaces its old fixtures instead of mixing them into the tables.
 */
export async function pruneFixtures(db: Database, prefix: string, keep: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(matches)
      .where(
        and(
          like(matches.externalRef, `${prefix}%`),
          keep.length === 0 ? undefined : notInArray(matches.externalRef, [...keep]),
        ),
      )
      .returning({ id: matches.id });
    if (removed.length > 0)
      await tx.execute(
        sql`delete from seasons where not exists (select 1 from matches where matches.season_id = seasons.id)`,
      );
    return removed.length;
  });
}

/** Whether a match whose external ref starts with prefix kicks off between from and to. */
export async function hasFixturesBetween(db: Database, prefix: string, from: Date, to: Date): Promise<boolean> {
  const [found] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(like(matches.externalRef, `${prefix}%`), gte(matches.kickoff, from), lte(matches.kickoff, to)))
    .limit(1);
  return found !== undefined;
}
