import { createHash, randomInt } from 'node:crypto';
import { Code } from '@placar/contract/codes';
import { isEmailAccount } from '@placar/contract/account-rules';
import { displayableName } from '@placar/contract/display-name';
import { NICKNAME_LENGTH } from '@placar/contract/constants';
import type { Language } from '@placar/contract/languages';
import { ApiError } from '../../http/api-error.ts';
import { assertNotSuspended } from '../sanctions/sanctions.service.ts';
import { accountMessages } from '../account/account-messages.ts';
import type { Accounts } from './accounts.ts';
import { hashPassword, needsRehash, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password-hash.ts';
import type { ClientInfo } from './session.service.ts';
import { createUserAccount } from '../account/user-creation.ts';
import { assertNicknameFree } from '../account/nickname-look-alikes.ts';
import { hasSignedInFrom } from './session.repository.ts';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  findUserByUsername,
  isUniqueViolation,
  updateUser,
} from '../account/user.repository.ts';
import type { UserRow } from '../account/user.repository.ts';
import { toUserView } from '../account/user-view.ts';

export async function startSessionFor(accounts: Accounts, user: UserRow, client: ClientInfo) {
  // A suspended account cannot sign in, however it asks (issue 13).
  await assertNotSuspended(accounts.db, user.id, new Date(accounts.clock.now()));
  const { tokens, refresh } = await accounts.sessions.start(user, client);
  return { user: toUserView(user), tokens, refresh };
}

/**
 * A password typed to act on an account, counted by the login throttle (decision 0106): per
 * account and address, and per account from anywhere, which slows strangers' addresses but never
 * the ones the account signed in from. A right one gives its attempts back.
 */
async function checkAccountPassword(
  accounts: Accounts,
  user: UserRow,
  password: string,
  address: string,
): Promise<boolean> {
  const on = {
    account: `user:${user.id}`,
    address,
    knownAddress: () => hasSignedInFrom(accounts.db, user.id, address),
  };
  await accounts.limits.login.attempt(on);
  // An account without a password costs the same time as one with.
  const right =
    (await verifyPassword(password, user.passwordHash ?? UNKNOWN_ACCOUNT_HASH)) && user.passwordHash !== null;
  await (right ? accounts.limits.login.succeeded(on) : accounts.limits.login.failed(on));
  return right;
}

/** A hash made at an older, lower cost is replaced by today's while the password is at hand. */
async function rehashIfOld(accounts: Accounts, user: UserRow, password: string): Promise<UserRow> {
  if (user.passwordHash === null || !needsRehash(user.passwordHash)) return user;
  return updateUser(accounts.db, user.id, { passwordHash: await hashPassword(password) });
}

/**
 * Login by e-mail (the account holds '@') or username. Unknown account and wrong password get
 * the same answer in the same time. Attempts count against the IP and the account; a success
 * gives its attempts back.
 */
export async function login(
  accounts: Accounts,
  input: { account: string; password: string },
  client: ClientInfo & { ip: string },
) {
  const account = input.account.toLowerCase();
  const { limits } = accounts;
  if (!(await limits.loginPerIp.hit(client.ip)))
    throw new ApiError(Code.tooManyRequests, accountMessages.tooManyLogins);
  const user = isEmailAccount(account)
    ? await findUserByEmail(accounts.db, account)
    : await findUserByUsername(accounts.db, account);
  if (user === undefined) {
    // Keyed by what was typed for an unknown account, so probing it is limited too.
    const on = { account: `account:${account}`, address: client.ip, knownAddress: async () => false };
    await limits.login.attempt(on);
    await verifyPassword(input.password, UNKNOWN_ACCOUNT_HASH);
    await limits.login.failed(on);
    throw new ApiError(Code.invalidInput, accountMessages.wrongLogin);
  }
  if (!(await checkAccountPassword(accounts, user, input.password, client.ip)))
    throw new ApiError(Code.invalidInput, accountMessages.wrongLogin);
  await limits.loginPerIp.refund(client.ip);
  return startSessionFor(accounts, await rehashIfOld(accounts, user, input.password), client);
}

/** A username from the e-mail's local part: letters and digits, 8 to 20, with digits added until it is free. */
async function freeUsername(accounts: Accounts, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 14) || 'user';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const digits = attempt === 0 && base.length >= 8 ? '' : String(randomInt(0, 1_000_000)).padStart(6, '0');
    const candidate = `${base}${digits}`.padEnd(8, '0').slice(0, 20);
    if ((await findUserByUsername(accounts.db, candidate)) === undefined) return candidate;
  }
  throw new Error('no free username');
}

/** The Google profile name as a nickname: what it hides or reorders removed, cut to the nickname length; undefined when too little is left. */
function nicknameFromProfile(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const shown = [...displayableName(name)].slice(0, NICKNAME_LENGTH.max).join('').trim();
  return [...shown].length >= NICKNAME_LENGTH.min ? shown : undefined;
}

const nonceHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

interface GoogleSignIn {
  idToken: string;
  /** The secret whose SHA-256 the popup asked Google to put in the token. */
  nonce: string;
  /** The existing account's password, to link Google to it. */
  password?: string | undefined;
}

/**
 * Google sign-in: the account with this Google subject; or the account with the same verified
 * e-mail, linked only when its password is given (4090001 asks for it; 4030001 when it has
 * none to give); or a new account.
 * The token must carry the SHA-256 of the nonce this browser kept, and opens one session only.
 */
export async function loginWithGoogle(accounts: Accounts, input: GoogleSignIn, language: Language, client: ClientInfo) {
  if (!accounts.google.configured) throw new ApiError(Code.invalidInput, accountMessages.googleOff);
  const identity = await accounts.google.verify(input.idToken);
  const now = accounts.clock.now();
  // Checked and spent in one step, before any await: one token and nonce open one session, however many arrive at once.
  if (
    identity === null ||
    identity.nonce !== nonceHash(input.nonce) ||
    !accounts.usedNonces.claim(identity.nonce, identity.expiresAt, now)
  ) {
    throw new ApiError(Code.invalidInput, accountMessages.googleRefused);
  }
  try {
    return await signInWithIdentity(accounts, identity, input, language, client);
  } catch (error) {
    accounts.usedNonces.release(identity.nonce);
    throw error;
  }
}

async function signInWithIdentity(
  accounts: Accounts,
  identity: { subject: string; email: string; name?: string | undefined },
  input: GoogleSignIn,
  language: Language,
  client: ClientInfo,
) {
  const { db } = accounts;
  let user = await findUserByGoogleSubject(db, identity.subject);
  let created = false;
  if (user === undefined) {
    const byEmail = await findUserByEmail(db, identity.email);
    if (byEmail !== undefined) {
      if (byEmail.passwordHash === null) throw new ApiError(Code.forbidden, accountMessages.googleLinkImpossible);
      if (input.password === undefined) throw new ApiError(Code.conflict, accountMessages.googleLinkNeedsPassword);
      if (!(await checkAccountPassword(accounts, byEmail, input.password, client.ip ?? '')))
        throw new ApiError(Code.invalidInput, accountMessages.wrongPassword);
      user = await updateUser(db, byEmail.id, { googleSubject: identity.subject });
    } else {
      const username = await freeUsername(accounts, identity.email);
      // The profile name, unless it looks like someone's (or a staff word): then the username.
      const profileName = nicknameFromProfile(identity.name);
      const nickname =
        profileName !== undefined &&
        (await assertNicknameFree(db, profileName, { field: 'nickname' }).then(
          () => true,
          () => false,
        ))
          ? profileName
          : username;
      try {
        user = await createUserAccount(db, {
          email: identity.email,
          username,
          nickname,
          language,
          googleSubject: identity.subject,
          createdAt: new Date(accounts.clock.now()),
        });
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
