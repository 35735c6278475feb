import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/live-fixtures.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import { ManualClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { findFreePort } from '../../db/free-port.ts';

// Issue 37 item 6: the admin console's health page for the person running the server.
describe('POST /api/admin/systemHealth', () => {
  let t: TestApp;
  let admin: UserWithSession;
  let viewer: UserWithSession;
  let anchor: UserWithSession;
  const clock = new ManualClock('2026-11-22T23:50:00Z');

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const db = t.database?.db as Database;
    admin = await createUserWithSession(db, { role: 'admin', clock });
    viewer = await createUserWithSession(db, { clock });
    anchor = await createUserWithSession(db, { role: 'anchor', clock });
  });
  afterAll(() => t.close());

  const health = (token: string | null) => call(t.app, 'POST', '/admin/systemHealth', token, {});

  it('is for admins: visitors get 4010001, viewers and hosts 4030001', async () => {
    expect((await health(null)).body.code).toBe(Code.mustLogInAgain);
    for (const user of [viewer, anchor])
      expect(await health(user.accessToken)).toMatchObject({ status: 403, body: { code: Code.forbidden, data: null } });
    expect((await health(admin.accessToken)).status).toBe(200);
  });

  it("gives the version, the uptime by the server clock, each engine's state, connections and memory", async () => {
    // Less than an access token lives (15 minutes).
    clock.advance(10 * 60_000 + 5_000);
    const { status, body } = await health(admin.accessToken);
    expect(status).toBe(200);
    const data = body.data;
    expect(data.version).toMatchObject({
      commit: expect.stringMatching(/^[0-9a-f]{12}$/),
      webBuild: null,
      node: process.version,
    });
    expect(data.uptimeSeconds).toBe(605);
    expect(data.startedAt).toBe('2026-11-22T23:50:00.000Z');
    expect(data.engines).toEqual([
      {
        engine: 'database',
        kind: expect.stringMatching(/^embedded PostgreSQL in /),
        state: 'up',
        detail: expect.stringMatching(/^answered in \d+ ms$/),
      },
      {
        engine: 'broker',
        kind: 'embedded Aedes at /mqtt',
        state: 'up',
        detail: '0 clients connected, 0 sessions kept',
      },
      // The test app never listens for RTMP: exactly what the page must show when RTMP_PORT was taken.
      {
        engine: 'media',
        kind: 'embedded RTMP ingest',
        state: 'down',
        detail: expect.stringContaining('not listening for RTMP'),
      },
    ]);
    expect(data.connections).toMatchObject({
      http: 0,
      mqtt: 0,
      databasePool: { total: expect.any(Number), idle: expect.any(Number), waiting: 0 },
    });
    expect(data.connections.database).toBeGreaterThanOrEqual(1);
    expect(data.memory.rssBytes).toBeGreaterThan(data.memory.heapUsedBytes);
  });

  it('shows Redis when REDIS_URL is set, down while it cannot be reached', async () => {
    const port = await findFreePort();
    const withRedis = await buildTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` }, clock });
    try {
      const db = withRedis.database?.db as Database;
      const other = await createUserWithSession(db, { role: 'admin', clock });
      const { body } = await call(withRedis.app, 'POST', '/admin/systemHealth', other.accessToken, {});
      expect(body.data.engines.at(-1)).toEqual({
        engine: 'redis',
        kind: `Redis 127.0.0.1:${port}`,
        state: 'down',
        detail: 'unreachable: this instance answers from its own counters and keys',
      });
    } finally {
      await withRedis.close();
    }
  });
});
