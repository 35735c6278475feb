import { z } from 'zod';
import {
  CODE_MESSAGE,
  EMAIL_MESSAGE,
  NICKNAME_LENGTH_MESSAGE,
  NICKNAME_TEXT_MESSAGE,
  PASSWORD_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  USERNAME_MESSAGE,
} from './account-messages.ts';
import { NICKNAME_LENGTH, PASSWORD_LENGTH, USERNAME_LENGTH } from './constants.ts';
import { isDisplayableName } from './display-name.ts';

export {
  EMAIL_EXAMPLE,
  EMAIL_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  USERNAME_MESSAGE,
  PASSWORD_MESSAGE,
  NICKNAME_LENGTH_MESSAGE,
  NICKNAME_TEXT_MESSAGE,
  CODE_MESSAGE,
} from './account-messages.ts';

/**
 * The validation rules of requirement account-rules, shared by the server's input checks and the web forms.
 * The messages are the spec's, word for word; the server translates them for `br`.
 */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .normalize('NFC')
  .max(254, { error: EMAIL_MESSAGE })
  .pipe(z.email({ error: EMAIL_MESSAGE }))
  .transform((email) => email.toLowerCase());

export const usernameSchema = z
  .string({ error: USERNAME_MESSAGE })
  .normalize('NFC')
  .regex(new RegExp(`^[A-Za-z0-9]{${USERNAME_LENGTH.min},${USERNAME_LENGTH.max}}$`), { error: USERNAME_MESSAGE });

/**
 * Any characters but control ones, 8 to 128 counted as characters (code points): passphrases
 * with spaces and accents too (ASVS 2.1). The 8 of requirement account-rules stays the lower bound.
 */
export const passwordSchema = z.string({ error: PASSWORD_MESSAGE }).refine(
  (password) => {
    const length = [...password].length;
    return length >= PASSWORD_LENGTH.min && length <= PASSWORD_LENGTH.max && !/\p{Cc}/u.test(password);
  },
  { error: PASSWORD_MESSAGE },
);

export const nicknameSchema = z
  .string({ error: NICKNAME_LENGTH_MESSAGE })
  .trim()
  .normalize('NFC')
  .refine(isDisplayableName, { error: NICKNAME_TEXT_MESSAGE, abort: true })
  .refine(
    (name) => {
      const length = [...name].length;
      return length >= NICKNAME_LENGTH.min && length <= NICKNAME_LENGTH.max;
    },
    { error: NICKNAME_LENGTH_MESSAGE },
  );

export const otpCodeSchema = z.string({ error: CODE_MESSAGE }).regex(/^\d{6}$/, { error: CODE_MESSAGE });

/** Login takes an e-mail or a username in one field (requirement account-rules). */
export const accountSchema = z
  .string({ error: 'must be your e-mail or username' })
  .trim()
  .normalize('NFC')
  .min(1, { error: 'must be your e-mail or username' })
  .max(254);

export function isEmailAccount(account: string): boolean {
  return account.includes('@');
}

/** A new password typed twice: the two must match (requirement account-rules). */
export function withRepeat<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, password: passwordSchema, repeatPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }) })
    .refine(
      (input) => {
        const typed = input as { password: string; repeatPassword: string };
        return typed.password === typed.repeatPassword;
      },
      { error: PASSWORDS_DO_NOT_MATCH, path: ['repeatPassword'] },
    );
}
