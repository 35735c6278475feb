import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@placar/contract/call';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { registerCall } from './register-call.ts';
import { RequestKeyStore } from './request-key-store.ts';

const countCall = defineCall({
  method: 'POST',
  path: '/test/count',
  role: 'any',
  tag: 'test',
  summary: 'Counts its runs',
  body: z.object({ label: z.string() }),
  data: z.object({ run: z.number().int(), label: z.string() }),
});

describe('X-Request-Key', () => {
  let t: TestApp;
  let runs = 0;
  let gate: Promise<void> = Promise.resolve();
  let onEnter: () => void = () => {};

  beforeAll(async () => {
    t = await buildTestApp();
    registerCall(t.app, countCall, async ({ body }) => {
      runs += 1;
      const run = runs;
      onEnter();
      await gate;
      return { run, label: body.label };
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (key: string | undefined, headers: Record<string, string> = {}, label = 'a') =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/count',
      payload: { label },
      headers: { ...(key === undefined ? {} : { 'x-request-key': key }), ...headers },
    });

  it('answers a repeated POST with the first answer without running it again', async () => {
    const before = runs;
    const first = await post('key-1', { clientidentifyid: 'c1' });
    const second = await post('key-1', { clientidentifyid: 'c1' });
    expect(runs).toBe(before + 1);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-request-key-replayed']).toBe('1');
  });

  it('answers 4090001 to the same key with another body, and runs nothing (item 3)', async () => {
    const before = runs;
    await post('key-body', { clientidentifyid: 'c1' }, 'first');
    const other = await post('key-body', { clientidentifyid: 'c1' }, 'second');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 4090001, msg: expect.stringContaining('X-Request-Key') });
    expect(runs).toBe(before + 1);
  });

  it('never replays one caller’s answer to another caller with the same key (item 3)', async () => {
    const before = runs;
    const mine = await post('key-shared', { clientidentifyid: 'c1', authorization: 'Feed someone-else-token-123' });
    const theirs = await post('key-shared', { clientidentifyid: 'c1' });
    expect(runs).toBe(before + 2);
    expect(theirs.headers['x-request-key-replayed']).toBeUndefined();
    expect(theirs.json().data.run).not.toBe(mine.json().data.run);
  });

  it('replays error answers too', async () => {
    const bad = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/count',
        payload: { label: 5 },
        headers: { 'x-request-key': 'key-bad' },
      });
    const first = await bad();
    const second = await bad();
    expect(first.statusCode).toBe(400);
    expect(second.statusCode).toBe(400);
    expect(second.body).toBe(first.body);
  });

  it('makes a duplicate that arrives while the first runs wait for it', async () => {
    const before = runs;
    let open!: () => void;
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    gate = new Promise((resolve) => (open = resolve));
    onEnter = entered;
    try {
      const first = post('key-2', { clientidentifyid: 'c1' });
      await inside;
      const second = post('key-2', { clientidentifyid: 'c1' });
      // Let the second request go as far as it can: it must park, not run the handler.
      for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
      expect(runs).toBe(before + 1);
      open();
      const [a, b] = await Promise.all([first, second]);
      expect(runs).toBe(before + 1);
      expect(b.statusCode).toBe(200);
      expect(b.body).toBe(a.body);
    } finally {
      open();
      gate = Promise.resolve();
      onEnter = () => {};
    }
  });

  it('runs again for another key, another client, or no key', async () => {
    const before = runs;
    await post('key-3', { clientidentifyid: 'c1' });
    await post('key-4', { clientidentifyid: 'c1' });
    await post('key-3', { clientidentifyid: 'c2' });
    await post(undefined);
    await post(undefined);
    expect(runs).toBe(before + 5);
  });

  it('keys on the caller’s address too', async () => {
    const before = runs;
    await t.app.inject({
      method: 'POST',
      url: '/api/test/count',
      payload: { label: 'a' },
      headers: { 'x-request-key': 'key-5' },
      remoteAddress: '10.0.0.1',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/test/count',
      payload: { label: 'a' },
      headers: { 'x-request-key': 'key-5' },
      remoteAddress: '10.0.0.1',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/test/count',
      payload: { label: 'a' },
      headers: { 'x-request-key': 'key-5' },
      remoteAddress: '10.0.0.2',
    });
    expect(runs).toBe(before + 2);
  });
});

describe('RequestKeyStore', () => {
  const answer = { status: 200, contentType: 'application/json', payload: '{}' };
  const options = { windowMs: 10_000, maxEntries: 10, maxBytes: 1000, maxAnswerBytes: 400 };

  it('forgets a key after the window', async () => {
    let now = 1000;
    const store = new RequestKeyStore({ ...options, now: () => now });
    const first = store.claim('k', 'b');
    expect('settle' in first).toBe(true);
    if ('settle' in first) first.settle(answer);
    now += 9_999;
    const repeat = store.claim('k', 'b');
    expect('answer' in repeat && (await repeat.answer)).toEqual(answer);
    now += 2;
    expect('settle' in store.claim('k', 'b')).toBe(true);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const store = new RequestKeyStore({ ...options, maxEntries: 3, now: () => 0 });
    for (const key of ['a', 'b', 'c', 'd']) store.claim(key, 'b');
    expect(store.size).toBe(3);
    expect('settle' in store.claim('a', 'b')).toBe(true);
    expect('answer' in store.claim('d', 'b')).toBe(true);
  });

  it('keeps at most maxBytes of answers, dropping the oldest, and never an answer over maxAnswerBytes', async () => {
    const store = new RequestKeyStore({ ...options, now: () => 0 });
    const payload = 'x'.repeat(300);
    for (const key of ['a', 'b', 'c', 'd']) {
      const claim = store.claim(key, 'b');
      if ('settle' in claim) claim.settle({ ...answer, payload });
    }
    expect(store.bytes).toBeLessThanOrEqual(1000);
    expect(store.size).toBe(3);
    expect('settle' in store.claim('a', 'b')).toBe(true);
    const big = store.claim('big', 'b');
    if ('settle' in big) big.settle({ ...answer, payload: 'y'.repeat(401) });
    expect('settle' in store.claim('big', 'b')).toBe(true);
  });

  it('answers a conflict to the same key with another body', () => {
    const store = new RequestKeyStore({ ...options, now: () => 0 });
    store.claim('k', 'body-1');
    expect(store.claim('k', 'body-2')).toEqual({ conflict: true });
  });

  it('frees the key when the first answer cannot be replayed', async () => {
    const store = new RequestKeyStore({ ...options, maxEntries: 3, now: () => 0 });
    const first = store.claim('k', 'b');
    const waiting = store.claim('k', 'b');
    if ('settle' in first) first.settle(null);
    expect('answer' in waiting && (await waiting.answer)).toBeNull();
    expect('settle' in store.claim('k', 'b')).toBe(true);
  });
});
