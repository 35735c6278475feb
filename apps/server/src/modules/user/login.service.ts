import { Code } from '@placar/contract/codes';
import { isEmailAccount } from '@placar/contract/account-rules';
import type { Language } from '@placar/contract/languages';
import { ApiError } from '../../http/api-error.ts';
import { assertNotSuspended } from '../sanctions/sanctions.service.ts';
import { accountMessages } from './account-messages.ts';
import type { Accounts } from './accounts.ts';
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password-hash.ts';
import type { ClientInfo } from './session.service.ts';
import { createUserAccount } from './user-creation.ts';
import { findUserByEmail, findUserByGoogleSubject, findUserByUsername, isUniqueViolation, updateUser } from './user.repository.ts';
import type { UserRow } from './user.repository.ts';
import { toUserView } from './user-view.ts';

export async function startSessionFor(accounts: Accounts, user: UserRow, client: ClientInfo) {
  // A suspended account cannot sign in, however it asks (issue 13).
  await assertNotSuspended(accounts.db, user.id, new Date(accounts.clock.now()));
  const { tokens } = await accounts.sessions.start(user, client);
  return { user: toUserView(user), tokens };
}

/**
 * Login by e-mail (the account holds '@') or username. Unknown account and wrong password get
 * the same answer in the same time. Every attempt counts against the IP and the account.
 */
export async function login(accounts: Accounts, input: { account: string; password: string }, client: ClientInfo & { ip: string }) {
  const account = input.account.toLowerCase();
  const { limits } = accounts;
  if (!limits.loginPerIp.hit(client.ip)) throw new ApiError(Code.tooManyRequests, accountMessages.tooManyLogins);
  const user = isEmailAccount(account) ? await findUserByEmail(accounts.db, account) : await findUserByUsername(accounts.db, account);
  // Keyed by the user when known, so e-mail and username share one allowance.
  if (!limits.loginPerAccount.hit(user === undefined ? `account:${account}` : `user:${user.id}`)) {
    throw new ApiError(Code.tooManyRequests, accountMessages.tooManyLogins);
  }
  const right = await verifyPassword(input.password, user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  if (user === undefined || user.passwordHash === null || !right) throw new ApiError(Code.invalidInput, accountMessages.wrongLogin);
  return startSessionFor(accounts, user, client);
}

/** A username from the e-mail's local part: letters and digits, 8 to 20, with digits added until it is free. */
async function freeUsername(accounts: Accounts, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 14) || 'user';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const digits = attempt === 0 && base.length >= 8 ? '' : String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    const candidate = `${base}${digits}`.padEnd(8, '0').slice(0, 20);
    if ((await findUserByUsername(accounts.db, candidate)) === undefined) return candidate;
  }
  throw new Error('no free username');
}

/** Google sign-in: the account with this Google subject, or the one with the verified e-mail (linked now), or a new one. */
export async function loginWithGoogle(accounts: Accounts, idToken: string, language: Language, client: ClientInfo) {
  if (!accounts.google.configured) throw new ApiError(Code.invalidInput, accountMessages.googleOff);
  const identity = await accounts.google.verify(idToken);
  if (identity === null) throw new ApiError(Code.invalidInput, accountMessages.googleRefused);
  const { db } = accounts;
  let user = await findUserByGoogleSubject(db, identity.subject);
  let created = false;
  if (user === undefined) {
    const byEmail = await findUserByEmail(db, identity.email);
    if (byEmail !== undefined) {
      user = await updateUser(db, byEmail.id, { googleSubject: identity.subject });
    } else {
      const username = await freeUsername(accounts, identity.email);
      const nickname = identity.name?.trim().slice(0, 30) || username;
      try {
        user = await createUserAccount(db, { email: identity.email, username, nickname, language, googleSubject: identity.subject });
        created = true;
      } catch (error) {
        if (!(error instanceof ApiError) && !isUniqueViolation(error)) throw error;
        // The same token twice at once: the other request made the account.
        user = await findUserByGoogleSubject(db, identity.subject);
        if (user === undefined) throw error;
      }
    }
  }
  return { ...(await startSessionFor(accounts, user, client)), created };
}
