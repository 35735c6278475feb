// Issue 13 end to end: the admin console is for admins only; an admin approves a host
// application from its page; hides and renames a home tab, which an open visitor's home follows
// without a reload; and the Visits page counts a visitor's visit, page views and leave record.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { newDataDir, startPlacarServer, type PlacarServer } from '../support/placar-server.ts';
import { expect, test } from '../support/test.ts';
import { adminCreateCommandPath } from '@placar/server/processes';

// Each test drives two or three browsers against one server: room for a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ADMIN = { email: 'boss@example.com', username: 'bossadmin', password: 'Boss!2026_ok' };
let server: PlacarServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = newDataDir();
  // The first admin comes from the real command, as OPERATIONS.md says, before the server starts.
  execFileSync(
    process.execPath,
    [adminCreateCommandPath, '--email', ADMIN.email, '--username', ADMIN.username, '--password', ADMIN.password],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: repoRoot, LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    },
  );
  // The tests speak for visitors abroad through X-Forwarded-For, which only a trusted proxy may set.
  server = await startPlacarServer({ TRUST_PROXY: 'loopback' }, dataDir);
});

test.afterAll(async () => {
  await server?.stop();
});

async function newPage(browser: Browser, viewport = { width: 1366, height: 768 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  return context.newPage();
}

async function logIn(page: Page, account: string, password: string) {
  await page.goto('/en/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/en$/);
}

async function call<T>(
  request: APIRequestContext,
  path: string,
  body: object,
  token?: string,
): Promise<{ code: number; data: T }> {
  const response = await request.post(`${server.url}/api${path}`, {
    data: body,
    headers: token ? { authorization: token } : {},
  });
  return response.json();
}

/** A fan registered through the API, with the one-time code from the development outbox. */
async function registerFan(request: APIRequestContext) {
  const tag = randomBytes(4).toString('hex');
  const fan = { email: `fan${tag}@example.com`, username: `fan${tag}`, password: 'Goal!2026_ok' };
  expect((await call(request, '/user/emailVerifyCode', { email: fan.email, purpose: 'register' })).code).toBe(200);
  const outbox = (await (await request.get(`${server.url}/dev/mail.json`)).json()) as {
    mails: { to: string; text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.mails.find((mail) => mail.to === fan.email)?.text ?? '')?.[1] ?? '';
  const session = await call<{ user: { id: number }; tokens: { accessToken: string } }>(request, '/user/register', {
    ...fan,
    code,
  });
  expect(session.code).toBe(200);
  return { ...fan, id: session.data.user.id, token: session.data.tokens.accessToken };
}

test('the console is for admins: a visitor is sent to login, a fan is refused by the page and the API', async ({
  browser,
  request,
}) => {
  const visitor = await newPage(browser);
  await visitor.goto('/en/admin/hosts');
  await expect(visitor).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fadmin%2Fhosts$/);

  const fan = await registerFan(request);
  const page = await newPage(browser);
  await logIn(page, fan.username, fan.password);
  await page.goto('/en/admin/users');
  await expect(page.getByTestId('admin-forbidden')).toHaveText('The admin console is for admins only.');
  await expect(page.getByTestId('admin-users')).toHaveCount(0);
  expect((await call(request, '/admin/userList', { query: '' }, fan.token)).code).toBe(4030001);
  await page.context().close();
  await visitor.context().close();
});

test('an admin approves a host application from the page, and the applicant is told', async ({ browser, request }) => {
  const fan = await registerFan(request);
  const applied = await call(
    request,
    '/user/confirmAnchor',
    { streamName: 'Tardes de Clássico', intro: 'Narro os clássicos paulistas ao vivo.', sports: ['football'] },
    fan.token,
  );
  expect(applied.code).toBe(200);

  const page = await newPage(browser);
  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/en/admin/hosts');
  const card = page.getByTestId(`application-${fan.id}`);
  await expect(card).toContainText('Tardes de Clássico');
  await card.getByTestId('application-approve').click();
  await expect(card).toHaveCount(0);
  await page.getByTestId('applications-approved').click();
  await expect(page.getByTestId(`application-${fan.id}`).getByTestId('application-suspend')).toBeVisible();

  // On the server: the fan is a host now, and was told so.
  const messages = (await (
    await request.get(`${server.url}/api/user/message?page=1&limit=10`, { headers: { authorization: fan.token } })
  ).json()) as {
    code: number;
    data: { list: { kind: string; title: string }[] };
  };
  expect(messages.code).toBe(200);
  expect(messages.data.list).toContainEqual(
    expect.objectContaining({ kind: 'hostApplication', title: 'Your host application was approved' }),
  );
  await page.goto('/en/admin/audit');
  await expect(page.getByTestId('audit-entry').filter({ hasText: 'updateAnchor' }).first()).toContainText(
    `user:${fan.id}`,
  );
  await page.context().close();
});

test("an admin hides the Basketball tab and renames Hot: an open visitor's home follows without a reload", async ({
  browser,
}) => {
  const visitor = await newPage(browser, { width: 390, height: 844 });
  await visitor.goto('/en');
  await expect(visitor.getByTestId('tab-basketball')).toBeVisible();
  await expect(visitor.getByTestId('tab-hot')).toContainText('Hot');

  const admin = await newPage(browser);
  await logIn(admin, ADMIN.username, ADMIN.password);
  await admin.goto('/en/admin/home');
  await admin.getByTestId('tab-visible-basketball').uncheck();
  await admin.getByLabel('Hot: Label (en)').fill('Trending');
  await admin.getByTestId('tabs-save').click();
  await expect(admin.getByTestId('admin-tabs').getByTestId('admin-status')).toHaveText('Saved.');

  // The open page asks again within seconds; no reload, no redeploy.
  await expect(visitor.getByTestId('tab-basketball')).toHaveCount(0, { timeout: 20_000 });
  await expect(visitor.getByTestId('tab-hot')).toContainText('Trending');
  const fresh = await newPage(browser);
  await fresh.goto('/br');
  await expect(fresh.getByTestId('match-tabs')).toBeVisible();
  await expect(fresh.getByTestId('tab-basketball')).toHaveCount(0);

  // Shown again for the other tests.
  await admin.getByTestId('tab-visible-basketball').check();
  await admin.getByLabel('Hot: Label (en)').fill('');
  await admin.getByTestId('tabs-save').click();
  await expect(admin.getByTestId('admin-tabs').getByTestId('admin-status')).toHaveText('Saved.');
  for (const page of [visitor, admin, fresh]) await page.context().close();
});

test('a visit, its page views and its leave record reach the admin Visits page', async ({ browser }) => {
  const admin = await newPage(browser);
  await logIn(admin, ADMIN.username, ADMIN.password);
  await admin.goto('/en/admin/visits');
  // Every figure over the server's day (the e2e clock starts on 2026-11-22 UTC).
  await admin.getByTestId('visits-from').fill('2026-11-20');
  await admin.getByTestId('visits-to').fill('2026-11-24');
  const figures = async () => {
    const read = async (id: string) => Number(await admin.getByTestId(id).textContent());
    return {
      visitors: await read('visits-total-visitors'),
      visits: await read('visits-total-visits'),
      pageViews: await read('visits-total-pageViews'),
    };
  };
  const show = async () => {
    const answered = admin.waitForResponse((response) => response.url().endsWith('/api/admin/visitStats'));
    await admin.getByTestId('visits-show').click();
    await answered;
  };
  await show();
  const before = await figures();
  const live = async () => Number((await admin.getByTestId('visits-live').textContent())?.match(/\d+/)?.[0]);

  const visitor = await newPage(browser);
  const records: string[] = [];
  visitor.context().on('request', (request) => {
    if (request.url().includes('/api/user/visitRecord')) records.push(JSON.parse(request.postData() ?? '{}').req_type);
    if (request.url().includes('/api/user/leaveRecord')) records.push('leave');
  });
  const changes = () => records.filter((kind) => kind === 'change').length;
  await visitor.goto('/en');
  await expect.poll(changes).toBe(1);
  await visitor.getByTestId('league-link').first().click();
  await expect(visitor).toHaveURL(/\/en\/schedule\/league\/\d+$/);
  await expect.poll(changes).toBe(2);
  expect(records.filter((kind) => kind === 'visit')).toHaveLength(1);

  // Records travel with keepalive fetches: ask until they have all arrived.
  await expect
    .poll(async () => {
      await show();
      return figures();
    })
    .toEqual({ visitors: before.visitors + 1, visits: before.visits + 1, pageViews: before.pageViews + 2 });
  // Other pages' late leave beacons may still land: the visitor's own leave is measured from here.
  const liveWithVisitor = await live();
  expect(liveWithVisitor).toBeGreaterThanOrEqual(1);

  // Closing the tab sends one leave record; the server then no longer counts the visitor as here.
  const leave = visitor.context().waitForEvent('request', (request) => request.url().includes('/api/user/leaveRecord'));
  await visitor.close({ runBeforeUnload: true });
  await leave;
  await expect
    .poll(async () => {
      await show();
      return live();
    })
    .toBe(liveWithVisitor - 1);
  expect(records.filter((kind) => kind === 'leave')).toHaveLength(1);
  await expect(admin.getByTestId('visits-routes')).toContainText('/en/schedule/league/');
  await admin.context().close();
});

test('an admin blocks Germany: a German address gets /locationForbidden with the exact text, 4510001 from the API, and no MQTT connection', async ({
  browser,
  request,
}) => {
  const admin = await newPage(browser);
  await logIn(admin, ADMIN.username, ADMIN.password);
  await admin.goto('/en/admin/location');
  await admin.getByTestId('country-filter').fill('Germ');
  await admin.getByTestId('country-option-DE').click();
  await admin.getByTestId('blocked-save').click();
  await expect(admin.getByTestId('admin-status')).toHaveText('Saved.');
  await expect(admin.getByTestId('blocked-DE')).toBeVisible();
  // The page's address check says what the rules decide for the fixture address (IPv4-mapped too).
  await admin.getByTestId('address-input').fill('::ffff:5.9.0.1');
  await admin.getByTestId('address-check').click();
  await expect(admin.getByTestId('address-answer')).toHaveText('::ffff:5.9.0.1 is in Germany (DE): blocked.');

  // A German visitor (DB-IP places 5.9.0.1 in Germany; geo-fixtures.ts).
  const german = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': '5.9.0.1' } });
  const page = await german.newPage();
  await page.goto('/en/schedule/today');
  await expect(page).toHaveURL(/\/locationForbidden$/);
  await expect(page.getByTestId('location-forbidden').locator('p')).toHaveText(
    'Dear valued customers, it is forbidden to access website from your location, we regret any inconvenience caused.',
  );
  const api = await (
    await request.get(`${server.url}/api/system/time`, { headers: { 'x-forwarded-for': '5.9.0.1' } })
  ).json();
  expect(api.code).toBe(4510001);
  const mapped = await (
    await request.get(`${server.url}/api/system/time`, { headers: { 'x-forwarded-for': '::ffff:5.9.0.1' } })
  ).json();
  expect(mapped.code).toBe(4510001);
  // /about stays reachable; a Brazilian address is not blocked.
  await page.goto('/about/about');
  await expect(page.getByTestId('dbip-attribution')).toContainText('DB-IP');
  expect(
    (
      await (
        await request.get(`${server.url}/api/system/time`, { headers: { 'x-forwarded-for': '200.147.67.142' } })
      ).json()
    ).code,
  ).toBe(200);
  // The live-updates WebSocket refuses the German address before the handshake.
  const connect = (from: Page) =>
    from.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket(url, 'mqtt');
          socket.onopen = () => (socket.close(), resolve('open'));
          socket.onerror = () => resolve('refused');
        }),
      server.url.replace('http', 'ws') + '/mqtt',
    );
  expect(await connect(page)).toBe('refused');
  expect(await connect(admin)).toBe('open');

  // Unblocked again for the next run on this server.
  await admin.getByTestId('blocked-DE').getByRole('button').click();
  await admin.getByTestId('blocked-save').click();
  await expect(admin.getByTestId('blocked-countries')).toBeEmpty();
  await expect(admin.getByTestId('admin-status')).toHaveText('Saved.');
  await german.close();
  await admin.context().close();
});

test('the health page shows an admin the version, uptime and each engine of the server it is on (issue 37 item 6)', async ({
  browser,
}) => {
  const admin = await newPage(browser);
  await logIn(admin, ADMIN.username, ADMIN.password);
  await admin.goto('/en/admin/health');
  await expect(admin.getByTestId('health-commit')).toHaveText(/^[0-9a-f]{12}$/);
  // The e2e server serves the checkout's current build: the folder its link names.
  await expect(admin.getByTestId('health-web-build')).toHaveText(/^\d{8}-\d{6}-[0-9a-f]{12}$/);
  await expect(admin.getByTestId('health-engine-database')).toHaveAttribute('data-state', 'up');
  await expect(admin.getByTestId('health-engine-broker')).toHaveAttribute('data-state', 'up');
  await expect(admin.getByTestId('health-engine-broker')).toContainText(/\d+ clients connected/);
  await expect(admin.getByTestId('health-engine-media')).toContainText('RTMP on port');
  await expect(admin.getByTestId('health-engine-redis')).toHaveCount(0);
  await expect(admin.getByTestId('health-memory')).toContainText('MB');
  await admin.getByTestId('admin-nav-health').click();
  await admin.getByTestId('health-refresh').click();
  await expect(admin.getByTestId('health-uptime')).toContainText('since');
  await admin.context().close();
});
