import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { competitions, teams } from '../../db/schema.ts';

/** What a team's crest is drawn from, or undefined for an unknown id. */
export async function teamCrestSource(db: Database, id: number) {
  const [row] = await db
    .select({ code: teams.code, shortName: teams.shortName, colors: teams.colors, logo: teams.logo })
    .from(teams)
    .where(eq(teams.id, id));
  return row;
}

export async function competitionCrestSource(db: Database, id: number) {
  const [row] = await db
    .select({ code: competitions.code, shortName: competitions.shortName, logo: competitions.logo })
    .from(competitions)
    .where(eq(competitions.id, id));
  return row;
}
