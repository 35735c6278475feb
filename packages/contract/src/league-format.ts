import { z } from 'zod';
import { matchSummarySchema, teamSchema } from './schedule-entities.ts';

/**
 * What a place in a table leads to, from the competition's regulation: continental places,
 * play-offs, the play-in, relegation. Pages name each kind from their catalogues
 * (`league.zones.<kind>`) and draw it as a colour band with a legend.
 */
export const ZONE_KINDS = [
  'champions_league',
  'champions_league_qualifying',
  'europa_league',
  'conference_league',
  'libertadores',
  'libertadores_qualifying',
  'sudamericana',
  'round_of_16',
  'knockout_playoffs',
  'quarter_finals',
  'playoffs',
  'play_in',
  'eliminated',
  'relegation_playoff',
  'relegation',
] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

export const tableZoneSchema = z.object({
  kind: z.enum(ZONE_KINDS),
  from: z.number().int().describe('First position of the zone (1-based, within its group when the table is grouped)'),
  to: z.number().int().describe('Last position of the zone'),
});
export type TableZone = z.infer<typeof tableZoneSchema>;

export const tableDivisionSchema = z.object({
  key: z.string().describe('Stable key, e.g. atlantic'),
  name: z.string().describe("The division's name in the caller's language"),
  teamIds: z.array(z.number().int()).describe('Its teams in the order of their conference table'),
});

export const tableGroupSchema = z.object({
  key: z.string().describe('Stable key, e.g. east'),
  name: z.string().describe("The conference's name in the caller's language"),
  teamIds: z.array(z.number().int()).describe("Its teams ranked by the competition's rule among themselves"),
  zones: z.array(tableZoneSchema).describe('Positions within the group and what they lead to'),
  divisions: z.array(tableDivisionSchema),
});
export type TableGroup = z.infer<typeof tableGroupSchema>;

/** One player's season total: goals (football) or points (basketball), and assists. */
export const leaderSchema = z.object({
  player: z.string(),
  playerId: z
    .number()
    .int()
    .nullable()
    .describe("The player's page id (/{lang}/player/{slug}/{id}); null when the team's squad does not name the player"),
  team: teamSchema,
  value: z.number().int().describe('Goals or points, or assists'),
  matches: z
    .number()
    .int()
    .describe('Matches the value was made in (basketball: matches played, for a per-game figure)'),
  penalties: z.number().int().nullable().describe('Of the goals, penalties; null where the sport has none'),
});
export type Leader = z.infer<typeof leaderSchema>;

/** A knockout tie: one match or two legs, the aggregate and who went through. */
export const bracketTieSchema = z.object({
  home: teamSchema.describe('The side at home in the first leg'),
  away: teamSchema,
  legs: z.array(matchSummarySchema),
  aggregate: z
    .object({ home: z.number().int(), away: z.number().int() })
    .nullable()
    .describe('Over the legs played; null before the first leg is over'),
  winnerId: z.number().int().nullable().describe('Who went through; null while the tie is open'),
});
export type BracketTie = z.infer<typeof bracketTieSchema>;

export const bracketRoundSchema = z.object({
  name: z.string().describe('The round as the feed names it'),
  ties: z
    .array(bracketTieSchema)
    .describe('In bracket order: ties n and n+1 feed tie n/2 of the next round where the draw made it so'),
});
