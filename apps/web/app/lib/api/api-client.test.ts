// @vitest-environment happy-dom
// The page runs on http://localhost:3000 and the API on 127.0.0.1, so the test server
// answers CORS like a cross-origin API host would.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerDialog, dialogStore } from '../../state/dialog-store.ts';
import { toastStore } from '../../state/toast-store.ts';
import { appStore, rehydrateAppStore } from '../../state/app-store.ts';
import { ApiError, createApiClient } from './api-client.ts';
import { setAppNavigator } from '../page/app-navigation.ts';
import { parseCookies } from '../session/cookies.ts';
import { requestKey } from './request-key.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Handler = (seen: Seen) => { status?: number; body: string };

let server: Server;
let base = '';
let handler: Handler = () => ({ body: JSON.stringify({ code: 200, msg: 'ok', data: null }) });
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': '*',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(entry);
      const answer = handler(entry);
      res.writeHead(answer.status ?? 200, { ...cors, 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (value: unknown) => ({ body: JSON.stringify(value) });
const client = () => createApiClient({ baseUrl: () => base });
const cookies = () => parseCookies(document.cookie);
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; path=/; max-age=0`;
  appStore.getState().setUserInfo(null);
  toastStore.setState({ toasts: [] });
});

afterEach(() => answerDialog(false));

describe('api client', () => {
  it('sends every header of the specification, GET params as the query', async () => {
    document.cookie = 'myCookie=1700000000000abcdefghij; path=/';
    localStorage.setItem('language', 'br');
    localStorage.setItem('visit_id', '1700000000000-abcdefghij');
    appStore.getState().setUserInfo({ accessToken: 'token-1' });
    handler = () => json({ code: 200, msg: 'ok', data: { answer: 42 } });

    await expect(client().get('/echo', { b: 'x y', a: 1 })).resolves.toEqual({ answer: 42 });
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/api/echo?b=x+y&a=1');
    expect(request?.headers).toMatchObject({
      authorization: 'token-1',
      clients: '1',
      'origin-local': 'http://localhost:3000',
      'content-type': 'application/json',
      language: 'br',
      visitid: '1700000000000-abcdefghij',
      clientidentifyid: '1700000000000abcdefghij',
      'x-request-key': await requestKey('/echo', { a: 1, b: 'x y' }),
    });
    expect(request?.headers.tz).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('posts a JSON body with language en, and never takes a token from a cookie (item 4)', async () => {
    document.cookie = 'accessToken=cookie-token; path=/';
    handler = () => json({ code: 200, msg: 'ok', data: null });
    await client().post('/user/changeChatColor', { color: '#fff' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/user/changeChatColor', body: '{"color":"#fff"}' });
    expect(seen[0]?.headers).toMatchObject({ language: 'en' });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('rejects with status 500 when the body is not a usable envelope', async () => {
    handler = () => ({ status: 502, body: '<html>bad gateway</html>' });
    await expect(client().get('/broken')).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    handler = () => json({ data: 1 });
    await expect(client().get('/broken')).rejects.toMatchObject({ status: 500 });
  });

  it('rejects other codes with their HTTP status and code', async () => {
    handler = () => json({ code: 4040001, msg: 'match not found', data: null });
    await expect(client().get('/schedule/one', { id: 9 })).rejects.toMatchObject({
      status: 404,
      code: 4040001,
      message: 'match not found',
    });
  });

  it('shows the danger toast "connect error!" for 3000 ms on transport failure and rejects', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const failing = createApiClient({ baseUrl: () => `http://127.0.0.1:${port}/api` });
    const error = await failing.get('/system/time').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'connect error!' });
    expect(toastStore.getState().toasts).toMatchObject([
      { type: 'danger', message: 'connect error!', durationMs: 3000 },
    ]);
  });
});

const fan = { id: 7, username: 'fanuser01', nickname: 'Fan', email: 'fan@example.com' };

describe('api client: session codes', () => {
  beforeEach(() => {
    document.cookie = 'userMsg=someone; path=/';
    appStore.getState().setUserInfo({ ...fan, accessToken: 'old' });
  });

  it('4010001: one Tips dialog for many calls; confirm clears and goes to /{lang}/login', async () => {
    const visited: string[] = [];
    const restore = setAppNavigator((to) => visited.push(to));
    localStorage.setItem('language', 'br');
    handler = () => json({ code: 4010001, msg: 'log in again', data: null });

    const calls = [client().get('/user/message'), client().get('/user/message'), client().post('/user/logout')];
    // Every call's rejection is awaited at once: awaited one after the other, a later call could
    // reject while an earlier one was still awaited, and count as unhandled (it failed once in CI).
    await Promise.all(calls.map((call) => expect(call).rejects.toMatchObject({ code: 4010001, status: 401 })));
    expect(dialogStore.getState().current).toMatchObject({ title: 'Avisos', message: 'Faça login novamente!' });

    answerDialog(true);
    await waitFor(() => visited.length === 1);
    expect(visited).toEqual(['/br/login']);
    expect(appStore.getState().userInfo).toBeNull();
    expect(cookies().userMsg).toBeUndefined();
    expect(dialogStore.getState().current).toBeNull();
    restore();
  });

  it('4010001 dismissed: the same clearing without navigation', async () => {
    const visited: string[] = [];
    const restore = setAppNavigator((to) => visited.push(to));
    handler = () => json({ code: 4010001, msg: 'log in again', data: null });

    await expect(client().get('/user/message')).rejects.toMatchObject({ code: 4010001 });
    expect(dialogStore.getState().current).toMatchObject({ title: 'Tips', message: 'Please log in again!' });
    answerDialog(false);
    await waitFor(() => appStore.getState().userInfo === null);
    expect(cookies().userMsg).toBeUndefined();
    expect(visited).toEqual([]);
    restore();
  });

  it('a late 4010001 after the dialog was answered opens no second dialog', async () => {
    handler = () => json({ code: 4010001, msg: 'log in again', data: null });
    await expect(client().get('/user/message')).rejects.toMatchObject({ code: 4010001 });
    answerDialog(false);
    await waitFor(() => appStore.getState().userInfo === null);
    await expect(client().get('/schedule/loveSettingList')).rejects.toMatchObject({ code: 4010001 });
    expect(dialogStore.getState().current).toBeNull();
  });

  it('4010002: refreshes once silently with the cookie alone (no body, no token), then retries the call once', async () => {
    handler = ({ url, headers, body }) => {
      if (url === '/api/user/refreshToken') {
        expect(JSON.parse(body)).toEqual({});
        expect(headers.authorization).toBeUndefined();
        return json({ code: 200, msg: 'ok', data: { accessToken: 'new', expiresIn: 900, refreshAfter: 1 } });
      }
      return headers.authorization === 'new'
        ? json({ code: 200, msg: 'ok', data: { list: [] } })
        : json({ code: 4010002, msg: 'expired', data: null });
    };
    const [first, second] = await Promise.all([client().get('/user/message'), client().get('/user/mySubscribe')]);
    expect(first).toEqual({ list: [] });
    expect(second).toEqual({ list: [] });
    expect(seen.filter((s) => s.url === '/api/user/refreshToken')).toHaveLength(1);
    expect(seen.filter((s) => s.url.startsWith('/api/user/message'))).toHaveLength(2);
    expect(appStore.getState().userInfo).toMatchObject({ accessToken: 'new' });
    expect(dialogStore.getState().current).toBeNull();
  });

  it('4010002 with a failing refresh is treated as 4010001', async () => {
    handler = ({ url }) =>
      url === '/api/user/refreshToken'
        ? json({ code: 4010001, msg: 'no', data: null })
        : json({ code: 4010002, msg: 'expired', data: null });
    await expect(client().get('/user/message')).rejects.toMatchObject({ code: 4010001 });
    expect(seen.map((s) => s.url)).toEqual(['/api/user/message', '/api/user/refreshToken']);
    expect(dialogStore.getState().current).toMatchObject({ title: 'Tips' });
    answerDialog(false);
    await waitFor(() => appStore.getState().userInfo === null);
  });

  it('a new tab of a signed-in browser gets its token from the refresh cookie before its first calls, once', async () => {
    appStore.getState().setUserInfo({ ...fan });
    handler = ({ url, headers }) =>
      url === '/api/user/refreshToken'
        ? json({ code: 200, msg: 'ok', data: { accessToken: 'tab-token', expiresIn: 900, refreshAfter: 1 } })
        : json({ code: 200, msg: 'ok', data: { auth: headers.authorization ?? null } });
    const answers = await Promise.all([client().get('/user/message'), client().get('/schedule/mobilList')]);
    expect(answers).toEqual([{ auth: 'tab-token' }, { auth: 'tab-token' }]);
    // The refresh first and once; the two calls then leave in whichever order their request keys
    // are signed (Web Crypto signs off the main thread), which no caller depends on.
    const paths = seen.map((s) => s.url.split('?')[0]);
    expect(paths[0]).toBe('/api/user/refreshToken');
    expect(paths.slice(1).sort()).toEqual(['/api/schedule/mobilList', '/api/user/message']);
  });

  it('a tab whose session ended elsewhere shows one Tips dialog and goes on as a visitor', async () => {
    appStore.getState().setUserInfo({ ...fan });
    handler = ({ url, headers }) =>
      url === '/api/user/refreshToken'
        ? json({ code: 4010001, msg: 'no', data: null })
        : json({ code: 200, msg: 'ok', data: { auth: headers.authorization ?? null } });
    expect(await client().get('/schedule/mobilList')).toEqual({ auth: null });
    expect(await client().get('/schedule/mobilList')).toEqual({ auth: null });
    expect(seen.filter((s) => s.url === '/api/user/refreshToken')).toHaveLength(1);
    expect(dialogStore.getState().current).toMatchObject({ title: 'Tips' });
    answerDialog(false);
    await waitFor(() => appStore.getState().userInfo === null);
  });
});

describe('session storage (item 4)', () => {
  it('keeps the access token in memory only: never in local storage or a cookie', async () => {
    const { startSession } = await import('../session/session.ts');
    startSession(
      {
        ...fan,
        avatar: null,
        chatColor: '#22c55e',
        language: 'en',
        role: 'viewer',
        notifyMatchStart: true,
        notifyHostLive: true,
        hasPassword: true,
        createdAt: '',
      },
      {
        accessToken: 'memory-only-token',
        expiresIn: 900,
        refreshAfter: 1,
      },
    );
    expect(appStore.getState().userInfo?.accessToken).toBe('memory-only-token');
    await rehydrateAppStore();
    appStore.getState().setUserInfo({ ...appStore.getState().userInfo, accessToken: 'memory-only-token' });
    const stored = localStorage.getItem('placar-state') ?? '';
    expect(stored).toContain('fanuser01');
    expect(stored).not.toContain('memory-only-token');
    expect(document.cookie).not.toContain('memory-only-token');
  });

  it('drops tokens an older version left in local storage', async () => {
    localStorage.setItem(
      'placar-state',
      JSON.stringify({ state: { userInfo: { ...fan, accessToken: 'old-a', refreshToken: 'old-r' } }, version: 0 }),
    );
    await rehydrateAppStore();
    expect(appStore.getState().userInfo).toMatchObject({ username: 'fanuser01' });
    expect(appStore.getState().userInfo?.accessToken).toBeUndefined();
    expect(localStorage.getItem('placar-state')).not.toMatch(/old-a|old-r/);
  });
});
