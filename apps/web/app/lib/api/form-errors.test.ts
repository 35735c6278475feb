import {
  EMAIL_MESSAGE,
  emailSchema,
  otpCodeSchema,
  PASSWORD_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  USERNAME_MESSAGE,
  usernameSchema,
  withRepeat,
} from '@placar/contract/account-rules';
import { login } from '@placar/contract/calls/user';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/i18n.ts';
import { fieldErrors, splitServerError } from './form-errors.ts';

const en = (key: string) => translate('en', key);
const br = (key: string) => translate('br', key);
const registerForm = withRepeat({ code: otpCodeSchema, username: usernameSchema });

describe('form validation with the contract schemas', () => {
  it('shows the spec messages word for word in en', () => {
    expect(fieldErrors(z.object({ email: emailSchema }), { email: 'not-an-email' }, en)).toEqual({
      email: EMAIL_MESSAGE,
    });
    expect(EMAIL_MESSAGE).toBe('E-mail should be in valid form (e.g. name@example.com)');
    const errors = fieldErrors(
      registerForm,
      { code: '12345', username: 'short', password: 'abc', repeatPassword: 'abd' },
      en,
    );
    expect(errors).toEqual({
      code: en('auth.rules.code'),
      username: USERNAME_MESSAGE,
      password: PASSWORD_MESSAGE,
      repeatPassword: PASSWORDS_DO_NOT_MATCH,
    });
  });

  it('translates them in br', () => {
    const errors = fieldErrors(withRepeat({}), { password: 'Secret123!', repeatPassword: 'Secret124!' }, br);
    expect(errors.repeatPassword).toBe(br('auth.rules.passwordsDoNotMatch'));
    expect(errors.repeatPassword).not.toBe(PASSWORDS_DO_NOT_MATCH);
    expect(fieldErrors(z.object({ email: emailSchema }), { email: 'x' }, br).email).toContain('name@example.com');
  });

  it('passes valid input', () => {
    expect(
      fieldErrors(
        registerForm,
        { code: '123456', username: 'fan12345', password: 'Secret123!', repeatPassword: 'Secret123!' },
        en,
      ),
    ).toEqual({});
    expect(fieldErrors(login.body, { account: 'fan12345', password: 'x' }, en)).toEqual({});
    expect(fieldErrors(login.body, { account: ' ', password: '' }, en)).toEqual({
      account: en('auth.rules.account'),
      password: en('auth.rules.passwordRequired'),
    });
  });
});

describe('server messages made human', () => {
  const labels = { oldPassword: 'Current password', code: '6-digit code' };
  it("put a named field's rule next to it, as a sentence with the field's label", () => {
    expect(splitServerError('oldPassword: is wrong', labels)).toEqual({
      field: 'oldPassword',
      text: 'Current password is wrong.',
    });
    expect(splitServerError('code: está incorreto ou expirou', { code: 'Código de 6 dígitos' })).toEqual({
      field: 'code',
      text: 'Código de 6 dígitos está incorreto ou expirou.',
    });
  });

  it('never show a field name the form does not have', () => {
    expect(splitServerError('players.0.fgm: must be 999 or less', labels)).toEqual({
      field: null,
      text: 'Must be 999 or less.',
    });
    expect(splitServerError('Wrong account or password', labels)).toEqual({
      field: null,
      text: 'Wrong account or password',
    });
  });
});
