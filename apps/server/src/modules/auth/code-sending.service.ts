import type { FastifyBaseLogger } from 'fastify';
import { Code } from '@placar/contract/codes';
import type { Language } from '@placar/contract/languages';
import { ApiError } from '../../http/api-error.ts';
import { accountExistsMail, codeMail } from '../../mail/account-mails.ts';
import type { CodePurpose } from '../../mail/account-mails.ts';
import { sendInBackground } from '../../mail/mailer.ts';
import { accountMessages } from '../account/account-messages.ts';
import { RESEND_AFTER_SECONDS } from './accounts.ts';
import type { Accounts } from './accounts.ts';
import { findUserByEmail } from '../account/user.repository.ts';

interface CodeRequest {
  email: string;
  purpose: CodePurpose;
  language: Language;
  ip: string;
}

/**
 * emailVerifyCode. The answer is the same whether the e-mail has an account or not: a sign-up
 * for a known address gets a mail saying so instead of a code, a reset for an unknown one gets
 * nothing. Limits: one code per e-mail per minute, CODE_LIMIT_PER_EMAIL an hour, CODE_LIMIT_PER_IP an hour.
 */
export async function sendCode(accounts: Accounts, request: CodeRequest, log: FastifyBaseLogger) {
  const { limits } = accounts;
  const emailKey = `${request.purpose}:${request.email}`;
  if (!(await limits.codeResend.hit(emailKey))) {
    throw new ApiError(Code.tooManyRequests, accountMessages.codeWait(await limits.codeResend.retryAfter(emailKey)));
  }
  if (!(await limits.codePerIp.hit(request.ip)) || !(await limits.codePerEmail.hit(request.email))) {
    throw new ApiError(Code.tooManyRequests, accountMessages.tooManyCodes);
  }
  const existing = request.purpose === 'changeMail' ? undefined : await findUserByEmail(accounts.db, request.email);
  if (request.purpose === 'register' && existing !== undefined) {
    sendInBackground(accounts.mailer, accountExistsMail(request.email, request.language), log);
  } else if (request.purpose !== 'reset' || existing !== undefined) {
    const code = await accounts.otp.issue(request.email, request.purpose);
    sendInBackground(accounts.mailer, codeMail(request.email, request.purpose, code, request.language), log);
  }
  return { sent: true, resendAfter: RESEND_AFTER_SECONDS };
}
