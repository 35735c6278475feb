import { z } from 'zod';
import { MATCH_TABS } from './match-tabs.ts';
import type { MatchTab } from './match-tabs.ts';
import { servedSports } from './sports/served-sports.ts';

/** Shapes of the schedule data the API returns. Names are in the caller's `language`. */
export const sportSchema = z.enum(servedSports());
export const phaseSchema = z.enum(['upcoming', 'live', 'finished', 'postponed', 'canceled', 'interrupted']);

export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string().describe('ISO 3166 alpha-2, or INT / EU for international competitions'),
  name: z.string(),
});

export const competitionSummarySchema = z.object({
  id: z.number().int(),
  code: z.string().describe('Stable slug, e.g. bra.1, eng.1, uefa.cl, nba'),
  sport: sportSchema,
  name: z.string(),
  shortName: z.string(),
  country: countrySchema.nullable(),
  logo: z.string().nullable(),
  hot: z.boolean(),
  live: z.number().int().describe('Matches of this competition live now'),
});

export const seasonSchema = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  name: z.string().describe('e.g. 2024/25 or 2025'),
  startsOn: z.string(),
  endsOn: z.string(),
  current: z.boolean(),
});

export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  logo: z.string().nullable(),
});

export const sideSchema = z.object({
  team: teamSchema,
  score: z.number().int().nullable().describe('Null before kickoff'),
  periods: z.array(z.number().int()).describe('Points or goals per half / quarter, then overtime periods'),
  penalties: z.number().int().nullable(),
});

export const clockSchema = z.object({
  seconds: z.number().int().describe('Football: seconds played since kickoff. Basketball: seconds left in the period'),
  running: z.boolean(),
  at: z.string().describe('Server time (ISO) the seconds were read; running clocks advance from it'),
});

export const matchStatusSchema = z.object({
  code: z.number().int(),
  phase: phaseSchema,
  text: z.string().describe('The status text in the caller language; blank before kickoff'),
});

export const matchSummarySchema = z.object({
  id: z.number().int(),
  sport: sportSchema,
  competition: z.object({ id: z.number().int(), name: z.string(), shortName: z.string(), logo: z.string().nullable() }),
  seasonId: z.number().int(),
  round: z.string().nullable(),
  kickoff: z.string().describe('ISO 8601, UTC'),
  localDate: z.string().describe('yyyy-mm-dd of the kickoff in the caller tz'),
  localTime: z.string().describe('HH:mm of the kickoff in the caller tz'),
  status: matchStatusSchema,
  clock: clockSchema.nullable(),
  home: sideSchema,
  away: sideSchema,
  hot: z.boolean(),
  seq: z.number().int().describe('Per-match update sequence; higher is newer'),
});

export const incidentSchema = z.object({
  id: z.number().int(),
  kind: z
    .enum([
      'goal',
      'own_goal',
      'penalty_goal',
      'missed_penalty',
      'yellow_card',
      'red_card',
      'second_yellow',
      'substitution',
      'period',
      'points',
      'var',
      'shootout_goal',
      'shootout_miss',
    ])
    .describe(
      'period: a period ended (detail: HT, FT, RT, ET1, ET2, AET, PSO, Q1-Q4, OT); substitution: detail names the player going off; goal: detail names the assisting player, when the feed gives one; shoot-out kicks: detail is the tally after the kick',
    ),
  minute: z.number().int().nullable(),
  extraMinute: z.number().int().nullable(),
  period: z.number().int().nullable(),
  side: z.enum(['home', 'away']).nullable(),
  player: z.string().nullable(),
  assist: z.string().nullable().describe('The player who set up a goal, where the feed names one'),
  detail: z.string().nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
});

export const matchDetailSchema = matchSummarySchema.extend({
  venue: z.string().nullable(),
  season: z.string(),
  country: countrySchema.nullable(),
  incidents: z.array(incidentSchema),
  rooms: z.array(z.object({ id: z.number().int(), title: z.string(), anchor: z.string(), viewers: z.number().int() })),
});

export const matchScoreSchema = matchSummarySchema.pick({ id: true, status: true, clock: true, seq: true }).extend({
  home: sideSchema.pick({ score: true, periods: true, penalties: true }),
  away: sideSchema.pick({ score: true, periods: true, penalties: true }),
});

export const statSchema = z.object({
  key: z.string().describe('e.g. possession, shots, shots_on_target, corners, fouls, rebounds, assists'),
  label: z.string(),
  home: z.number(),
  away: z.number(),
  unit: z.enum(['count', 'percent']),
});

/** One player's line of a basketball box score: team points are the sum of its players' points. */
export const boxScoreLineSchema = z.object({
  name: z.string(),
  number: z.number().int().nullable(),
  starter: z.boolean(),
  minutes: z.number().int(),
  points: z.number().int(),
  fgm: z.number().int().describe('Field goals made'),
  fga: z.number().int().describe('Field goals attempted'),
  tpm: z.number().int().describe('Three-pointers made'),
  tpa: z.number().int().describe('Three-pointers attempted'),
  ftm: z.number().int().describe('Free throws made'),
  fta: z.number().int().describe('Free throws attempted'),
  rebounds: z.number().int(),
  assists: z.number().int(),
  steals: z
    .number()
    .int()
    .nullable()
    .describe('Null where the feed does not send it, as blocks, turnovers, fouls and plus-minus'),
  blocks: z.number().int().nullable(),
  turnovers: z.number().int().nullable(),
  fouls: z.number().int().nullable().describe('Personal fouls'),
  plusMinus: z.number().int().nullable().describe('Points scored minus points conceded while on court'),
});

export const standingRowSchema = z.object({
  position: z.number().int(),
  team: teamSchema,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int().describe('Goals, or points scored in basketball'),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  points: z
    .number()
    .int()
    .describe(
      "The sport's points per result (football 3 a win, 1 a draw); 0 where tables rank by win percentage (basketball)",
    ),
  overtimeLost: z.number().int().describe('Losses after overtime or a shoot-out, counted in lost too'),
  winPercentage: z.number().describe('0 to 1'),
  form: z.array(z.enum(['W', 'D', 'L'])).describe('Last five results, oldest first'),
  // Records every sport's table may show; which it shows is in its rules (sports/, table.columns).
  gamesBehind: z
    .number()
    .nullable()
    .describe(
      'Where the sport counts it (basketball): games behind the leader, ((leader W - W) + (L - leader L)) / 2; else null',
    ),
  homeRecord: z.object({ won: z.number().int(), drawn: z.number().int(), lost: z.number().int() }),
  awayRecord: z.object({ won: z.number().int(), drawn: z.number().int(), lost: z.number().int() }),
  lastTen: z
    .object({ won: z.number().int(), drawn: z.number().int(), lost: z.number().int() })
    .describe('Results of the last ten matches'),
  streak: z
    .object({ result: z.enum(['W', 'D', 'L']), count: z.number().int() })
    .nullable()
    .describe('The current run of one result; null before the first match'),
});

export const splitSchema = standingRowSchema.pick({
  played: true,
  won: true,
  drawn: true,
  lost: true,
  goalsFor: true,
  goalsAgainst: true,
  points: true,
});

export const groupedMatchesSchema = z.object({
  competition: competitionSummarySchema,
  matches: z.array(matchSummarySchema),
});

/** How many matches of the day each home tab holds. */
export const tabCountsSchema = z.object(
  Object.fromEntries(MATCH_TABS.map((tab) => [tab, z.number().int()])) as Record<MatchTab, z.ZodNumber>,
);

export type MatchSummary = z.infer<typeof matchSummarySchema>;
export type MatchDetail = z.infer<typeof matchDetailSchema>;
export type MatchScore = z.infer<typeof matchScoreSchema>;
export type CompetitionSummary = z.infer<typeof competitionSummarySchema>;
export type StandingRow = z.infer<typeof standingRowSchema>;
export type Season = z.infer<typeof seasonSchema>;
export type TabCounts = z.infer<typeof tabCountsSchema>;
