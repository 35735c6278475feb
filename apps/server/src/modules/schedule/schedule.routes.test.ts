import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';

describe('GET /api/schedule/one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('rejects a non-numeric id naming the field', async () => {
    const response = await t.app.inject('/api/schedule/one?id=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(Code.invalidInput);
    expect(response.json().msg).toContain('id');
  });

  it('names the rule for a negative id', async () => {
    const response = await t.app.inject('/api/schedule/one?id=-1');
    expect(response.json().msg).toBe('id: must be a positive whole number');
  });

  it('answers 4040001 for a valid id while there are no matches (visitors may call it)', async () => {
    const response = await t.app.inject('/api/schedule/one?id=5');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: Code.notFound, msg: 'Match 5 not found', data: null });
    const br = await t.app.inject({ url: '/api/schedule/one?id=5', headers: { language: 'br' } });
    expect(br.json().msg).toBe('Partida 5 não encontrada');
  });
});
