import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createUserWithSession } from '../../test/sessions.ts';
import { users } from '../db/schema.ts';
import { logSerializers, REDACTED_PATHS } from './logger.ts';

// Item 15: what logs and caches may keep.
describe('logs and caches', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      logger: {
        level: 'info',
        redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
        serializers: logSerializers,
        stream: { write: (line: string) => lines.push(line) },
      },
    });
    // A handler whose query fails with a unique violation, PostgreSQL's detail naming the e-mail.
    t.app.get('/api/test/failing-query', async () => {
      const row = {
        email: 'secret.fan@example.com',
        username: 'secretfan1',
        usernameKey: 'secretfan1',
        nickname: 'x',
        chatColor: '#22c55e',
      };
      await t.database!.db.insert(users).values(row);
      await t.database!.db.insert(users).values({ ...row, username: 'secretfan2', usernameKey: 'secretfan2' });
      return { ok: true };
    });
  });
  afterAll(() => t.close());

  it('logs a failed query by its statement and SQLSTATE, never its values', async () => {
    const answer = await t.app.inject('/api/test/failing-query');
    expect(answer.json()).toMatchObject({ code: 5000001 });
    const logged = lines.filter((line) => line.includes('request failed'));
    expect(logged).toHaveLength(1);
    const entry = JSON.parse(logged[0] ?? '{}') as { err: Record<string, unknown> };
    expect(entry.err).toMatchObject({
      message: 'database query failed',
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
    });
    expect(entry.err.statement).toMatch(/^insert into "users"/);
    // Before: "Failed query: ... params: secret.fan@example.com,..." and "Key (email)=(secret.fan@example.com) already exists".
    expect(lines.join('\n')).not.toContain('secret.fan@example.com');
    expect(lines.join('\n')).not.toContain('secretfan2');
  });

  it('keeps other errors as they are', () => {
    const serialized = logSerializers.err(new TypeError('plain failure')) as { type: string; message: string };
    expect(serialized).toMatchObject({ type: 'TypeError', message: 'plain failure' });
  });

  it('sends Cache-Control: no-store with every answer that holds tokens or a user’s data', async () => {
    const { accessToken, user } = await createUserWithSession(t.database!.db, {
      username: 'nostore001',
      password: 'NoStore123!',
    });
    const auth = { authorization: accessToken };
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { account: 'nostore001', password: 'NoStore123!' },
      }),
      await t.app.inject({ url: '/api/user/message', headers: auth }),
      await t.app.inject({ url: '/api/user/sessionList', headers: auth }),
      await t.app.inject({ url: '/api/schedule/myFavoritesList', headers: auth }),
      await t.app.inject({
        method: 'POST',
        url: '/api/user/updateSetting',
        payload: { nickname: 'No Store' },
        headers: auth,
      }),
      // A public call made with credentials may still be personalised.
      await t.app.inject({ url: '/api/system/time', headers: auth }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control'], answer.raw.req.url).toBe('no-store');
    expect(answers[4]?.json().data.user.id).toBe(user.id);
  });
});
