// Issue 15 items 2 and 3: two server instances behind Debian's HAProxy, sharing one PostgreSQL,
// an external mosquitto and Redis. What one instance does, the other one shows at once, and
// the balancer's clients are counted by their own addresses.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Code } from '@placar/contract/codes';
import { E2E_TIME_ZONE } from '../support/placar-server.ts';
import { call, logInByApi, newPerson, register } from '../support/people.ts';
import {
  CLIENT_COUNTRIES,
  scaleEnginesInstalled,
  startScaleCluster,
  type ScaleCluster,
} from '../support/scale-cluster.ts';
import { postFeedUpdate } from '../support/feed-updates.ts';
import { expect, test } from '../support/test.ts';

// scripts/test.sh installs haproxy, mosquitto and redis-server: this only skips in a bare local checkout.
test.skip(!scaleEnginesInstalled(), 'Debian haproxy, mosquitto and redis-server are not installed');
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let cluster: ScaleCluster;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startScaleCluster({ AUTH_SECRET: `scale-e2e-secret-${'x'.repeat(32)}` });
});
test.afterAll(async () => {
  await cluster?.stop();
});
// Several tests count on round robin reaching both instances: none starts while one is out of rotation.
test.beforeEach(async () => {
  await cluster.bothInRotation();
});

/** A match of the test's own, two hours after the servers' pinned "now": on that day's home list. */
async function quietMatch(instanceUrl: string): Promise<number> {
  const serverNow = ((await (await fetch(`${instanceUrl}/api/system/time`)).json()) as { data: { now: number } }).data
    .now;
  const kickoff = new Date(Math.floor(serverNow / 60_000) * 60_000 + 2 * 3600_000).toISOString();
  const fixture = { competition: 'eng.1', kickoff, home: { name: 'Balanced FC' }, away: { name: 'Replica United' } };
  return (await postFeedUpdate(instanceUrl, { externalRef: `e2e:scale:${randomUUID()}`, fixture })).id;
}

/** One request through the balancer from a chosen loopback address (127.0.0.2, 127.0.0.4...), as another client machine. */
function requestFrom(
  localAddress: string,
  url: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<{ code: number; instance: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const outgoing = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            code: (JSON.parse(text) as { code: number }).code,
            instance: String(response.headers['x-placar-instance'] ?? ''),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A GET through the balancer (or straight to an instance) from a chosen loopback address: its status, location, API code and instance. */
function getFrom(
  localAddress: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; location: string; code: number | null; instance: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { localAddress, headers: { 'accept-language': 'en', ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const code = response.headers['content-type']?.includes('json')
            ? (JSON.parse(text) as { code: number }).code
            : null;
          resolve({
            status: response.statusCode ?? 0,
            location: String(response.headers.location ?? ''),
            code,
            instance: String(response.headers['x-placar-instance'] ?? ''),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('a feed update posted to instance A shows on a page instance B served, live and after a reload', async ({
  browser,
}) => {
  const matchId = await quietMatch(cluster.a.url);
  const context = await browser.newContext({ baseURL: cluster.url, timezoneId: E2E_TIME_ZONE });
  await context.addCookies([{ name: 'tz', value: E2E_TIME_ZONE, url: cluster.url }]);
  // The page and its calls go to B through the balancer (the test config's pin header): round robin alone
  // can give A every page load, as the page's own assets and calls move the rotation between loads.
  await context.setExtraHTTPHeaders({ 'x-placar-pin': 'b' });
  const page = await context.newPage();
  const served = await page.goto('/en');
  expect(served?.headers()['x-placar-instance']).toBe('b');
  await page.locator('html[data-hydrated]').waitFor();
  const row = page.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`).first();
  await expect(row).toBeVisible();
  // The live connection goes through the balancer to the external mosquitto.
  await expect.poll(() => page.locator('body').getAttribute('data-live-state')).toBe('connected');

  const stored = await postFeedUpdate(cluster.a.url, {
    matchId,
    status: 2,
    home: { score: 2 },
    away: { score: 1 },
    clock: { seconds: 600, running: true },
  });
  expect(stored.published).toBe(true);
  await expect(row.getByTestId('match-score-home')).toHaveText('2');
  await expect(row.getByTestId('match-score-away')).toHaveText('1');

  // B's own answers (its schedule cache) have the new score too: the match page rendered by B.
  const detail = await (await fetch(`${cluster.b.url}/api/schedule/one?id=${matchId}`)).json();
  expect(detail.data.home.score).toBe(2);
  await context.close();
});

test('the login rate limit counts attempts on both instances', async ({ browser }) => {
  await cluster.resetLimits();
  const context = await browser.newContext({ baseURL: cluster.url });
  const page = await context.newPage();
  await page.goto('/en/login');
  await page.locator('html[data-hydrated]').waitFor();
  // From the page, as its scripts call: LOGIN_LIMIT_PER_IP is 3 in this cluster.
  const answers = await page.evaluate(async () => {
    const out: { code: number; instance: string }[] = [];
    // Through the balancer, pinned a, b, a, b (the page's own calls would move round robin between them).
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const pin = attempt % 2 === 0 ? 'a' : 'b';
      const response = await fetch('/api/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-placar-pin': pin },
        body: JSON.stringify({ account: 'nobody-at-scale', password: 'wrong-password' }),
      });
      out.push({
        code: ((await response.json()) as { code: number }).code,
        instance: response.headers.get('x-placar-instance') ?? '',
      });
    }
    return out;
  });
  expect(answers.map((answer) => answer.instance)).toEqual(['a', 'b', 'a', 'b']);
  expect(answers.map((answer) => answer.code)).toEqual([
    Code.invalidInput,
    Code.invalidInput,
    Code.invalidInput,
    Code.tooManyRequests,
  ]);
  await context.close();
});

test('a request key replayed on the other instance gets the first answer, and runs once', async () => {
  const fan = await register(cluster.a.url, newPerson('replay'));
  const matchId = await quietMatch(cluster.a.url);
  const love = (instanceUrl: string) =>
    fetch(`${instanceUrl}/api/schedule/love`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: fan.token,
        'x-request-key': `love-${matchId}`,
        clientidentifyid: 'scale-browser',
      },
      body: JSON.stringify({ kind: 'match', id: matchId }),
    });
  const first = await love(cluster.a.url);
  const again = await love(cluster.b.url);
  expect(again.headers.get('x-request-key-replayed')).toBe('1');
  expect(await again.text()).toBe(await first.text());
  // A toggle run twice would have undone itself: it is still loved.
  const list = await (
    await fetch(`${cluster.b.url}/api/schedule/loveSettingList`, { headers: { authorization: fan.token } })
  ).json();
  expect(JSON.stringify(list.data)).toContain(String(matchId));
});

test('a logout on instance A ends the session on instance B at once', async () => {
  const fan = await register(cluster.a.url, newPerson('logout'));
  const message = (instanceUrl: string) =>
    fetch(`${instanceUrl}/api/user/message`, { headers: { authorization: fan.token } }).then(
      async (response) => ((await response.json()) as { code: number }).code,
    );
  expect(await message(cluster.b.url)).toBe(200); // B caches the session for 5 s
  const out = await fetch(`${cluster.a.url}/api/user/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: fan.token },
    body: '{}',
  });
  expect(((await out.json()) as { code: number }).code).toBe(200);
  expect(await message(cluster.b.url)).toBe(Code.mustLogInAgain);
});

test('behind the balancer each client is counted by its own address, whatever X-Forwarded-For it sends (TRUST_PROXY)', async () => {
  await cluster.resetLimits();
  const login = (from: string, forwardedFor?: string) =>
    requestFrom(
      from,
      `${cluster.url}/api/user/login`,
      { account: 'nobody-else', password: 'wrong-password' },
      forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    );
  // 127.0.0.2 uses its 3 attempts, claiming a fresh address each time: the balancer drops the claim.
  const first = [];
  for (let attempt = 0; attempt < 4; attempt += 1)
    first.push((await login('127.0.0.2', `198.51.100.${attempt + 1}`)).code);
  expect(first).toEqual([Code.invalidInput, Code.invalidInput, Code.invalidInput, Code.tooManyRequests]);
  // Another client (127.0.0.4) is its own count, on either instance.
  expect((await login('127.0.0.4')).code).toBe(Code.invalidInput);
  // Straight to an instance, X-Forwarded-For is not believed (only the balancer's address is trusted):
  // 127.0.0.2 stays held whatever it claims, and 127.0.0.4 cannot pass for the held one.
  const direct = (from: string, forwardedFor: string) =>
    requestFrom(
      from,
      `${cluster.a.url}/api/user/login`,
      { account: 'nobody-else', password: 'wrong-password' },
      { 'x-forwarded-for': forwardedFor },
    );
  expect((await direct('127.0.0.2', '198.51.100.77')).code).toBe(Code.tooManyRequests);
  expect((await direct('127.0.0.4', '127.0.0.2')).code).toBe(Code.invalidInput);
});

test('a location rule blocks one client through the balancer on both instances, not the other; X-Forwarded-For neither escapes nor triggers it', async () => {
  // The cluster's country database places 127.0.0.2 in Germany and 127.0.0.4 in Brazil.
  expect(CLIENT_COUNTRIES).toEqual({ '127.0.0.2': 'DE', '127.0.0.4': 'BR' });
  await cluster.resetLimits();
  const admin = await logInByApi(cluster.url, cluster.createAdmin());
  const block = (countries: string[]) =>
    call(cluster.url, '/admin/updateSettingCenterItem', { key: 'blockedCountries', value: countries }, admin.token);
  const api = (from: string, headers: Record<string, string> = {}) =>
    getFrom(from, `${cluster.url}/api/system/time`, headers);
  expect((await api('127.0.0.2')).code).toBe(200);
  // Set through the balancer (on either instance): in force at once on both.
  await block(['DE']);
  try {
    // Consecutive requests of one client: round robin puts them on both instances.
    const german = [];
    for (let attempt = 0; attempt < 4; attempt += 1) german.push(await api('127.0.0.2'));
    const brazilian = [];
    for (let attempt = 0; attempt < 4; attempt += 1) brazilian.push(await api('127.0.0.4'));
    expect(new Set(german.map((answer) => answer.instance))).toEqual(new Set(['a', 'b']));
    expect(german.map((answer) => answer.code)).toEqual(Array(4).fill(Code.blockedByLocation));
    expect(new Set(brazilian.map((answer) => answer.instance))).toEqual(new Set(['a', 'b']));
    expect(brazilian.map((answer) => answer.code)).toEqual(Array(4).fill(200));
    // Pages too: the blocked client is sent to the forbidden page, the other one gets the home page.
    expect(await getFrom('127.0.0.2', `${cluster.url}/en`)).toMatchObject({
      status: 302,
      location: '/locationForbidden',
    });
    expect((await getFrom('127.0.0.4', `${cluster.url}/en`)).status).toBe(200);
    // Through the balancer a claimed address is dropped: it neither frees the German client nor blocks the Brazilian one.
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await api('127.0.0.2', { 'x-forwarded-for': '127.0.0.4' })).code).toBe(Code.blockedByLocation);
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await api('127.0.0.4', { 'x-forwarded-for': '127.0.0.2' })).code).toBe(200);
    // Straight to an instance it is not believed either (only the balancer's address is trusted).
    for (const instance of [cluster.a, cluster.b]) {
      expect(
        (await getFrom('127.0.0.2', `${instance.url}/api/system/time`, { 'x-forwarded-for': '127.0.0.4' })).code,
      ).toBe(Code.blockedByLocation);
      expect(
        (await getFrom('127.0.0.4', `${instance.url}/api/system/time`, { 'x-forwarded-for': '127.0.0.2' })).code,
      ).toBe(200);
    }
  } finally {
    await block([]);
  }
  // Lifted at once on both instances too.
  const after = [await api('127.0.0.2'), await api('127.0.0.2')];
  expect(new Set(after.map((answer) => answer.instance))).toEqual(new Set(['a', 'b']));
  expect(after.map((answer) => answer.code)).toEqual([200, 200]);
});
