import { z } from 'zod';
import { withTextRule } from '@placar/contract/text-rule';

/*
 * The parts of API-Football v3's match-centre answers we read: `GET /fixtures/lineups`,
 * `GET /fixtures/events`, `GET /fixtures/players` (each `?fixture=`) and `GET /standings`
 * (`?league=&season=`). Fields we do not read are let through unread (the vendor adds some
 * now and then); a field we read with the wrong type, or a list longer than any match has,
 * rejects the whole answer, which the adapter logs and skips (recorded shapes: `recorded/`).
 */

const name = z.string().trim().min(1).max(80);
const id = z.number().int().positive();
/**
 * An answer: `errors` (a refused key answers 200 with it filled and `response` empty) and at
 * most `most` items, each held to the text rule.
 */
const answer = <T extends z.ZodType>(item: T, most: number) =>
  withTextRule(
    z.object({
      errors: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
      response: z.array(item).max(most),
    }),
  );

const lineupPlayer = z.object({
  player: z.object({
    id,
    name,
    number: z.number().int().min(0).max(99).nullable(),
    pos: z.string().max(3).nullable(),
    grid: z.string().max(10).nullable().optional(),
  }),
});

export const lineupsResponseSchema = answer(
  z.object({
    team: z.object({ id, name }),
    coach: z.object({ id: id.nullable().optional(), name: name.nullable() }).nullable().optional(),
    formation: z
      .string()
      .regex(/^\d(-\d){1,4}$/, { error: 'must be a formation such as 4-3-3' })
      .nullable(),
    startXI: z.array(lineupPlayer).max(11),
    substitutes: z.array(lineupPlayer).max(23),
  }),
  2,
);
export type ApiFootballLineup = z.infer<typeof lineupsResponseSchema>['response'][number];

const eventPlayer = z.object({ id: id.nullable(), name: name.nullable() }).nullable().optional();

export const eventsResponseSchema = answer(
  z.object({
    time: z.object({
      elapsed: z.number().int().min(0).max(200),
      extra: z.number().int().min(0).max(30).nullable().optional(),
    }),
    team: z.object({ id, name }),
    player: eventPlayer,
    assist: eventPlayer,
    type: z.string().max(20),
    detail: z.string().max(80).nullable(),
    comments: z.string().max(200).nullable().optional(),
  }),
  300,
);
export type ApiFootballEvent = z.infer<typeof eventsResponseSchema>['response'][number];

const count = z.number().int().min(0).max(999).nullable().optional();

const playerStatistics = z.object({
  games: z.object({
    minutes: z.number().int().min(0).max(200).nullable(),
    number: z.number().int().min(0).max(99).nullable().optional(),
    position: z.string().max(3).nullable().optional(),
    // The vendor sends the rating as text ("7.3").
    rating: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/)
      .nullable()
      .optional(),
    substitute: z.boolean().optional(),
  }),
  goals: z.object({ total: count, assists: count }).optional(),
  cards: z.object({ yellow: count, red: count }).optional(),
});

export const playersResponseSchema = answer(
  z.object({
    team: z.object({ id, name }),
    players: z
      .array(z.object({ player: z.object({ id, name }), statistics: z.array(playerStatistics).min(1).max(2) }))
      .max(40),
  }),
  2,
);
export type ApiFootballTeamPlayers = z.infer<typeof playersResponseSchema>['response'][number];

export const standingsResponseSchema = answer(
  z.object({
    league: z.object({
      id,
      season: z.number().int(),
      standings: z
        .array(
          z
            .array(
              z.object({
                rank: z.number().int().min(1).max(100),
                team: z.object({ id, name }),
                group: z.string().trim().min(1).max(80),
              }),
            )
            .max(40),
        )
        .max(40),
    }),
  }),
  1,
);
export type ApiFootballStandings = z.infer<typeof standingsResponseSchema>['response'][number];
