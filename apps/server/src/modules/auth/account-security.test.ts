import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { otpCodes } from '../../db/schema.ts';
import { REDACTED_PATHS } from '../../http/logger.ts';

// Issue 4 security tests, with the dev outbox (no SMTP_URL) and the app's real log redaction at trace level.
describe('account security', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      env: { LOGIN_LIMIT_PER_ACCOUNT: '3', CODE_LIMIT_PER_IP: '4' },
      logger: {
        level: 'trace',
        redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
        stream: { write: (line: string) => logLines.push(line) },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const responses: string[] = [];
  let ip = 0;
  async function post(
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = `10.1.0.${++ip}`,
  ) {
    const response = await t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress });
    responses.push(response.body);
    return response;
  }
  const outbox = async () =>
    (await t.app.inject('/dev/mail.json')).json().mails as { to: string; subject: string; text: string }[];
  async function mailedCode(email: string, purpose: string): Promise<string> {
    expect((await post('/user/emailVerifyCode', { email, purpose })).json().code).toBe(200);
    const mail = (await outbox()).find((m) => m.to === email);
    const code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1];
    if (code === undefined) throw new Error('no code mailed');
    return code;
  }
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const secrets = new Set<string>();

  it('refuses the 6th try even with the right code', async () => {
    const email = 'tries@example.com';
    const code = await mailedCode(email, 'register');
    secrets.add(code);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await post('/user/register', {
        email,
        code: wrongOf(code),
        username: 'triesuser1',
        password: 'Secret123!',
      });
      expect(wrong.json()).toMatchObject({ code: Code.invalidInput, msg: 'code: is wrong or has expired' });
    }
    const right = await post(
      '/user/register',
      { email, code, username: 'triesuser1', password: 'Secret123!' },
      { language: 'br' },
    );
    expect(right.json()).toMatchObject({
      code: Code.invalidInput,
      msg: 'code: tentativas demais, peça um novo código',
    });
  });

  it('accepts a right code within its tries, once, for its purpose only, and not after 10 minutes', async () => {
    const email = 'once@example.com';
    const code = await mailedCode(email, 'register');
    secrets.add(code);
    expect(
      (await post('/user/passwordReset', { email, code, password: 'Secret123!', repeatPassword: 'Secret123!' })).json()
        .code,
    ).toBe(Code.invalidInput);
    await post('/user/register', { email, code: wrongOf(code), username: 'onceuser1', password: 'Secret123!' });
    const ok = await post('/user/register', { email, code, username: 'onceuser1', password: 'Secret123!' });
    expect(ok.json().code).toBe(200);

    const late = 'late@example.com';
    const lateCode = await mailedCode(late, 'changeMail');
    await t
      .database!.db.update(otpCodes)
      .set({ expiresAt: new Date(t.clock.now() - 1000) })
      .where(eq(otpCodes.email, late));
    const auth = { authorization: ok.json().data.tokens.accessToken };
    expect(
      (await post('/user/changeMail', { email: late, code: lateCode, password: 'Secret123!' }, auth)).json().msg,
    ).toBe('code: is wrong or has expired');
    const [stored] = await t.database!.db.select().from(otpCodes).where(eq(otpCodes.email, late));
    expect(stored?.codeHash).not.toContain(lateCode);
  });

  it('asks to wait before another code for the same e-mail, and limits codes per IP', async () => {
    // No account has this address: nothing is mailed, and the answer is the same.
    expect((await post('/user/emailVerifyCode', { email: 'wait@example.com', purpose: 'reset' })).json().data).toEqual({
      sent: true,
      resendAfter: 60,
    });
    const again = await post('/user/emailVerifyCode', { email: 'wait@example.com', purpose: 'reset' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: Code.tooManyRequests,
      msg: expect.stringMatching(/^Wait \d+ s before asking for another code$/),
    });
    const answers = [];
    for (let n = 0; n < 5; n += 1)
      answers.push(
        (await post('/user/emailVerifyCode', { email: `ip${n}@example.com`, purpose: 'reset' }, {}, '10.9.9.9')).json()
          .code,
      );
    expect(answers).toEqual([200, 200, 200, 200, Code.tooManyRequests]);
  });

  it('slows login attempts per account with 4290001 from addresses it never signed in from, whatever the IP (decision 0106)', async () => {
    const email = 'limited@example.com';
    const code = await mailedCode(email, 'register');
    secrets.add(code);
    expect(
      (await post('/user/register', { email, code, username: 'limiteduser', password: 'Secret123!' })).json().code,
    ).toBe(200);
    const answers = [];
    for (const account of ['limiteduser', 'limited@example.com', 'LimitedUser', 'limiteduser']) {
      answers.push((await post('/user/login', { account, password: 'Wrong1234!' })).json());
    }
    expect(answers.map((answer) => answer.code)).toEqual([
      Code.invalidInput,
      Code.invalidInput,
      Code.invalidInput,
      Code.tooManyRequests,
    ]);
    expect(answers[3]).toMatchObject({ msg: 'This account had many wrong passwords: try again in 30 s' });
    expect((await post('/user/login', { account: 'limiteduser', password: 'Secret123!' })).json().code).toBe(
      Code.tooManyRequests,
    );
  });

  it('limits login attempts per IP', async () => {
    const app = await buildTestApp({ env: { LOGIN_LIMIT_PER_IP: '2' } });
    try {
      const codes = [];
      for (const account of ['a@example.com', 'b@example.com', 'c@example.com']) {
        codes.push(
          (
            await app.app.inject({
              method: 'POST',
              url: '/api/user/login',
              payload: { account, password: 'Whatever1!' },
            })
          ).json().code,
        );
      }
      expect(codes).toEqual([Code.invalidInput, Code.invalidInput, Code.tooManyRequests]);
    } finally {
      await app.close();
    }
  });

  it('never writes passwords or codes in logs or answers', async () => {
    const email = 'quiet@example.com';
    const code = await mailedCode(email, 'register');
    secrets.add(code);
    await post('/user/register', { email, code, username: 'quietuser1', password: 'Quiet123!pw' });
    await post('/user/login', { account: 'quietuser1', password: 'Quiet123!pw' });
    await post('/user/login', { account: 'quietuser1', password: 'Wrong123!pw' });
    const reset = await mailedCode('quiet@example.com', 'reset');
    secrets.add(reset);
    await post('/user/passwordReset', { email, code: reset, password: 'Fresh123!pw', repeatPassword: 'Fresh123!pw' });
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/user/login');
    for (const secret of [...secrets, 'Quiet123!pw', 'Wrong123!pw', 'Fresh123!pw']) {
      expect(logs).not.toContain(secret);
      for (const body of responses) expect(body).not.toContain(secret);
    }
    for (const body of responses) expect(body).not.toMatch(/passwordHash|password_hash|codeHash|code_hash/);
  });

  it('shows the dev outbox newest first while SMTP_URL is unset, and answers 404 when it is set', async () => {
    const html = await t.app.inject('/dev/mail');
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Your Placar password reset code');
    const mails = await outbox();
    expect(mails[0]?.to).toBe('quiet@example.com');
    const production = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      expect((await production.app.inject('/dev/mail')).statusCode).toBe(404);
      expect((await production.app.inject('/dev/mail.json')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
