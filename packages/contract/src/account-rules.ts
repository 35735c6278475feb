import { z } from 'zod';
import { PASSWORD_LENGTH, USERNAME_LENGTH } from './constants.ts';

/**
 * SPEC section 5 validation rules, shared by the server's input checks and the web forms.
 * The messages are the spec's, word for word; the server translates them for `br`.
 */
export const EMAIL_EXAMPLE = 'name@example.com';
export const EMAIL_MESSAGE = `E-mail should be in valid form (e.g. ${EMAIL_EXAMPLE})`;
export const PASSWORDS_DO_NOT_MATCH = 'passwords do not match';
export const USERNAME_MESSAGE = `must be ${USERNAME_LENGTH.min} to ${USERNAME_LENGTH.max} letters and numbers`;
export const PASSWORD_SPECIALS = '!@#$%^*?_~';
export const PASSWORD_MESSAGE = `must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters: letters, numbers and ${PASSWORD_SPECIALS.split('').join(' ')}`;
export const CODE_MESSAGE = 'must be the 6-digit code we sent';

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

export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGE })
  .regex(new RegExp(`^[A-Za-z0-9!@#$%^*?_~]{${PASSWORD_LENGTH.min},${PASSWORD_LENGTH.max}}$`), { error: PASSWORD_MESSAGE });

export const otpCodeSchema = z.string({ error: CODE_MESSAGE }).regex(/^\d{6}$/, { error: CODE_MESSAGE });

/** Login takes an e-mail or a username in one field (SPEC section 5). */
export const accountSchema = z.string({ error: 'must be your e-mail or username' }).trim().normalize('NFC').min(1, { error: 'must be your e-mail or username' }).max(254);

export function isEmailAccount(account: string): boolean {
  return account.includes('@');
}

/** A new password typed twice: the two must match (SPEC section 5). */
export function withRepeat<T extends z.ZodRawShape>(shape: T) {
  return z
    .object({ ...shape, password: passwordSchema, repeatPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }) })
    .refine((input) => {
      const typed = input as { password: string; repeatPassword: string };
      return typed.password === typed.repeatPassword;
    }, { error: PASSWORDS_DO_NOT_MATCH, path: ['repeatPassword'] });
}

/** Chat name colours a user may pick. */
export const CHAT_COLORS = ['#22c55e', '#3b82f6', '#ef4444', '#f59e0b', '#a855f7', '#ec4899', '#14b8a6', '#f97316', '#e5e7eb'] as const;
