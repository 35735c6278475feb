import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUserWithSession } from '../../../test/sessions.ts';

// The role rule of every account call, and bad input answered 4000001 with the messages of requirement account-rules.
describe('account calls: roles and input', () => {
  let t: TestApp;
  let viewer: string;
  beforeAll(async () => {
    t = await buildTestApp();
    viewer = (await createUserWithSession(t.database!.db)).accessToken;
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

  const userCalls: [string, object][] = [
    ['/user/logout', {}],
    ['/user/changePassword', { oldPassword: 'Secret123!', password: 'Secret123!', repeatPassword: 'Secret123!' }],
    ['/user/changeMail', { email: 'x@example.com', code: '123456', password: 'Secret123!' }],
    ['/user/sessionLogout', { others: true }],
    ['/user/updateSetting', { nickname: 'Someone' }],
    ['/user/changeChatColor', { color: '#22c55e' }],
  ];

  it.each(userCalls)('%s needs a user: a visitor gets 4010001', async (url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: Code.mustLogInAgain, msg: 'Please log in again!' });
  });

  it.each([
    ['/user/updateSetting', { nickname: 'Someone' }],
    ['/user/changeChatColor', { color: '#22c55e' }],
  ])('%s works for a logged-in user', async (url, payload) => {
    expect((await post(url, payload, { authorization: viewer })).json().code).toBe(200);
  });

  it.each([
    ['/user/emailVerifyCode', { email: 'visitor@example.com', purpose: 'register' }, 200],
    ['/user/login', { account: 'nobody', password: 'x' }, Code.invalidInput],
    ['/user/refreshToken', {}, Code.mustLogInAgain],
    ['/user/undoMailChange', { token: 'x'.repeat(43) }, Code.invalidInput],
    [
      '/user/passwordReset',
      { email: 'v@example.com', code: '123456', password: 'Secret123!', repeatPassword: 'Secret123!' },
      Code.invalidInput,
    ],
    [
      '/user/register',
      { email: 'v@example.com', code: '123456', username: 'visitor01', password: 'Secret123!' },
      Code.invalidInput,
    ],
    [
      '/user/loginThirdParty',
      { provider: 'google', idToken: 'x'.repeat(30), nonce: 'n'.repeat(43) },
      Code.invalidInput,
    ],
  ])('%s is open to visitors', async (url, payload, code) => {
    expect((await post(url, payload)).json().code).toBe(code);
  });

  const badInput: [string, object, string, string][] = [
    [
      '/user/emailVerifyCode',
      { email: 'not-an-email', purpose: 'register' },
      'email: E-mail should be in valid form (e.g. name@example.com)',
      'email: O e-mail deve estar em um formato válido (ex.: name@example.com)',
    ],
    [
      '/user/emailVerifyCode',
      { email: 'a@example.com', purpose: 'other' },
      'purpose: must be register, reset or changeMail',
      'purpose: deve ser register, reset ou changeMail',
    ],
    [
      '/user/register',
      { email: 'a@example.com', code: '123456', username: 'short', password: 'Secret123!' },
      'username: must be 8 to 20 letters and numbers',
      'username: deve ter de 8 a 20 letras e números',
    ],
    [
      '/user/register',
      { email: 'a@example.com', code: '123456', username: 'longenough1', password: 'short1' },
      'password: must be 8 to 128 characters, with no control characters',
      'password: deve ter de 8 a 128 caracteres, sem caracteres de controle',
    ],
    [
      '/user/register',
      { email: 'a@example.com', code: '123456', username: 'longenough1', password: 'p'.repeat(129) },
      'password: must be 8 to 128 characters, with no control characters',
      'password: deve ter de 8 a 128 caracteres, sem caracteres de controle',
    ],
    [
      '/user/register',
      { email: 'a@example.com', code: '123456', username: 'longenough1', password: 'tab\there ok' },
      'password: must be 8 to 128 characters, with no control characters',
      'password: deve ter de 8 a 128 caracteres, sem caracteres de controle',
    ],
    [
      '/user/register',
      { email: 'a@example.com', code: '12ab56', username: 'longenough1', password: 'Secret123!' },
      'code: must be the 6-digit code we sent',
      'code: deve ser o código de 6 dígitos que enviamos',
    ],
    [
      '/user/passwordReset',
      { email: 'a@example.com', code: '123456', password: 'Secret123!', repeatPassword: 'Secret124!' },
      'repeatPassword: passwords do not match',
      'repeatPassword: as senhas não coincidem',
    ],
    [
      '/user/login',
      { account: '', password: 'x' },
      'account: must be your e-mail or username',
      'account: deve ser seu e-mail ou nome de usuário',
    ],
    [
      '/user/loginThirdParty',
      { provider: 'facebook', idToken: 'x'.repeat(30), nonce: 'n'.repeat(43) },
      'provider: must be google',
      'provider: deve ser google',
    ],
    [
      '/user/loginThirdParty',
      { provider: 'google', idToken: 'x'.repeat(30), nonce: 'short' },
      'nonce: must be the nonce of this sign-in',
      'nonce: deve ser o nonce deste login',
    ],
    [
      '/user/undoMailChange',
      { token: 'a b' },
      'token: must be the link we mailed',
      'token: deve ser o link que enviamos por e-mail',
    ],
  ];

  it.each(badInput)('%s refuses bad input with the rule message in en and br', async (url, payload, en, br) => {
    const english = await post(url, payload);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ code: Code.invalidInput, msg: en, data: null });
    expect((await post(url, payload, { language: 'br' })).json().msg).toBe(br);
  });

  // Item 7: a nickname is shown to others, so nothing in it may hide or reorder text.
  it.each([
    ['a line break', 'Maria\nAdmin'],
    ['a carriage return', 'Maria\rSilva'],
    ['a tab', 'Maria\tSilva'],
    ['a right-to-left override (U+202E)', 'Ana\u202Egnp.exe'],
    ['a left-to-right override (U+202D)', '\u202DAna'],
    ['an isolate (U+2066)', 'Ana\u2066x'],
    ['a right-to-left mark (U+200F)', 'Ana\u200F'],
    ['a line separator (U+2028)', 'Ana\u2028Bia'],
    ['an escape character', 'Ana\u001b[31m'],
    // Issue 36: every format control, not only the bidi ones.
    ['a zero-width space (U+200B)', 'Ad\u200Bmin'],
    ['an Arabic letter mark (U+061C)', 'Ana\u061C'],
    ['a byte order mark (U+FEFF) inside', 'Ad\uFEFFmin'],
    ['tag characters (hidden text)', 'Ana\u{E0041}\u{E0042}'],
    ['an interlinear annotation (U+FFF9)', 'Ana\uFFF9x\uFFFB'],
  ])('/user/updateSetting refuses a nickname with %s, in en and br', async (_name, nickname) => {
    const english = await post('/user/updateSetting', { nickname }, { authorization: viewer });
    expect(english.json()).toEqual({
      code: Code.invalidInput,
      msg: 'nickname: must not contain line breaks, control or text-direction characters',
      data: null,
    });
    const portuguese = await post('/user/updateSetting', { nickname }, { authorization: viewer, language: 'br' });
    expect(portuguese.json().msg).toBe(
      'nickname: não pode conter quebras de linha, caracteres de controle nem de direção do texto',
    );
  });

  it('/user/updateSetting keeps a nickname with accents, spaces and emoji', async () => {
    const answer = await post('/user/updateSetting', { nickname: '  João ⚽ São Paulo ' }, { authorization: viewer });
    expect(answer.json().data.user.nickname).toBe('João ⚽ São Paulo');
  });

  it.each([
    ['/user/updateSetting', { nickname: 'x' }, 'nickname: must be 2 to 30 characters'],
    ['/user/updateSetting', { nickname: '⚽'.repeat(31) }, 'nickname: must be 2 to 30 characters'],
    ['/user/updateSetting', { language: 'fr' }, 'language: must be en or br'],
    ['/user/updateSetting', { avatar: 'http://evil.example.com/a.png' }, 'avatar: must be an uploaded image'],
    [
      '/user/changeChatColor',
      { color: 'red' },
      'color: must be one of #22c55e #3b82f6 #ef4444 #f59e0b #a855f7 #ec4899 #14b8a6 #f97316 #e5e7eb',
    ],
    [
      '/user/changePassword',
      { oldPassword: 'Secret123!', password: 'Secret123!', repeatPassword: 'Other1234!' },
      'repeatPassword: passwords do not match',
    ],
    [
      '/user/changeMail',
      { email: 'nope', code: '123456' },
      'email: E-mail should be in valid form (e.g. name@example.com)',
    ],
    [
      '/user/sessionLogout',
      { id: 'a', others: true },
      'body: must name one session (id) or all the others (others: true)',
    ],
  ])('%s refuses bad input from a user', async (url, payload, msg) => {
    expect((await post(url, payload, { authorization: viewer })).json()).toEqual({
      code: Code.invalidInput,
      msg,
      data: null,
    });
  });
});
