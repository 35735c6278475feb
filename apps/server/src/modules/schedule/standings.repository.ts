import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { matchStats } from '../../db/schema.ts';
import type { Cards } from './tie-break-criteria.ts';

const CARD_KEYS = ['yellow_cards', 'red_cards'];

/** Each match's cards from its statistics; a match the feed gave no card counts for is absent. */
export async function cardsOfMatches(
  db: Database,
  matchIds: readonly number[],
): Promise<Map<number, { home: Cards; away: Cards }>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .select({ matchId: matchStats.matchId, key: matchStats.key, home: matchStats.home, away: matchStats.away })
    .from(matchStats)
    .where(and(inArray(matchStats.matchId, [...matchIds]), inArray(matchStats.key, CARD_KEYS)));
  const found = new Map<number, { yellow?: [number, number]; red?: [number, number] }>();
  for (const row of rows) {
    const entry = found.get(row.matchId) ?? {};
    entry[row.key === 'yellow_cards' ? 'yellow' : 'red'] = [row.home, row.away];
    found.set(row.matchId, entry);
  }
  const cards = new Map<number, { home: Cards; away: Cards }>();
  for (const [matchId, { yellow, red }] of found) {
    if (yellow !== undefined && red !== undefined)
      cards.set(matchId, { home: { yellow: yellow[0], red: red[0] }, away: { yellow: yellow[1], red: red[1] } });
  }
  return cards;
}
