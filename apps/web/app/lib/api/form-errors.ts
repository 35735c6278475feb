import {
  CODE_MESSAGE,
  EMAIL_MESSAGE,
  NICKNAME_LENGTH_MESSAGE,
  NICKNAME_TEXT_MESSAGE,
  PASSWORD_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  USERNAME_MESSAGE,
} from '@placar/contract/account-messages';

/** The contract's rule messages and their catalogue keys; en holds them word for word. */
const RULE_KEYS: Record<string, string> = {
  [EMAIL_MESSAGE]: 'auth.rules.email',
  [PASSWORDS_DO_NOT_MATCH]: 'auth.rules.passwordsDoNotMatch',
  [USERNAME_MESSAGE]: 'auth.rules.username',
  [PASSWORD_MESSAGE]: 'auth.rules.password',
  [CODE_MESSAGE]: 'auth.rules.code',
  'must be your e-mail or username': 'auth.rules.account',
  'must be your password': 'auth.rules.passwordRequired',
  [NICKNAME_LENGTH_MESSAGE]: 'auth.rules.nickname',
  [NICKNAME_TEXT_MESSAGE]: 'auth.rules.nicknameText',
};

/** Structural view of a zod schema, so forms need no direct zod import. */
interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The first message per field of the contract schema, in the page language. A repeated
 * password that differs is reported even while other fields are still wrong. `schema` may
 * be a call's body, which the contract types as optional.
 */
export function fieldErrors(
  schema: Schema | undefined,
  values: Record<string, unknown>,
  t: (key: string) => string,
): FieldErrors {
  const out: FieldErrors = {};
  const result = schema?.safeParse(values);
  for (const issue of result?.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'form');
    if (out[field]) continue;
    const key = RULE_KEYS[issue.message];
    out[field] = key ? t(key) : issue.message;
  }
  if ('repeatPassword' in values && values.repeatPassword !== values.password && !out.repeatPassword)
    out.repeatPassword = t(RULE_KEYS[PASSWORDS_DO_NOT_MATCH] as string);
  return out;
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

/** A sentence: first letter up, a full stop at the end. */
function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * A server's "field: rule" message (code 4000001, already in the page language) made human:
 * the form's label of the field and the rule as one sentence, placed next to that field when
 * the form has it ("Current password is wrong."); otherwise the rule alone, as a sentence.
 */
export function splitServerError(
  message: string,
  labels: Readonly<Record<string, string>>,
): { field: string | null; text: string } {
  const match = /^([A-Za-z][\w.]*):\s+(.+)$/s.exec(message.trim());
  if (!match) return { field: null, text: message };
  const path = match[1] ?? '';
  const rule = match[2] ?? '';
  const field = path.split('.')[0] ?? path;
  const label = labels[field];
  if (label === undefined) return { field: null, text: sentence(rule) };
  return { field, text: sentence(`${label} ${rule}`) };
}
