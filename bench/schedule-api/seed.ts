import {
  competitions,
  countries,
  type Database,
  matches,
  seasons,
  SPORT_ROWS,
  sports,
  teams,
} from '@placar/server/testing';

const COMPETITIONS = 12;
const TEAMS_PER_COMPETITION = 20;

/** `count` matches spread over today (UTC) in 12 competitions, in every phase: a busy match day. */
export async function seedMatchDay(db: Database, count: number, now = new Date()): Promise<void> {
  // The served sports in their order: football, then basketball.
  const [football, basketball] = await db
    .insert(sports)
    .values([...SPORT_ROWS])
    .returning();
  const [country] = await db.insert(countries).values({ code: 'BR', nameEn: 'Brazil', nameBr: 'Brasil' }).returning();
  if (football === undefined || basketball === undefined || country === undefined) throw new Error('seed failed');
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows: (typeof matches.$inferInsert)[] = [];
  for (let c = 0; c < COMPETITIONS; c += 1) {
    const sportId = c % 4 === 3 ? basketball.id : football.id;
    const [competition] = await db
      .insert(competitions)
      .values({
        sportId,
        countryId: country.id,
        code: `bench.${c}`,
        nameEn: `Bench League ${c}`,
        nameBr: `Liga ${c}`,
        shortName: `BL${c}`,
        tieBreak: 'goal_difference',
        priority: 10 + c,
        hot: c < 3,
      })
      .returning();
    const [season] = await db
      .insert(seasons)
      .values({
        competitionId: competition?.id ?? 0,
        name: '2026',
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
        current: true,
      })
      .returning();
    const teamRows = await db
      .insert(teams)
      .values(
        Array.from({ length: TEAMS_PER_COMPETITION }, (_, t) => ({
          sportId,
          countryId: country.id,
          code: `c${c}-t${t}`,
          nameEn: `Team ${c}-${t}`,
          nameBr: `Time ${c}-${t}`,
          shortName: `T${t}`,
        })),
      )
      .returning();
    const perCompetition = Math.ceil(count / COMPETITIONS);
    for (let m = 0; m < perCompetition && rows.length < count; m += 1) {
      const home = teamRows[(m * 2) % teamRows.length];
      const away = teamRows[(m * 2 + 1) % teamRows.length];
      const kickoff = new Date(dayStart + ((m * 37 + c * 11) % (23 * 60)) * 60_000);
      const status = kickoff.getTime() > now.getTime() ? 0 : now.getTime() - kickoff.getTime() < 100 * 60_000 ? 4 : 8;
      const started = status !== 0;
      rows.push({
        sportId,
        competitionId: competition?.id ?? 0,
        seasonId: season?.id ?? 0,
        round: String(m + 1),
        roundOrder: m + 1,
        kickoff,
        homeTeamId: home?.id ?? 0,
        awayTeamId: away?.id ?? 0,
        status,
        homeScore: started ? m % 4 : null,
        awayScore: started ? (m + c) % 3 : null,
        homePeriods: started ? [m % 4] : [],
        awayPeriods: started ? [(m + c) % 3] : [],
        clockSeconds: status === 4 ? 3000 : null,
        clockRunning: status === 4,
        clockAt: status === 4 ? now : null,
        venue: `Stadium ${c}-${m}`,
        hot: m % 10 === 0,
      });
    }
  }
  await db.insert(matches).values(rows);
}
