import { z } from 'zod';
import { Code } from '@placar/contract/codes';
import type { Language } from '@placar/contract/languages';
import { ApiError } from './api-error.ts';
import { translateRule } from './messages.ts';

const portugueseErrors = z.locales.ptBR().localeError;
const MAX_ISSUES = 3;
const MAX_MESSAGE_LENGTH = 300;

/** `field: rule` for each problem, e.g. `id: must be a positive whole number`. */
function describeIssues(issues: readonly z.core.$ZodIssue[], label: string, language: Language): string {
  const parts = issues.slice(0, MAX_ISSUES).map((issue) => {
    const path = issue.path.map(String).join('.');
    const text = `${path === '' ? label : path}: ${translateRule(issue.message, language)}`;
    return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}…` : text;
  });
  return parts.join('; ');
}

/**
 * Validates one part of a request (query, body, headers) in the caller's language: rule
 * messages written in the contract win, zod's own come from its locale. Failing throws 4000001.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  label: string,
  language: Language,
): z.output<S> {
  const result = schema.safeParse(input, language === 'br' ? { error: portugueseErrors } : undefined);
  if (result.success) return result.data;
  throw new ApiError(Code.invalidInput, describeIssues(result.error.issues, label, language));
}
