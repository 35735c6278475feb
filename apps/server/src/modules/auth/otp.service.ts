import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Code } from '@placar/contract/codes';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CodePurpose } from '../../mail/account-mails.ts';
import { accountMessages } from '../account/account-messages.ts';
import { countAttempt, findOpenCode, markUsed, replaceCode } from './otp.repository.ts';

const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_ATTEMPTS = 5;

/** One-time codes: 6 digits, stored as an HMAC, 10 minutes, 5 attempts, one purpose, used once. */
export function createOtpService(db: Database, key: Uint8Array, clock: Clock) {
  const hash = (email: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('base64url');

  return {
    /** A new code for the e-mail and purpose (the previous one stops working); the caller mails it. */
    async issue(email: string, purpose: CodePurpose): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await replaceCode(db, {
        email,
        purpose,
        codeHash: hash(email, purpose, code),
        expiresAt: new Date(clock.now() + CODE_TTL_MS),
      });
      return code;
    },

    /** Uses the code up, or throws 4000001: wrong, expired, or past its attempts (then even the right code is refused). */
    async consume(email: string, purpose: CodePurpose, code: string): Promise<void> {
      const row = await findOpenCode(db, email, purpose);
      if (row === undefined || row.expiresAt.getTime() <= clock.now())
        throw new ApiError(Code.invalidInput, accountMessages.wrongCode);
      if (!(await countAttempt(db, row.id, CODE_ATTEMPTS)))
        throw new ApiError(Code.invalidInput, accountMessages.codeTriesUsed);
      const right = timingSafeEqual(Buffer.from(hash(email, purpose, code)), Buffer.from(row.codeHash));
      if (!right || !(await markUsed(db, row.id))) throw new ApiError(Code.invalidInput, accountMessages.wrongCode);
    },
  };
}
