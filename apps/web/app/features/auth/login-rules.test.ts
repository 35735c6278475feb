import { login } from '@placar/contract/calls/user';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../lib/api/form-errors.ts';
import { loginRules } from './login-rules.ts';

const identity = (key: string) => key;

// Each sample goes through the contract's zod schema and the plain rules: same fields, same messages.
const samples: Record<string, unknown>[] = [
  { account: 'fan@example.com', password: 'secret-pass' },
  { account: 'fan1', password: 'x' },
  { account: '  jose\u0301  ', password: 'pass word with spaces' },
  { account: '', password: 'secret-pass' },
  { account: '   ', password: '' },
  { account: 'fan', password: '' },
  { account: 'a'.repeat(254), password: 'p' },
  { account: 'a'.repeat(255), password: 'p' },
  { account: 'fan', password: '\u0000' },
  { account: '\ud800', password: 'secret-pass' },
  { account: ` ${'a'.repeat(254)} `, password: 'p' },
  { account: 'fan', password: 'p'.repeat(512) },
  { account: 'fan', password: 'p'.repeat(513) },
  { account: 'fan\u0000', password: 'secret-pass' },
  { account: 'fan', password: 'secret\ud800' },
  { account: 'fan\u0000', password: '' },
  { account: 'fan\udc00x', password: 'ok\u0000' },
  { account: 'fan', password: '\ud83d\ude00' },
  { account: 42, password: 'secret-pass' },
  { account: 'fan', password: null },
  {},
];

describe('login rules', () => {
  it.each(samples.map((sample, index) => [index, sample] as const))(
    'sample %i agrees with the contract schema',
    (_index, sample) => {
      expect(loginRules.safeParse(sample).success).toBe(login.body.safeParse(sample).success);
      expect(fieldErrors(loginRules, sample, identity)).toEqual(fieldErrors(login.body, sample, identity));
    },
  );

  it('accepts a valid login and names each wrong field', () => {
    expect(fieldErrors(loginRules, { account: 'fan', password: 'p' }, identity)).toEqual({});
    expect(fieldErrors(loginRules, { account: ' ', password: '' }, identity)).toEqual({
      account: 'auth.rules.account',
      password: 'auth.rules.passwordRequired',
    });
  });
});
