import { EMAIL_MESSAGE, emailSchema, otpCodeSchema, PASSWORD_MESSAGE, PASSWORDS_DO_NOT_MATCH, USERNAME_MESSAGE, usernameSchema, withRepeat } from '@placar/contract/account-rules';
import { login } from '@placar/contract/calls/user';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/i18n.ts';
import { fieldErrors } from './form-errors.ts';

const en = (key: string) => translate('en', key);
const br = (key: string) => translate('br', key);
const registerForm = withRepeat({ code: otpCodeSchema, username: usernameSchema });

describe('form validation with the contract schemas', () => {
  it('shows the spec messages word for word in en', () => {
    expect(fieldErrors(z.object({ email: emailSchema }), { email: 'not-an-email' }, en)).toEqual({ email: EMAIL_MESSAGE });
    expect(EMAIL_MESSAGE).toBe('E-mail should be in valid form (e.g. name@example.com)');
    const errors = fieldErrors(registerForm, { code: '12345', username: 'short', password: 'abc', repeatPassword: 'abd' }, en);
    expect(errors).toEqual({ code: en('auth.rules.code'), username: USERNAME_MESSAGE, password: PASSWORD_MESSAGE, repeatPassword: PASSWORDS_DO_NOT_MATCH });
  });

  it('translates them in br', () => {
    const errors = fieldErrors(withRepeat({}), { password: 'Secret123!', repeatPassword: 'Secret124!' }, br);
    expect(errors.repeatPassword).toBe(br('auth.rules.passwordsDoNotMatch'));
    expect(errors.repeatPassword).not.toBe(PASSWORDS_DO_NOT_MATCH);
    expect(fieldErrors(z.object({ email: emailSchema }), { email: 'x' }, br).email).toContain('name@example.com');
  });

  it('passes valid input', () => {
    expect(fieldErrors(registerForm, { code: '123456', username: 'fan12345', password: 'Secret123!', repeatPassword: 'Secret123!' }, en)).toEqual({});
    expect(fieldErrors(login.body, { account: 'fan12345', password: 'x' }, en)).toEqual({});
    expect(fieldErrors(login.body, { account: ' ', password: '' }, en)).toEqual({ account: en('auth.rules.account'), password: en('auth.rules.passwordRequired') });
  });
});
