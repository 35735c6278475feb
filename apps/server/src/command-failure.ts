import { DrizzleQueryError } from 'drizzle-orm';
import { ConfigError } from './config.ts';
import { CommandError } from './db/command-database.ts';

/**
 * Why something failed, in one line for the person at the terminal, never a stack (issue 37):
 * a command's own refusals and a bad setting as they are, anything else by its first line.
 * LOG_LEVEL=debug adds the stack for whoever is debugging.
 */
export function failureLine(error: unknown): string {
  if (error instanceof CommandError || error instanceof ConfigError) return error.message;
  // A failed query says what PostgreSQL (or the connection) said, not the SQL it was running.
  const reason = error instanceof DrizzleQueryError && error.cause !== undefined ? error.cause : error;
  const text =
    reason instanceof AggregateError && reason.message === ''
      ? String(reason.errors[0]?.message ?? reason)
      : reason instanceof Error
        ? reason.message
        : String(reason);
  const message = text.split('\n')[0] ?? '';
  const stack =
    process.env.LOG_LEVEL === 'debug' && error instanceof Error && error.stack !== undefined ? `\n${error.stack}` : '';
  return `${message}${stack}`;
}

/** A command's last words when it cannot go on: "Cannot import: ..." (its own refusals need no prefix). */
export function commandFailure(doing: string, error: unknown): string {
  return error instanceof CommandError || error instanceof ConfigError
    ? error.message
    : `Cannot ${doing}: ${failureLine(error)}`;
}
