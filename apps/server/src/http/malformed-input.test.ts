import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@placar/contract/call';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { registerCall } from './register-call.ts';

const echoCall = defineCall({
  method: 'POST',
  path: '/test/echo',
  role: 'any',
  tag: 'test',
  summary: 'Echoes a small object',
  body: z.object({ name: z.string().max(20), count: z.number().int().min(0).optional() }),
  data: z.object({ name: z.string(), count: z.number().int().optional() }),
});

interface Attempt {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}

const removeCall = defineCall({
  method: 'DELETE',
  path: '/test/remove',
  role: 'any',
  tag: 'test',
  summary: 'Takes its input from the query only',
  query: z.object({ id: z.coerce.number().int().positive() }),
  data: z.object({ removed: z.number().int() }),
});

const json = { 'content-type': 'application/json' };
const attempts: [string, Attempt][] = [
  ['malformed JSON', { method: 'POST', url: '/api/test/echo', payload: '{"name":', headers: json }],
  ['an array instead of an object', { method: 'POST', url: '/api/test/echo', payload: '[1,2,3]', headers: json }],
  ['a bare string', { method: 'POST', url: '/api/test/echo', payload: '"hello"', headers: json }],
  ['null', { method: 'POST', url: '/api/test/echo', payload: 'null', headers: json }],
  ['an empty JSON body', { method: 'POST', url: '/api/test/echo', payload: '', headers: json }],
  ['no body at all', { method: 'POST', url: '/api/test/echo' }],
  [
    'a huge string',
    { method: 'POST', url: '/api/test/echo', payload: JSON.stringify({ name: 'x'.repeat(200_000) }), headers: json },
  ],
  [
    'a body over the limit',
    { method: 'POST', url: '/api/test/echo', payload: JSON.stringify({ name: 'x'.repeat(2_000_000) }), headers: json },
  ],
  ['1e400', { method: 'POST', url: '/api/test/echo', payload: '{"name":"a","count":1e400}', headers: json }],
  ['a float count', { method: 'POST', url: '/api/test/echo', payload: '{"name":"a","count":1.5}', headers: json }],
  [
    'a __proto__ key',
    { method: 'POST', url: '/api/test/echo', payload: '{"name":"a","__proto__":{"admin":true}}', headers: json },
  ],
  [
    'a constructor.prototype key',
    {
      method: 'POST',
      url: '/api/test/echo',
      payload: '{"name":"a","constructor":{"prototype":{"admin":true}}}',
      headers: json,
    },
  ],
  [
    'deep nesting',
    { method: 'POST', url: '/api/test/echo', payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, headers: json },
  ],
  [
    'a wrong content type',
    { method: 'POST', url: '/api/test/echo', payload: '<xml/>', headers: { 'content-type': 'application/xml' } },
  ],
  [
    'plain text',
    { method: 'POST', url: '/api/test/echo', payload: 'name=a', headers: { 'content-type': 'text/plain' } },
  ],
  [
    'a garbage content type',
    { method: 'POST', url: '/api/test/echo', payload: '{}', headers: { 'content-type': ';;;==' } },
  ],
  [
    'invalid UTF-8',
    {
      method: 'POST',
      url: '/api/test/echo',
      payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString('latin1'),
      headers: json,
    },
  ],
  ['id[]=1&id[]=2', { url: '/api/schedule/one?id[]=1&id[]=2' }],
  ['id=1&id=2', { url: '/api/schedule/one?id=1&id=2' }],
  ['id=%ZZ', { url: '/api/schedule/one?id=%ZZ' }],
  ['id=1e400', { url: '/api/schedule/one?id=1e400' }],
  ['id=Infinity', { url: '/api/schedule/one?id=Infinity' }],
  ['id=99999999999999999999999', { url: '/api/schedule/one?id=99999999999999999999999' }],
  ['a unicode id', { url: `/api/schedule/one?id=${encodeURIComponent('٣😀')}` }],
  ['__proto__ in the query', { url: '/api/schedule/one?__proto__[id]=1&constructor[prototype][x]=1' }],
  ['no query', { url: '/api/schedule/one' }],
  ['a malformed path escape', { url: '/api/%E0%A4%A' }],
  ['a unicode path', { url: `/api/${encodeURIComponent('ação')}/😀` }],
  ['a very long path', { url: `/api/${'a'.repeat(10_000)}` }],
  ['a page path with a bad escape', { url: '/%E0%A4%A' }],
  ['a huge tz header', { url: '/api/system/time', headers: { tz: 'A'.repeat(5000) } }],
  ['a unicode language header', { url: '/api/system/time', headers: { language: 'português' } }],
];

describe('malformed input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    registerCall(t.app, echoCall, ({ body }) => body);
    registerCall(t.app, removeCall, ({ query }) => ({ removed: query.id }));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(attempts)('answers %s with a 4xx envelope, never 500', async (_name, attempt) => {
    const response = await t.app.inject({
      method: attempt.method ?? 'GET',
      url: attempt.url,
      payload: attempt.payload,
      headers: attempt.headers,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
    expect(response.statusCode).toBeLessThan(500);
    if (attempt.url.startsWith('/api')) {
      const body = response.json();
      expect(body.data === null || response.statusCode === 200).toBe(true);
      expect(String(body.code)[0]).toBe(String(response.statusCode)[0]);
      expect(typeof body.msg).toBe('string');
    }
  });

  it('says what is wrong with the body', async () => {
    const inject = (payload: string, headers: Record<string, string> = json) =>
      t.app.inject({ method: 'POST', url: '/api/test/echo', payload, headers });
    expect((await inject('{"name":')).json()).toEqual({
      code: Code.invalidInput,
      msg: 'body: is not valid JSON',
      data: null,
    });
    expect((await inject('[1]')).json().msg).toMatch(/^body: .*object/);
    expect((await inject('<x/>', { 'content-type': 'application/xml' })).json().msg).toBe(
      'Content-Type: must be application/json',
    );
    expect((await inject(JSON.stringify({ name: 'x'.repeat(2_000_000) }))).json().msg).toBe('body: is too large');
    expect((await inject('{"name":"a","count":1e400}')).json().msg).toMatch(/^count: /);
    expect((await inject('{"name":"abc","count":2}')).json()).toEqual({
      code: 200,
      msg: 'Success',
      data: { name: 'abc', count: 2 },
    });
  });

  it('takes an empty body sent as JSON as no body, as the web client sends on a DELETE', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/test/remove?id=4', payload: '', headers: json });
    expect(response.json()).toEqual({ code: 200, msg: 'Success', data: { removed: 4 } });
    const post = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: '', headers: json });
    expect(post.json()).toMatchObject({ code: Code.invalidInput, msg: expect.stringContaining('name') });
  });

  it('keeps __proto__ out of parsed input', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: '{"name":"a","__proto__":{"admin":true}}',
      headers: json,
    });
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
