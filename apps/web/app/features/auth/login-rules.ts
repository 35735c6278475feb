import { PASSWORD_LENGTH } from '@placar/contract/constants';
import { isAcceptableText, TEXT_RULE_MESSAGE } from '@placar/contract/text-rule';

/**
 * The login call's body rules (`login.body` in the contract) as a plain function, so the login
 * page checks its form without loading zod (decision 0077); login-rules.test.ts proves both
 * agree on valid and invalid input. The server still validates with the contract's schema.
 */
const ACCOUNT_MESSAGE = 'must be your e-mail or username';
const PASSWORD_MESSAGE = 'must be your password';
const ACCOUNT_MAX = 254;

interface Issue {
  path: PropertyKey[];
  message: string;
}

function accountIssue(account: unknown): string | undefined {
  if (typeof account !== 'string') return ACCOUNT_MESSAGE;
  const length = account.trim().normalize('NFC').length;
  if (length < 1) return ACCOUNT_MESSAGE;
  return length > ACCOUNT_MAX ? ACCOUNT_MESSAGE : undefined;
}

function passwordIssue(password: unknown): string | undefined {
  if (typeof password !== 'string' || password.length < 1 || password.length > PASSWORD_LENGTH.max * 4)
    return PASSWORD_MESSAGE;
  return undefined;
}

export const loginRules = {
  safeParse(values: { account?: unknown; password?: unknown }): { success: boolean; error?: { issues: Issue[] } } {
    const issues: Issue[] = [];
    const account = accountIssue(values.account);
    if (account) issues.push({ path: ['account'], message: account });
    const password = passwordIssue(values.password);
    if (password) issues.push({ path: ['password'], message: password });
    // The contract's text rule (text-rule.ts): the first string of the body that breaks it, whatever else is wrong.
    const broken = (['account', 'password'] as const).find(
      (field) => typeof values[field] === 'string' && !isAcceptableText(values[field]),
    );
    if (broken) issues.push({ path: [broken], message: TEXT_RULE_MESSAGE });
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
};
