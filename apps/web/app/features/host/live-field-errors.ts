import type { Language } from '@placar/contract/languages';
import { LIVE_RULE_MESSAGES_BR } from '@placar/contract/live-rules';
import { translate } from '../../i18n/i18n.ts';
import { fieldErrors, type FieldErrors } from '../../lib/api/form-errors.ts';

type Schema = Parameters<typeof fieldErrors>[0];

/** A host form's errors from the contract schema, in the page language (the contract gives the Portuguese). */
export function liveFieldErrors(schema: Schema, values: Record<string, unknown>, lang: Language): FieldErrors {
  const errors = fieldErrors(schema, values, (key) => translate(lang, key));
  if (lang !== 'br') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message ? (LIVE_RULE_MESSAGES_BR[message] ?? message) : message,
    ]),
  );
}
