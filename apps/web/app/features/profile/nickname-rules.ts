import { NICKNAME_LENGTH_MESSAGE, NICKNAME_TEXT_MESSAGE } from '@placar/contract/account-messages';
import { NICKNAME_LENGTH } from '@placar/contract/constants';
import { isDisplayableName } from '@placar/contract/display-name';
import { isAcceptableText, TEXT_RULE_MESSAGE } from '@placar/contract/text-rule';

/**
 * The nickname rules of `updateSetting.body` as a plain function, so /me checks its nickname
 * without loading zod (issue 14, as login-rules.ts does for login); nickname-rules.test.ts proves
 * both give the same first message on valid and invalid input. The server still validates with
 * the contract's schema.
 */
interface Issue {
  path: PropertyKey[];
  message: string;
}

function nicknameIssues(nickname: unknown): string[] {
  if (typeof nickname !== 'string') return [NICKNAME_LENGTH_MESSAGE];
  const name = nickname.trim().normalize('NFC');
  if (!isDisplayableName(name)) return [NICKNAME_TEXT_MESSAGE];
  const length = [...name].length;
  const issues = length < NICKNAME_LENGTH.min || length > NICKNAME_LENGTH.max ? [NICKNAME_LENGTH_MESSAGE] : [];
  // The contract's text rule (text-rule.ts), checked on the name as parsed.
  return isAcceptableText(name) ? issues : [...issues, TEXT_RULE_MESSAGE];
}

export const nicknameRules = {
  safeParse(values: { nickname?: unknown }): { success: boolean; error?: { issues: Issue[] } } {
    const issues =
      values.nickname === undefined
        ? []
        : nicknameIssues(values.nickname).map((message) => ({ path: ['nickname'], message }));
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
};
