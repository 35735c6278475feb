import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Code } from '@placar/contract/codes';
import type { Language } from '@placar/contract/languages';
import { ApiError } from '../../http/api-error.ts';
import { mailChangedNotice } from '../../mail/account-mails.ts';
import { sendInBackground } from '../../mail/mailer.ts';
import { accountMessages } from '../account/account-messages.ts';
import type { Accounts } from './accounts.ts';
import { startSessionFor } from './login.service.ts';
import { insertMailChange, undoMailChanges } from '../account/mail-change.repository.ts';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password-hash.ts';
import type { ClientInfo } from './session.service.ts';
import { assertNicknameFree } from '../account/nickname-look-alikes.ts';
import { createUserAccount } from '../account/user-creation.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  isEmailTakenByOther,
  isUniqueViolation,
  updateUser,
} from '../account/user.repository.ts';
import type { UserRow } from '../account/user.repository.ts';
import { toUserView } from '../account/user-view.ts';

interface Registration {
  email: string;
  code: string;
  username: string;
  password: string;
  language: Language;
}

/** How long the old address can undo an e-mail change. */
const MAIL_UNDO_MS = 7 * 24 * 3600 * 1000;
/** A Google account (no password) may change its e-mail only this soon after signing in. */
const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Calls that tell whether an e-mail or username is taken count against the asking address and
 * against each target (ACCOUNT_LIMIT_PER_IP, ACCOUNT_LIMIT_PER_TARGET), so nobody can walk a list.
 */
async function countAccountTry(accounts: Accounts, ip: string, targets: string[]): Promise<void> {
  const { limits } = accounts;
  const allowed = (
    await Promise.all([limits.accountPerIp.hit(ip), ...targets.map((target) => limits.accountPerTarget.hit(target))])
  ).every(Boolean);
  if (!allowed) throw new ApiError(Code.tooManyRequests, accountMessages.tooManyAccountTries);
}

/** register: the username is checked before the code is spent, so a taken name costs no code. */
export async function register(accounts: Accounts, input: Registration, client: ClientInfo & { ip: string }) {
  await countAccountTry(accounts, client.ip, [`email:${input.email}`, `username:${input.username.toLowerCase()}`]);
  if ((await findUserByUsername(accounts.db, input.username)) !== undefined)
    throw new ApiError(Code.conflict, accountMessages.usernameTaken);
  // The username is the first nickname: it must not look like anyone's either.
  await assertNicknameFree(accounts.db, input.username, { field: 'username' });
  await accounts.otp.consume(input.email, 'register', input.code);
  const { password, ...account } = input;
  const user = await createUserAccount(accounts.db, {
    ...account,
    passwordHash: await hashPassword(password),
    createdAt: new Date(accounts.clock.now()),
  });
  return startSessionFor(accounts, user, client);
}

/** passwordReset: a code mailed to the address, then every session of the account ends. */
export async function resetPassword(accounts: Accounts, input: { email: string; code: string; password: string }) {
  await accounts.otp.consume(input.email, 'reset', input.code);
  const user = await findUserByEmail(accounts.db, input.email);
  // Codes for reset are only issued to existing accounts; an account deleted meanwhile is just a wrong code.
  if (user === undefined) throw new ApiError(Code.invalidInput, accountMessages.wrongCode);
  await updateUser(accounts.db, user.id, {
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: new Date(accounts.clock.now()),
  });
  await accounts.sessions.revokeAllOf(user.id, 'password_reset');
  return { reset: true };
}

/**
 * The current password typed to change the password or the e-mail. Counted in its own bucket
 * (not the sign-in's), so a mistyped one never locks the user out of signing in.
 */
async function checkCurrentPassword(
  accounts: Accounts,
  user: UserRow,
  password: string | undefined,
  field: 'oldPassword' | 'password',
): Promise<void> {
  if (password === undefined || password === '') {
    throw new ApiError(
      Code.invalidInput,
      field === 'oldPassword' ? accountMessages.oldPasswordNeeded : accountMessages.passwordNeeded,
    );
  }
  const key = `user:${user.id}`;
  if (!(await accounts.limits.passwordCheckPerUser.hit(key)))
    throw new ApiError(Code.tooManyRequests, accountMessages.tooManyLogins);
  if (!(await verifyPassword(password, user.passwordHash ?? UNKNOWN_ACCOUNT_HASH))) {
    throw new ApiError(
      Code.invalidInput,
      field === 'oldPassword' ? accountMessages.wrongOldPassword : accountMessages.wrongPassword,
    );
  }
  await accounts.limits.passwordCheckPerUser.refund(key);
}

/**
 * changePassword: the old password is checked; then every session of the account ends, this
 * client's included, and this client gets a new one.
 */
export async function changePassword(
  accounts: Accounts,
  userId: number,
  input: { oldPassword?: string | undefined; password: string },
  client: ClientInfo,
) {
  const user = await findUserById(accounts.db, userId);
  if (user === undefined) throw new ApiError(Code.mustLogInAgain);
  if (user.passwordHash !== null) await checkCurrentPassword(accounts, user, input.oldPassword, 'oldPassword');
  const updated = await updateUser(accounts.db, user.id, {
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: new Date(accounts.clock.now()),
  });
  await accounts.sessions.revokeAllOf(user.id, 'password_change');
  return startSessionFor(accounts, updated, client);
}

interface MailChange {
  email: string;
  code: string;
  password?: string | undefined;
}

/**
 * changeMail: the new address must be free and confirmed by the code sent to it, and the
 * caller must prove it is the owner: the current password, or for an account without one a
 * sign-in of the last 10 minutes. The old address gets a notice with a link that undoes it.
 */
export async function changeMail(
  accounts: Accounts,
  caller: {
    userId: number;
    sessionStartedAt: number | undefined;
    ip: string;
    language: Language;
    log: FastifyBaseLogger;
  },
  input: MailChange,
) {
  const user = await findUserById(accounts.db, caller.userId);
  if (user === undefined) throw new ApiError(Code.mustLogInAgain);
  const now = accounts.clock.now();
  if (user.passwordHash !== null) await checkCurrentPassword(accounts, user, input.password, 'password');
  else if (caller.sessionStartedAt === undefined || now - caller.sessionStartedAt > RECENT_SIGN_IN_MS) {
    throw new ApiError(Code.forbidden, accountMessages.recentSignInNeeded);
  }
  await countAccountTry(accounts, caller.ip, [`email:${input.email}`]);
  if (await isEmailTakenByOther(accounts.db, input.email, user.id))
    throw new ApiError(Code.conflict, accountMessages.emailTaken);
  await accounts.otp.consume(input.email, 'changeMail', input.code);
  let updated: UserRow;
  try {
    updated = await updateUser(accounts.db, user.id, { email: input.email });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(Code.conflict, accountMessages.emailTaken);
    throw error;
  }
  if (user.email !== input.email) {
    const token = randomBytes(32).toString('base64url');
    await insertMailChange(accounts.db, {
      userId: user.id,
      oldEmail: user.email,
      newEmail: input.email,
      googleSubject: user.googleSubject,
      tokenHash: sha256(token),
      createdAt: new Date(now),
      expiresAt: new Date(now + MAIL_UNDO_MS),
    });
    const undoUrl = `${accounts.config.security.publicUrl}/${caller.language}/resetpassword?undo=${token}`;
    sendInBackground(accounts.mailer, mailChangedNotice(user.email, input.email, undoUrl, caller.language), caller.log);
  }
  return { user: toUserView(updated) };
}

/**
 * undoMailChange: the link from a notice puts back the address from before the first recent
 * change, ends every session and removes the password (whoever changed the e-mail knew it) and
 * a Google identity linked since; the owner then sets a new password with a code sent there.
 */
export async function undoMailChange(accounts: Accounts, token: string) {
  const change = await undoMailChanges(accounts.db, sha256(token), new Date(accounts.clock.now()));
  if (change === undefined) throw new ApiError(Code.invalidInput, accountMessages.undoLinkInvalid);
  const user = await findUserById(accounts.db, change.userId);
  if (user === undefined) throw new ApiError(Code.invalidInput, accountMessages.undoLinkInvalid);
  try {
    await updateUser(accounts.db, user.id, {
      email: change.oldEmail,
      passwordHash: null,
      ...(user.googleSubject !== change.googleSubject ? { googleSubject: change.googleSubject } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(Code.conflict, accountMessages.emailTaken);
    throw error;
  }
  await accounts.sessions.revokeAllOf(user.id, 'mail_undo');
  return { email: change.oldEmail };
}
