import { randomInt } from 'node:crypto';
import { emailSchema, passwordSchema, usernameSchema } from '@placar/contract/account-rules';
import type { Database } from '../../db/client.ts';
import { hashPassword } from './password-hash.ts';
import { createUserAccount } from '../account/user-creation.ts';
import { findUserByEmail, updateUser } from '../account/user.repository.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 20 characters the password rule accepts: 18 random letters and digits, a special character, a digit. */
function generatePassword(): string {
  const body = Array.from({ length: 18 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${body}_${randomInt(10)}`;
}

export class AdminInputError extends Error {
  override name = 'AdminInputError';
}

/**
 * The first admin (or another): a new account with role admin, or the account with this
 * e-mail promoted to admin (its password replaced only when one is given).
 */
export async function createAdmin(
  db: Database,
  input: { email: string; username: string; password?: string | undefined },
) {
  const email = emailSchema.safeParse(input.email);
  const username = usernameSchema.safeParse(input.username);
  const password = input.password === undefined ? undefined : passwordSchema.safeParse(input.password);
  if (!email.success) throw new AdminInputError(`--email: ${email.error.issues[0]?.message}`);
  if (!username.success) throw new AdminInputError(`--username: ${username.error.issues[0]?.message}`);
  if (password !== undefined && !password.success)
    throw new AdminInputError(`--password: ${password.error.issues[0]?.message}`);
  const existing = await findUserByEmail(db, email.data);
  if (existing !== undefined) {
    const changes =
      input.password === undefined
        ? {}
        : { passwordHash: await hashPassword(input.password), passwordChangedAt: new Date() };
    const user = await updateUser(db, existing.id, { role: 'admin', ...changes });
    return { user, created: false, generatedPassword: undefined };
  }
  const chosenPassword = input.password ?? generatePassword();
  const generatedPassword = input.password === undefined ? chosenPassword : undefined;
  const passwordHash = await hashPassword(chosenPassword);
  const user = await createUserAccount(db, { email: email.data, username: username.data, passwordHash, role: 'admin' });
  return { user, created: true, generatedPassword };
}
