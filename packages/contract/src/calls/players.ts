import { z } from 'zod';
import { defineCall } from '../call.ts';
import { positiveId } from '../ids.ts';
import { matchLineupsSchema, playerPageSchema } from '../player-entities.ts';

export const lineups = defineCall({
  method: 'GET',
  path: '/players/lineups',
  role: 'any',
  tag: 'schedule',
  summary:
    "A match's two line-ups: starters (football in a formation), bench, substitutions with their minute, each player's figures in the match",
  query: z.object({ id: positiveId('match') }),
  data: matchLineupsSchema,
});

export const playerDetail = defineCall({
  method: 'GET',
  path: '/players/detail',
  role: 'any',
  tag: 'schedule',
  summary: "A player page: position, number, team, this season's figures and matches",
  query: z.object({ id: positiveId('player') }),
  data: playerPageSchema,
});
