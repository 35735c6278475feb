import { z } from 'zod';
import { PLAYER_FIGURES } from './sports/sport-rules.ts';
import { matchSummarySchema, sportSchema, teamSchema } from './schedule-entities.ts';

/** What one player did in one match: every count follows from the match's incidents or box score. */
export const playerTallySchema = z.object({
  minutes: z.number().int().describe('Minutes on the pitch or court so far'),
  goals: z.number().int().describe('Goals (own goals are not counted)'),
  assists: z.number().int(),
  yellowCards: z.number().int(),
  redCards: z.number().int(),
  points: z.number().int(),
  rebounds: z.number().int(),
});
export type PlayerTally = z.infer<typeof playerTallySchema>;

export const lineupPlayerSchema = z.object({
  id: z.number().int().nullable().describe('The player page id; null for a player the team squad does not list'),
  name: z.string(),
  number: z.number().int().nullable(),
  position: z.string().nullable(),
  /** Minute the player came on (a substitute), null for a starter or one who stayed on the bench. */
  on: z.number().int().nullable(),
  /** Minute the player went off (substituted or sent off), null if still on or never on. */
  off: z.number().int().nullable(),
  sentOff: z.boolean(),
  tally: playerTallySchema,
});
export type LineupPlayer = z.infer<typeof lineupPlayerSchema>;

export const teamLineupSchema = z.object({
  team: teamSchema,
  /** "4-3-3": defenders, midfielders, forwards of the starters; null where the sport draws no pitch. */
  formation: z.string().nullable(),
  coach: z.string().nullable().describe('Null when the feed names none'),
  starters: z.array(lineupPlayerSchema),
  bench: z.array(lineupPlayerSchema),
});
export type TeamLineup = z.infer<typeof teamLineupSchema>;

export const matchLineupsSchema = z.object({
  matchId: z.number().int(),
  sport: sportSchema,
  /** predicted until an hour before kickoff (decision 0141), confirmed from then on. */
  state: z.enum(['predicted', 'confirmed']),
  home: teamLineupSchema,
  away: teamLineupSchema,
});
export type MatchLineups = z.infer<typeof matchLineupsSchema>;

export const playerFigureSchema = z.object({ id: z.enum(PLAYER_FIGURES), value: z.number() });

export const playerMatchSchema = z.object({
  match: matchSummarySchema,
  started: z.boolean(),
  tally: playerTallySchema,
});

export const playerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.number().int().nullable(),
  position: z.string().nullable(),
  sport: sportSchema,
  team: teamSchema,
});

export const playerPageSchema = z.object({
  player: playerProfileSchema,
  figures: z
    .array(playerFigureSchema)
    .describe("This season's figures in the sport's order: sums over `matches`, or per game played"),
  matches: z
    .array(playerMatchSchema)
    .describe("This season's matches the player played in (live and finished), newest first"),
});
export type PlayerPage = z.infer<typeof playerPageSchema>;
