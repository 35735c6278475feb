import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@placar/contract/call';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { ApiError } from './api-error.ts';
import { registerCall } from './register-call.ts';

const failingCall = defineCall({
  method: 'GET',
  path: '/test/fail',
  role: 'any',
  tag: 'test',
  summary: 'Fails the way the query says',
  query: z.object({ how: z.enum(['crash', 'conflict', 'forbidden', 'shape']) }),
  data: z.object({ ok: z.boolean() }),
});

describe('API core', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    registerCall(t.app, failingCall, ({ query }) => {
      if (query.how === 'conflict') throw new ApiError(Code.conflict);
      if (query.how === 'forbidden') throw new ApiError(Code.forbidden);
      if (query.how === 'shape') return { ok: 'yes' } as unknown as { ok: boolean };
      throw new Error('secret database password in a stack trace');
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('wraps data in the envelope with code 200', async () => {
    const response = await get('/api/system/time');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, msg: 'Success', data: { tz: 'UTC' } });
    expect(typeof body.data.now).toBe('number');
    expect(new Date(body.data.iso).getTime()).toBe(body.data.now);
  });

  it.each([
    ['conflict', Code.conflict, 409],
    ['forbidden', Code.forbidden, 403],
    ['crash', Code.internal, 500],
    ['shape', Code.internal, 500],
  ])('answers %s with code %i and HTTP %i', async (how, code, status) => {
    const response = await get(`/api/test/fail?how=${how}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, msg: expect.any(String), data: null });
  });

  it('never leaks internal error details', async () => {
    const response = await get('/api/test/fail?how=crash');
    expect(response.body).not.toContain('secret');
    expect(response.json().msg).toBe('Something went wrong on our side. Please try again.');
  });

  it('writes msg in the language of the language header, en for anything else', async () => {
    expect((await get('/api/test/fail?how=forbidden', { language: 'br' })).json().msg).toBe(
      'Você não tem permissão para fazer isso',
    );
    expect((await get('/api/test/fail?how=forbidden', { language: 'fr' })).json().msg).toBe(
      'You are not allowed to do this',
    );
    expect((await get('/api/test/fail?how=forbidden')).json().msg).toBe('You are not allowed to do this');
    expect((await get('/api/system/time', { language: 'br' })).json().msg).toBe('Sucesso');
  });

  it('names the field and the rule of invalid input, in both languages', async () => {
    const en = await get('/api/test/fail?how=dance');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: Code.invalidInput, data: null });
    expect(en.json().msg).toMatch(/^how: .*crash/);
    const br = await get('/api/schedule/one?id=-3', { language: 'br' });
    expect(br.json().msg).toBe('id: deve ser um número inteiro positivo');
    const zodBr = await get('/api/test/fail?how=dance', { language: 'br' });
    expect(zodBr.json().msg).toMatch(/^how: .*(inválid|Opção)/i);
  });

  it('validates the tz header as an IANA zone and passes it to calls', async () => {
    const bad = await get('/api/system/time', { tz: 'Mars/Olympus_Mons' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: Code.invalidInput,
      msg: 'tz: must be an IANA time zone such as Europe/London',
      data: null,
    });
    const good = await get('/api/system/time', { tz: 'America/Sao_Paulo' });
    expect(good.json().data.tz).toBe('America/Sao_Paulo');
  });

  it('bounds the other request headers', async () => {
    const response = await get('/api/system/time', { visitid: 'v'.repeat(65) });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/^visitid: /);
  });

  it('answers 4040001 naming the call for unknown paths and wrong methods', async () => {
    const unknown = await get('/api/no/such/call?x=1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: Code.notFound, msg: 'No API call GET /api/no/such/call', data: null });
    const wrongMethod = await t.app.inject({ method: 'POST', url: '/api/system/time', payload: {} });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json().msg).toBe('No API call POST /api/system/time');
    expect((await get('/api')).json().code).toBe(Code.notFound);
    expect((await get('/api/nothing', { language: 'br' })).json().msg).toBe('Nenhuma chamada de API GET /api/nothing');
  });

  it('sets security headers and compresses', async () => {
    const response = await get('/api/docs', { 'accept-encoding': 'gzip' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const doc = response.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info.title).toBe('Placar API');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/api/system/time', '/api/schedule/one', '/api/user/message']),
      );
      const one = doc.paths['/api/schedule/one'].get;
      expect(one.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'query' })]));
      expect(one.responses['200'].content['application/json'].schema.required).toEqual(['code', 'msg', 'data']);
      expect(doc.paths['/api/user/message'].get.security).toEqual([{ accessToken: [] }]);
      expect(doc.paths['/healthz']).toBeUndefined();
    }
  });
});
