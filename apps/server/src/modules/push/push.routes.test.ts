import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '@placar/contract/calls/push';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call } from '../../../test/live-fixtures.ts';
import { startPushService } from '../../../test/push-service.ts';
import type { TestBrowser } from '../../../test/push-service.ts';
import { createUserWithSession } from '../../../test/sessions.ts';
import type { UserWithSession } from '../../../test/sessions.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';

describe('push subscription calls: roles and attacks', () => {
  let t: TestApp;
  let db: Database;
  let service: Awaited<ReturnType<typeof startPushService>>;
  let alice: UserWithSession;
  let mallory: UserWithSession;
  let admin: UserWithSession;
  let alicePhone: TestBrowser;

  const subscribe = (user: UserWithSession | null, body: object) =>
    call(t.app, 'POST', '/user/pushSubscribe', user?.accessToken ?? null, body);
  const unsubscribe = (user: UserWithSession | null, endpoint: string) =>
    call(t.app, 'POST', '/user/pushUnsubscribe', user?.accessToken ?? null, { endpoint });
  const rows = () =>
    db
      .select({ userId: pushSubscriptions.userId, endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .orderBy(pushSubscriptions.id);

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database?.db as Database;
    service = await startPushService();
    alice = await createUserWithSession(db);
    mallory = await createUserWithSession(db);
    admin = await createUserWithSession(db, { role: 'admin' });
    alicePhone = service.browser('alice-phone');
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('gives anyone the VAPID public key, the same on every call', async () => {
    const first = await call(t.app, 'GET', '/system/pushKey', null);
    expect(first.body.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await call(t.app, 'GET', '/system/pushKey', alice.accessToken)).body.data).toEqual(first.body.data);
  });

  it('needs a signed-in user to subscribe or unsubscribe, any role', async () => {
    expect((await subscribe(null, { endpoint: alicePhone.endpoint, keys: alicePhone.keys })).body.code).toBe(
      Code.mustLogInAgain,
    );
    expect((await unsubscribe(null, alicePhone.endpoint)).body.code).toBe(Code.mustLogInAgain);
    expect((await subscribe(alice, { endpoint: alicePhone.endpoint, keys: alicePhone.keys })).body).toMatchObject({
      code: 200,
      data: { subscribed: true, count: 1 },
    });
    const adminBrowser = service.browser('admin-laptop');
    expect((await subscribe(admin, { endpoint: adminBrowser.endpoint, keys: adminBrowser.keys })).body.code).toBe(200);
    expect((await unsubscribe(admin, adminBrowser.endpoint)).body).toMatchObject({
      code: 200,
      data: { subscribed: false, count: 0 },
    });
  });

  it('never lets one user take over, or drop, another user’s subscription (an admin neither)', async () => {
    const mallorysKeys = service.browser('mallory').keys;
    const takeOver = await subscribe(mallory, { endpoint: alicePhone.endpoint, keys: mallorysKeys });
    expect(takeOver.body.code).toBe(Code.conflict);
    expect((await unsubscribe(mallory, alicePhone.endpoint)).body.code).toBe(Code.notFound);
    expect((await unsubscribe(admin, alicePhone.endpoint)).body.code).toBe(Code.notFound);
    expect(await rows()).toEqual([{ userId: alice.user.id, endpoint: alicePhone.endpoint }]);
  });

  it('keeps at most the limit per user under a flood: the newest stay', async () => {
    const flood = Array.from({ length: 30 }, (_, index) => service.browser(`mallory-${index}`));
    for (const browser of flood)
      expect((await subscribe(mallory, { endpoint: browser.endpoint, keys: browser.keys })).body.code).toBe(200);
    const mine = (await rows()).filter((row) => row.userId === mallory.user.id);
    expect(mine.map((row) => row.endpoint)).toEqual(
      flood.slice(-MAX_PUSH_SUBSCRIPTIONS_PER_USER).map((browser) => browser.endpoint),
    );
    expect((await rows()).filter((row) => row.userId === alice.user.id)).toHaveLength(1);
  });

  it.each([
    ['a private address', 'https://10.0.0.7/push/x', 'endpoint: must be a public address'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data', 'endpoint: must be a public address'],
    ['an IPv4-mapped private address', 'https://[::ffff:192.168.1.1]/push', 'endpoint: must be a public address'],
    ['a unique-local IPv6 address', 'https://[fd00::1]/push', 'endpoint: must be a public address'],
    ['plain http to a public host', 'http://push.example.com/x', 'endpoint: must be an https URL'],
    ['another port', 'https://push.example.com:8443/x', 'endpoint: must use the https port (443)'],
    [
      'credentials in the URL',
      'https://user:pass@push.example.com/x',
      'endpoint: must not carry a user name or password',
    ],
    ['an internal name', 'https://metadata.google.internal/x', 'endpoint: must be a public host'],
    ['a bare host name', 'https://intranet/x', 'endpoint: must be a public host'],
    ['another scheme', 'ftp://push.example.com/x', 'endpoint: must be an https URL'],
    ['not a URL', 'javascript:alert(1)', 'endpoint: must be an https URL'],
  ])('refuses %s as an endpoint, storing nothing', async (_name, endpoint, message) => {
    const before = await rows();
    const answer = await subscribe(alice, { endpoint, keys: alicePhone.keys });
    expect(answer.body).toMatchObject({ code: Code.invalidInput, msg: message });
    expect(await rows()).toEqual(before);
  });

  it('refuses keys that are not a P-256 point or not base64url of the right length', async () => {
    const endpoint = `${service.origin}/push/new`;
    const notAPoint = `BA${'A'.repeat(85)}`;
    expect((await subscribe(alice, { endpoint, keys: { ...alicePhone.keys, p256dh: notAPoint } })).body).toMatchObject({
      code: Code.invalidInput,
      msg: 'keys.p256dh: must be a P-256 public key',
    });
    expect((await subscribe(alice, { endpoint, keys: { ...alicePhone.keys, auth: 'short' } })).body.code).toBe(
      Code.invalidInput,
    );
    expect((await subscribe(alice, { endpoint })).body.code).toBe(Code.invalidInput);
    expect((await subscribe(alice, { endpoint: 'x'.repeat(2000), keys: alicePhone.keys })).body.code).toBe(
      Code.invalidInput,
    );
  });
});

describe('push endpoints in production', () => {
  it('refuses loopback endpoints, which only tests may use', async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const user = await createUserWithSession(t.database?.db as Database);
      const keys = { p256dh: `${'B'}${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
      for (const endpoint of [
        'http://127.0.0.1:9/push/x',
        'https://127.0.0.1/push/x',
        'https://localhost/push/x',
        'https://[::1]/push/x',
        'https://2130706433/push/x',
      ]) {
        const answer = await call(t.app, 'POST', '/user/pushSubscribe', user.accessToken, { endpoint, keys });
        expect([endpoint, answer.body.code, answer.body.msg]).toEqual([
          endpoint,
          Code.invalidInput,
          expect.stringMatching(/^endpoint: /),
        ]);
      }
    } finally {
      await t.close();
    }
  });
});
