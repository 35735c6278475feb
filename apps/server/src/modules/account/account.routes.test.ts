import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';

describe('GET /api/user/message (role user)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['no token', {}],
    ['a bogus token', { authorization: 'Bearer not-a-real-token' }],
    ['a bare token', { authorization: 'abc.def.ghi' }],
  ])('answers 4010001 with %s', async (_name, headers: Record<string, string>) => {
    const response = await t.app.inject({ url: '/api/user/message', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: Code.mustLogInAgain, msg: 'Please log in again!', data: null });
  });

  it('asks to log in again in Portuguese', async () => {
    const response = await t.app.inject({ url: '/api/user/message', headers: { language: 'br' } });
    expect(response.json().msg).toBe('Por favor, faça login novamente!');
  });

  it('checks the session before the input', async () => {
    const response = await t.app.inject('/api/user/message?page=abc');
    expect(response.json().code).toBe(Code.mustLogInAgain);
  });
});
