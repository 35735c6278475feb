import { Code } from '@placar/contract/codes';
import type { Language } from '@placar/contract/languages';
import { ApiError } from '../../http/api-error.ts';
import { accountMessages } from './account-messages.ts';
import type { Accounts } from './accounts.ts';
import { startSessionFor } from './login.service.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import type { ClientInfo } from './session.service.ts';
import { createUserAccount } from './user-creation.ts';
import { findUserByEmail, findUserById, findUserByUsername, isEmailTakenByOther, isUniqueViolation, updateUser } from './user.repository.ts';
import { toUserView } from './user-view.ts';

export interface Registration {
  email: string;
  code: string;
  username: string;
  password: string;
  language: Language;
}

/** register: the username is checked before the code is spent, so a taken name costs no code. */
export async function register(accounts: Accounts, input: Registration, client: ClientInfo) {
  if ((await findUserByUsername(accounts.db, input.username)) !== undefined) throw new ApiError(Code.conflict, accountMessages.usernameTaken);
  await accounts.otp.consume(input.email, 'register', input.code);
  const user = await createUserAccount(accounts.db, { ...input, createdAt: new Date(accounts.clock.now()) });
  return startSessionFor(accounts, user, client);
}

/** passwordReset: a code mailed to the address, then every session of the account ends. */
export async function resetPassword(accounts: Accounts, input: { email: string; code: string; password: string }) {
  await accounts.otp.consume(input.email, 'reset', input.code);
  const user = await findUserByEmail(accounts.db, input.email);
  // Codes for reset are only issued to existing accounts; an account deleted meanwhile is just a wrong code.
  if (user === undefined) throw new ApiError(Code.invalidInput, accountMessages.wrongCode);
  await updateUser(accounts.db, user.id, { passwordHash: await hashPassword(input.password), passwordChangedAt: new Date() });
  await accounts.sessions.revokeAllOf(user.id, 'password_reset');
  return { reset: true };
}

/**
 * changePassword: the old password is checked (attempts count like logins); then every session
 * of the account ends, this client's included, and this client gets a new one.
 */
export async function changePassword(
  accounts: Accounts,
  userId: number,
  input: { oldPassword?: string | undefined; password: string },
  client: ClientInfo,
) {
  const user = await findUserById(accounts.db, userId);
  if (user === undefined) throw new ApiError(Code.mustLogInAgain);
  if (user.passwordHash !== null) {
    if (input.oldPassword === undefined || input.oldPassword === '') throw new ApiError(Code.invalidInput, accountMessages.oldPasswordNeeded);
    if (!accounts.limits.loginPerAccount.hit(`user:${user.id}`)) throw new ApiError(Code.tooManyRequests, accountMessages.tooManyLogins);
    if (!(await verifyPassword(input.oldPassword, user.passwordHash))) throw new ApiError(Code.invalidInput, accountMessages.wrongOldPassword);
  }
  const updated = await updateUser(accounts.db, user.id, { passwordHash: await hashPassword(input.password), passwordChangedAt: new Date() });
  await accounts.sessions.revokeAllOf(user.id, 'password_change');
  return startSessionFor(accounts, updated, client);
}

/** changeMail: the new address must be free and confirmed by the code sent to it. */
export async function changeMail(accounts: Accounts, userId: number, input: { email: string; code: string }) {
  if (await isEmailTakenByOther(accounts.db, input.email, userId)) throw new ApiError(Code.conflict, accountMessages.emailTaken);
  await accounts.otp.consume(input.email, 'changeMail', input.code);
  try {
    return { user: toUserView(await updateUser(accounts.db, userId, { email: input.email })) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(Code.conflict, accountMessages.emailTaken);
    throw error;
  }
}
