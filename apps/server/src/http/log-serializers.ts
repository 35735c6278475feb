import pino from 'pino';

/** The PostgreSQL error behind a failure (pg's DatabaseError has a 5-character SQLSTATE `code`), if any. */
function databaseErrorIn(error: Error): (Error & Record<string, unknown>) | undefined {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth += 1
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in current)
      return current as Error & Record<string, unknown>;
  }
  return undefined;
}

const queryOf = (error: Error) => (error as { query?: unknown }).query;
const frames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/**
 * Errors as logs show them. A failed query's message, parameters and PostgreSQL's `detail`
 * hold the values it carried (e-mails, codes: "Key (email)=(ana@example.com) already exists"),
 * so it is logged by its statement, SQLSTATE and constraint only, with the stack frames.
 */
interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeError(error: Error): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const database = databaseErrorIn(error);
  const query = queryOf(error);
  if (database === undefined && typeof query !== 'string') return pino.stdSerializers.err(error) as SerializedError;
  const pick = (name: string) => (typeof database?.[name] === 'string' ? (database[name] as string) : undefined);
  return {
    type: error.constructor.name,
    message: 'database query failed',
    ...(typeof query === 'string' ? { statement: query.replace(/\s+/g, ' ').slice(0, 200) } : {}),
    code: pick('code'),
    constraint: pick('constraint'),
    table: pick('table'),
    column: pick('column'),
    routine: pick('routine'),
    stack: frames(error.stack),
  };
}

export const logSerializers = { err: serializeError };
