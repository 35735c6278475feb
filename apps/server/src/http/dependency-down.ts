/** Socket errors of a dependency that is not there (PostgreSQL stopped, restarting, unreachable). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres's own words when a connection is lost or cannot be had in time. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;

/**
 * Whether an error says a dependency is down rather than that our code failed: a socket
 * error, SQLSTATE class 08 (connection exception) or 57P01-57P03 (the server shutting down,
 * crashed, starting). Drizzle wraps the driver's error, so the `cause` chain is read too.
 */
export function isDependencyDown(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNREACHABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)))
    return true;
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDependencyDown(inner, depth + 1))) return true;
  return isDependencyDown(cause, depth + 1);
}
