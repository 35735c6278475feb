import { z } from 'zod';
import { withTextRule } from '@placar/contract/text-rule';

const goals = z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() });

/** The part of API-Football v3's `GET /fixtures` answer we read; its text follows the contract's text rule. */
export const fixturesResponseSchema = withTextRule(
  z.object({
    errors: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
    response: z.array(
      z.object({
        fixture: z.object({
          id: z.number().int(),
          date: z.string(),
          venue: z.object({ name: z.string().nullable() }).partial().nullable().optional(),
          status: z.object({
            short: z.string(),
            elapsed: z.number().int().nullable(),
            extra: z.number().int().nullable().optional(),
          }),
        }),
        league: z.object({ id: z.number().int(), season: z.number().int(), round: z.string().nullable().optional() }),
        teams: z.object({
          home: z.object({ id: z.number().int(), name: z.string() }),
          away: z.object({ id: z.number().int(), name: z.string() }),
        }),
        goals,
        score: z.object({ halftime: goals, fulltime: goals, extratime: goals, penalty: goals }),
      }),
    ),
  }),
);
export type ApiFootballFixture = z.infer<typeof fixturesResponseSchema>['response'][number];
