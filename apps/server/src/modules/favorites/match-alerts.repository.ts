import type { Database } from '../../db/client.ts';
import { matchAlerts } from '../../db/schema.ts';

/** Records that a match's start or score was told; false when it already was (by anyone). */
export async function claimAlert(db: Database, matchId: number, mark: string, at: Date): Promise<boolean> {
  const inserted = await db
    .insert(matchAlerts)
    .values({ matchId, mark, at })
    .onConflictDoNothing()
    .returning({ mark: matchAlerts.mark });
  return inserted.length > 0;
}
