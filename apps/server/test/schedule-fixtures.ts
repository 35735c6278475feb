import { eq } from 'drizzle-orm';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { Database } from '../src/db/client.ts';
import {
  competitions,
  countries,
  matches,
  matchIncidents,
  matchStats,
  seasons,
  sports,
  teams,
} from '../src/db/schema.ts';
import { SPORT_ROWS } from '../src/feed/reference/reference-data.ts';

type CompetitionCode = 'bra.1' | 'eng.1' | 'esp.1' | 'nba';

const COMPETITIONS: Record<
  CompetitionCode,
  {
    sport: Sport;
    country: string;
    nameEn: string;
    nameBr: string | null;
    tieBreak: string;
    priority: number;
    hot: boolean;
  }
> = {
  'bra.1': {
    sport: 'football',
    country: 'BR',
    nameEn: 'Brazilian Serie A',
    nameBr: 'Brasileirão Série A',
    tieBreak: 'goal_difference',
    priority: 10,
    hot: true,
  },
  'eng.1': {
    sport: 'football',
    country: 'GB',
    nameEn: 'Premier League',
    nameBr: null,
    tieBreak: 'goal_difference',
    priority: 20,
    hot: false,
  },
  'esp.1': {
    sport: 'football',
    country: 'ES',
    nameEn: 'La Liga',
    nameBr: null,
    tieBreak: 'head_to_head',
    priority: 500,
    hot: false,
  },
  nba: {
    sport: 'basketball',
    country: 'US',
    nameEn: 'NBA',
    nameBr: null,
    tieBreak: 'win_percentage',
    priority: 40,
    hot: true,
  },
};

interface MatchFixture {
  home: string;
  away: string;
  kickoff: string;
  status?: number;
  homeScore?: number | null;
  awayScore?: number | null;
  round?: string | null;
  roundOrder?: number | null;
  hot?: boolean;
  homePenalties?: number;
  awayPenalties?: number;
}

/** Rows for schedule tests: four competitions in four countries, teams made on first use. */
export async function createScheduleFixture(db: Database) {
  const sportRows = await db
    .insert(sports)
    .values([...SPORT_ROWS])
    .returning();
  const sportId = Object.fromEntries(sportRows.map((row) => [row.code, row.id])) as Record<Sport, number>;
  const countryRows = await db
    .insert(countries)
    .values([
      { code: 'BR', nameEn: 'Brazil', nameBr: 'Brasil' },
      { code: 'GB', nameEn: 'England', nameBr: 'Inglaterra' },
      { code: 'ES', nameEn: 'Spain', nameBr: 'Espanha' },
      { code: 'US', nameEn: 'United States', nameBr: 'Estados Unidos' },
    ])
    .returning();
  const countryId = Object.fromEntries(countryRows.map((row) => [row.code, row.id]));
  const competitionId = {} as Record<CompetitionCode, number>;
  const seasonId = {} as Record<CompetitionCode, number>;
  for (const [code, spec] of Object.entries(COMPETITIONS) as [
    CompetitionCode,
    (typeof COMPETITIONS)[CompetitionCode],
  ][]) {
    const [row] = await db
      .insert(competitions)
      .values({
        code,
        sportId: sportId[spec.sport],
        countryId: countryId[spec.country],
        nameEn: spec.nameEn,
        nameBr: spec.nameBr,
        shortName: code.toUpperCase(),
        tieBreak: spec.tieBreak,
        priority: spec.priority,
        hot: spec.hot,
      })
      .returning();
    competitionId[code] = row?.id ?? 0;
    await db.insert(seasons).values({
      competitionId: competitionId[code],
      name: '2024',
      startsOn: '2024-01-01',
      endsOn: '2024-12-31',
      current: false,
    });
    const [season] = await db
      .insert(seasons)
      .values({
        competitionId: competitionId[code],
        name: '2026',
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
        current: true,
      })
      .returning();
    seasonId[code] = season?.id ?? 0;
  }
  const teamIds = new Map<string, number>();
  async function team(sport: Sport, name: string): Promise<number> {
    const known = teamIds.get(`${sport}:${name}`);
    if (known !== undefined) return known;
    const nameBr = name === 'Brazil United' ? 'Brasil Unido' : null;
    const [row] = await db
      .insert(teams)
      .values({
        sportId: sportId[sport],
        code: name.toLowerCase().replaceAll(' ', '-'),
        nameEn: name,
        nameBr,
        shortName: name.slice(0, 3).toUpperCase(),
      })
      .returning();
    teamIds.set(`${sport}:${name}`, row?.id ?? 0);
    return row?.id ?? 0;
  }

  async function match(code: CompetitionCode, spec: MatchFixture): Promise<number> {
    const sport = COMPETITIONS[code].sport;
    const [row] = await db
      .insert(matches)
      .values({
        sportId: sportId[sport],
        competitionId: competitionId[code],
        seasonId: seasonId[code],
        kickoff: new Date(spec.kickoff),
        homeTeamId: await team(sport, spec.home),
        awayTeamId: await team(sport, spec.away),
        status: spec.status ?? 0,
        homeScore: spec.homeScore ?? null,
        awayScore: spec.awayScore ?? null,
        homePenalties: spec.homePenalties ?? null,
        awayPenalties: spec.awayPenalties ?? null,
        round: spec.round ?? null,
        roundOrder: spec.roundOrder ?? null,
        hot: spec.hot ?? false,
      })
      .returning();
    return row?.id ?? 0;
  }

  return {
    sportId,
    countryId,
    competitionId,
    seasonId,
    team,
    match,
    async setScore(id: number, homeScore: number, awayScore: number, status: number) {
      const [row] = await db
        .update(matches)
        .set({ homeScore, awayScore, status, homePeriods: [homeScore], awayPeriods: [awayScore] })
        .where(eq(matches.id, id))
        .returning();
      return row;
    },
    async incident(matchId: number, values: Omit<typeof matchIncidents.$inferInsert, 'matchId'>) {
      await db.insert(matchIncidents).values({ matchId, ...values });
    },
    async stat(matchId: number, key: string, home: number, away: number) {
      await db.insert(matchStats).values({ matchId, key, home, away });
    },
  };
}
export type ScheduleFixture = Awaited<ReturnType<typeof createScheduleFixture>>;
