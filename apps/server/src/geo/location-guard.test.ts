import { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { FIXTURE_ADDRESS, mapped } from '../../test/geo-fixtures.ts';
import { call } from '../../test/live-fixtures.ts';
import { createUserWithSession } from '../../test/sessions.ts';
import type { UserWithSession } from '../../test/sessions.ts';
import type { Database } from '../db/client.ts';
import { RecordingSocket } from '../../test/recording-socket.ts';

describe('location blocking', () => {
  let t: TestApp;
  let admin: UserWithSession;
  const from = (address: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, remoteAddress: address, headers });

  /** Sends an MQTT WebSocket upgrade "from" an address through the real dispatcher; answers what the server wrote first. */
  async function upgradeFrom(address: string): Promise<string> {
    const socket = new RecordingSocket(address);
    const request = new IncomingMessage(socket as never);
    request.method = 'GET';
    request.url = '/mqtt';
    request.headers = {
      host: 'localhost',
      upgrade: 'websocket',
      connection: 'Upgrade',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      'sec-websocket-version': '13',
      'sec-websocket-protocol': 'mqtt',
    };
    t.app.server.emit('upgrade', request, socket, Buffer.alloc(0));
    for (let tries = 0; tries < 200 && socket.written === ''; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    socket.destroy();
    return socket.written.split('\r\n')[0] ?? '';
  }

  beforeAll(async () => {
    t = await buildTestApp({
      webHandler: async (request) =>
        new Response(`page ${new URL(request.url).pathname}`, { headers: { 'content-type': 'text/html' } }),
    });
    admin = await createUserWithSession(t.database?.db as Database, { role: 'admin' });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  const block = (countries: string[], address = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/updateSettingCenterItem',
      remoteAddress: address,
      headers: { authorization: admin.accessToken },
      payload: { key: 'blockedCountries', value: countries },
    });

  it('lets everyone in while no country is blocked', async () => {
    expect((await from(FIXTURE_ADDRESS.BR, '/en')).statusCode).toBe(200);
    expect((await from(FIXTURE_ADDRESS.BR, '/api/system/time')).json().code).toBe(200);
    expect(await upgradeFrom(FIXTURE_ADDRESS.BR)).toBe('HTTP/1.1 101 Switching Protocols');
  });

  it('refuses a blocked country: pages go to /locationForbidden, the API answers 4510001, the MQTT WebSocket is refused', async () => {
    expect((await block(['br', 'DE'])).json().data.settings.blockedCountries).toEqual(['BR', 'DE']);
    for (const address of [
      FIXTURE_ADDRESS.BR,
      mapped(FIXTURE_ADDRESS.BR),
      FIXTURE_ADDRESS.BRv6,
      FIXTURE_ADDRESS.DE,
      FIXTURE_ADDRESS.DEv6,
    ]) {
      const page = await from(address, '/en/schedule/league');
      expect([address, page.statusCode, page.headers.location]).toEqual([address, 302, '/locationForbidden']);
      const api = await from(address, '/api/system/time');
      expect([address, api.statusCode, api.json()]).toEqual([
        address,
        451,
        { code: Code.blockedByLocation, msg: 'Not available in your location', data: null },
      ]);
      expect(await upgradeFrom(address)).toBe('HTTP/1.1 403 Forbidden');
    }
    expect((await from(FIXTURE_ADDRESS.BR, '/api/schedule/mobilList', { language: 'br' })).json().msg).toBe(
      'Indisponível na sua região',
    );
    // A client-side navigation asks React Router's data: it is told to reload on the forbidden page.
    const data = await from(FIXTURE_ADDRESS.BR, '/en/me.data');
    expect([data.statusCode, data.headers['x-remix-redirect'], data.headers['x-remix-reload-document']]).toEqual([
      204,
      '/locationForbidden',
      'true',
    ]);
    expect((await from(FIXTURE_ADDRESS.BR, '/media/flv/1.flv')).statusCode).toBe(451);
  });

  it('still serves the forbidden page, /about, built files and the health checks to a blocked country', async () => {
    for (const url of [
      '/locationForbidden',
      '/locationForbidden.data',
      '/about/privacy',
      '/about/terms.data',
      '/about/terms.json',
      '/healthz',
      '/favicon.svg',
      '/assets/entry.client-abc.js',
    ]) {
      const answer = await from(FIXTURE_ADDRESS.BR, url);
      expect([
        url,
        answer.statusCode === 302 || answer.statusCode === 451 || answer.headers['x-remix-redirect'] !== undefined,
      ]).toEqual([url, false]);
    }
    expect((await from(FIXTURE_ADDRESS.BR, '/locationForbidden')).body).toBe('page /locationForbidden');
  });

  it('judges a path as it is served: `..` segments cannot reach a page through /about or a file name (issue 36)', async () => {
    for (const url of [
      '/about/../en',
      '/about/../en.data',
      '/about/%2e%2e/en',
      '/about/..%2Fen',
      '/about%2F..%2Fen',
      '/about/..\\en',
      '/favicon.svg/../en',
      '/assets/../en/me.data',
      '/locationForbidden/../en',
    ]) {
      const answer = await from(FIXTURE_ADDRESS.BR, url);
      expect([url, answer.statusCode === 302 || answer.statusCode === 204, answer.body.startsWith('page /en')]).toEqual(
        [url, true, false],
      );
    }
  });

  it('lets other countries, private addresses and loopback in', async () => {
    for (const address of [
      FIXTURE_ADDRESS.GB,
      FIXTURE_ADDRESS.US,
      mapped(FIXTURE_ADDRESS.AR),
      '127.0.0.1',
      '::1',
      '10.0.0.7',
    ]) {
      expect([address, (await from(address, '/en')).statusCode]).toEqual([address, 200]);
      expect([address, (await from(address, '/api/system/time')).json().code]).toEqual([address, 200]);
    }
    expect(await upgradeFrom(FIXTURE_ADDRESS.GB)).toBe('HTTP/1.1 101 Switching Protocols');
  });

  it('never lets an admin block the country they call from, and says which', async () => {
    const refused = await block(['GB'], FIXTURE_ADDRESS.GB);
    expect(refused.json()).toMatchObject({
      code: Code.invalidInput,
      msg: 'value: GB is the country you are calling from; blocking it would lock you out',
    });
    expect(
      (await call(t.app, 'POST', '/admin/getSettingCenterItem', admin.accessToken)).body.data.settings.blockedCountries,
    ).toEqual(['BR', 'DE']);
  });

  it('answers which country an address is in, and whether it is blocked', async () => {
    const answer = await call(t.app, 'POST', '/admin/countryOf', admin.accessToken, {
      address: mapped(FIXTURE_ADDRESS.BR),
    });
    expect(answer.body.data).toMatchObject({
      address: mapped(FIXTURE_ADDRESS.BR),
      country: 'BR',
      blocked: true,
      database: expect.stringMatching(/^dbip-country\.mmdb built/),
    });
    expect(
      (await call(t.app, 'POST', '/admin/countryOf', admin.accessToken, { address: '192.168.1.1' })).body.data,
    ).toMatchObject({ country: null, blocked: false });
  });

  it('takes codes it knows only, and lets everyone in again once unblocked', async () => {
    expect((await block(['XX'])).json()).toMatchObject({
      code: Code.invalidInput,
      msg: 'value.0: must be a two-letter ISO 3166 country code such as BR',
    });
    expect((await block(['BR', 'br'])).json()).toMatchObject({
      code: Code.invalidInput,
      msg: 'value: must not list the same item twice',
    });
    expect((await block([])).json().data.settings.blockedCountries).toEqual([]);
    expect((await from(FIXTURE_ADDRESS.BR, '/en')).statusCode).toBe(200);
    expect(await upgradeFrom(FIXTURE_ADDRESS.DE)).toBe('HTTP/1.1 101 Switching Protocols');
  });
});

/** One raw HTTP/1.1 GET over a socket, the path sent exactly as written (inject and fetch would resolve its dot segments first). */
function rawGet(port: number, path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    const lines = Object.entries({ host: 'localhost', connection: 'close', ...headers }).map(
      ([name, value]) => `${name}: ${value}`,
    );
    socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  });
}

describe('location blocking over a real socket: a path is judged as it is served (issue 36)', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp({
      env: { TRUST_PROXY: '127.0.0.1' },
      webHandler: async (request) =>
        new Response(`page ${new URL(request.url).pathname}`, { headers: { 'content-type': 'text/html' } }),
    });
    const admin = await createUserWithSession(t.database?.db as Database, { role: 'admin' });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/updateSettingCenterItem',
      headers: { authorization: admin.accessToken },
      payload: { key: 'blockedCountries', value: ['BR'] },
    });
    expect(blocked.json().code).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses `..` after /about, a file name or the forbidden page, and their .data, to a blocked country', async () => {
    const fromBrazil = { 'x-forwarded-for': FIXTURE_ADDRESS.BR };
    for (const path of [
      '/about/../en',
      '/about/../en.data',
      '/about/./../en/me',
      '/about/%2e%2e/en',
      '/about/..%2Fen',
      '/favicon.svg/../en',
      '/locationForbidden/../en',
    ]) {
      const status = (await rawGet(port, path, fromBrazil)).split('\r\n')[0];
      expect([path, status]).toEqual([path, expect.stringMatching(/^HTTP\/1\.1 (302|204)/)]);
    }
    // The same from elsewhere is served as the page it resolves to.
    expect(await rawGet(port, '/about/../en', { 'x-forwarded-for': FIXTURE_ADDRESS.GB })).toContain('page /en');
  });
});
