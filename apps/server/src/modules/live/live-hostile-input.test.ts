import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as follows from '@placar/contract/calls/follows';
import * as hosts from '@placar/contract/calls/hosts';
import * as live from '@placar/contract/calls/live';
import type { CallDef } from '@placar/contract/call';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { makeHost } from '../../../test/live-fixtures.ts';
import type { Host } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { Database } from '../../db/client.ts';

/** Values an attacker or a broken client may send in any field. */
const HOSTILE: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2 ** 53,
  '',
  ' ',
  'x'.repeat(10_000),
  '٣😀\u0000\u202e',
  '../../../etc/passwd',
  "' or 1=1 --",
  '%',
  '<script>alert(1)</script>',
  [],
  [1, 2, 3],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
];

/** A small seeded generator, so a failure names inputs that can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const FIELDS = [
  'roomId',
  'hostId',
  'userId',
  'matchId',
  'presenceId',
  'title',
  'cover',
  'sport',
  'language',
  'notice',
  'reset',
  'keyword',
  'from',
  'to',
  'page',
  'limit',
  'days',
  'action',
  'reason',
  'status',
  'streamName',
  'intro',
  'sports',
  'key',
];

describe('hostile input to every live, host and follow call', () => {
  let t: TestApp;
  let tokens: (string | null)[];
  let host: Host;
  let admin: UserWithSession;
  const calls = ([...Object.values(live), ...Object.values(hosts), ...Object.values(follows)] as unknown[]).filter(
    (value): value is CallDef => typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
  );
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database?.db as Database;
    admin = await createUserWithSession(db, { role: 'admin' });
    host = await makeHost(t.app, db, admin);
    tokens = [null, (await createUserWithSession(db)).accessToken, host.accessToken, admin.accessToken];
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers 500, whoever sends whatever', { timeout: 120_000 }, async () => {
    const next = random(20_261_122);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    expect(calls.length).toBeGreaterThanOrEqual(28);
    for (const call of calls) {
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const input: Record<string, unknown> = {};
        for (let field = 0; field < 1 + Math.floor(next() * 4); field += 1) input[pick(FIELDS)] = pick(HOSTILE);
        const token = pick(tokens);
        const headers = token === null ? {} : { authorization: token };
        const response =
          call.method === 'GET'
            ? await t.app.inject({
                method: 'GET',
                url: `/api${call.path}`,
                query: Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])),
                headers,
              })
            : await t.app.inject({ method: 'POST', url: `/api${call.path}`, payload: input, headers });
        expect(response.statusCode, `${call.path} ${JSON.stringify(input).slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });

  it('serves no file outside a room, and nothing for odd media paths', async () => {
    for (const url of [
      '/media/flv/..%2F..%2Fetc%2Fpasswd.flv',
      '/media/flv/0.flv',
      '/media/flv/1.flv.flv',
      '/media/flv/99999999999.flv',
      `/media/flv/${host.roomId}.flv?preview[]=x`,
      `/media/hls/${host.roomId}/..%2F..%2Fetc%2Fpasswd`,
      '/media/hls/-1/index.m3u8',
      `/media/hls/${host.roomId}/index.m3u8?preview=${'9'.repeat(200)}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body.length, url).toBeLessThan(200);
    }
    // The publish hook exists only with an external media engine.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/media/publish',
          payload: { call: 'publish_done', app: 'live', name: String(host.roomId) },
        })
      ).statusCode,
    ).toBe(404);
  });
});
