import { z } from 'zod';

/** The largest id a row can have: ids are PostgreSQL `serial` (int4) columns. */
export const MAX_ID = 2_147_483_647;

/**
 * The id of a stored thing (match, competition, team...), from a query string or a body:
 * a whole number from 1 to MAX_ID. A bigger one names nothing (and PostgreSQL would refuse it).
 */
export const positiveId = (what: string) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be a positive whole number' })
    .max(MAX_ID, { error: `is not a known ${what}` });
