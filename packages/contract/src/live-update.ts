import { z } from 'zod';
import { positiveId } from './ids.ts';
import { clockSchema, incidentSchema, sideSchema, sportSchema } from './schedule-entities.ts';

/**
 * A live match update as published on `{product}/match/v1` (requirement live-message: the message is a
 * JSON array whose first element is the update). `seq` grows by one per stored update of a
 * match, so a client drops an update whose seq it has already seen (or an older one).
 */
export const matchUpdateSchema = z.object({
  id: z.number().int(),
  sport: sportSchema,
  competitionId: z.number().int(),
  status: z.number().int(),
  home: sideSchema.pick({ score: true, periods: true, penalties: true }),
  away: sideSchema.pick({ score: true, periods: true, penalties: true }),
  clock: clockSchema.nullable(),
  incidents: z.array(incidentSchema).describe('Incidents added by this update'),
  stats: z
    .array(z.object({ key: z.string(), home: z.number(), away: z.number() }))
    .optional()
    .describe('The statistics this update changed (absent when none did); pages label them by key'),
  seq: z.number().int(),
  at: z.string().describe('Server time (ISO) of the update'),
});
export type MatchUpdate = z.infer<typeof matchUpdateSchema>;

export const matchMessageSchema = z.tuple([matchUpdateSchema]).rest(z.unknown());

const score = z.number().int().min(0).max(999);
const count = z.number().int().min(0).max(999);
const sideInput = z
  .object({
    score: score.optional(),
    periods: z.array(score).max(12).optional(),
    penalties: z.number().int().min(0).max(99).nullable().optional(),
  })
  .strict();

const fixtureTeam = z
  .object({ name: z.string().trim().min(1).max(80), shortName: z.string().trim().min(1).max(20).optional() })
  .strict();

/** A match a feed announces before we know it: created (or its schedule corrected) under the feed's external ref. */
export const fixtureInputSchema = z
  .object({
    competition: z.string().regex(/^[a-z0-9.]{2,20}$/, { error: 'must be a competition code such as bra.1' }),
    season: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .optional()
      .describe("The season's name (2026, 2026/27); the competition's current season when absent"),
    round: z.string().trim().min(1).max(50).optional(),
    kickoff: z.iso.datetime({ offset: true, error: 'must be an ISO instant such as 2026-11-22T21:30:00Z' }),
    home: fixtureTeam,
    away: fixtureTeam,
    venue: z.string().trim().min(1).max(120).optional(),
  })
  .strict();
export type FixtureInput = z.infer<typeof fixtureInputSchema>;

/** What a data feed sends to POST /schedule/mqttMessageSend. Only the fields that changed. */
export const matchUpdateInputSchema = z
  .object({
    matchId: positiveId('match').optional(),
    externalRef: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe('The provider id of the match, for feeds that do not know ours'),
    fixture: fixtureInputSchema
      .optional()
      .describe('With externalRef: the match is created when unknown, its schedule updated when known'),
    status: z.number().int().min(0).max(999).optional(),
    home: sideInput.optional(),
    away: sideInput.optional(),
    clock: z
      .object({ seconds: z.number().int().min(0).max(10_000), running: z.boolean() })
      .strict()
      .optional(),
    incidents: z
      .array(
        incidentSchema
          .pick({ kind: true, side: true })
          .extend({
            minute: z.number().int().min(0).max(200).nullable().optional(),
            extraMinute: z.number().int().min(0).max(30).nullable().optional(),
            period: z.number().int().min(1).max(12).nullable().optional(),
            player: z.string().max(80).nullable().optional(),
            assist: z.string().max(80).nullable().optional().describe("A goal's assist: the player who set it up"),
            detail: z.string().max(200).nullable().optional(),
            homeScore: score
              .nullable()
              .optional()
              .describe('The score just after the incident; counted from goals when absent'),
            awayScore: score.nullable().optional(),
          })
          .strict(),
      )
      .max(50)
      .optional(),
    stats: z
      .array(
        z
          .object({
            key: z.string().regex(/^[a-z_]{1,40}$/),
            home: z.number().min(0).max(100_000),
            away: z.number().min(0).max(100_000),
          })
          .strict(),
      )
      .max(60)
      .optional(),
    players: z
      .array(
        z
          .object({
            side: z.enum(['home', 'away']),
            name: z.string().min(1).max(80),
            number: z.number().int().min(0).max(99).nullable().optional(),
            starter: z.boolean().optional(),
            minutes: z.number().int().min(0).max(99).optional(),
            points: count,
            fgm: count,
            fga: count,
            tpm: count,
            tpa: count,
            ftm: count,
            fta: count,
            rebounds: count,
            assists: count,
            steals: count.optional(),
            blocks: count.optional(),
            turnovers: count.optional(),
            fouls: count.optional(),
            plusMinus: z
              .number()
              .int()
              .min(-999)
              .max(999)
              .optional()
              .describe('Points scored minus points conceded while the player was on court'),
          })
          .strict()
          .refine(
            (line) =>
              line.fgm <= line.fga &&
              line.tpm <= line.tpa &&
              line.ftm <= line.fta &&
              line.tpm <= line.fgm &&
              line.tpa <= line.fga,
            {
              message: 'made cannot exceed attempted, nor three-pointers field goals',
            },
          ),
      )
      .max(40)
      .optional()
      .describe('Basketball box score lines that changed; a line replaces the stored one of that side and name'),
  })
  .strict()
  .refine((input) => input.matchId !== undefined || input.externalRef !== undefined, {
    message: 'needs matchId or externalRef',
    path: ['matchId'],
  })
  .refine((input) => input.fixture === undefined || (input.externalRef !== undefined && input.matchId === undefined), {
    message: 'a fixture is announced with externalRef, without matchId',
    path: ['fixture'],
  });
export type MatchUpdateInput = z.infer<typeof matchUpdateInputSchema>;
