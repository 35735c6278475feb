import { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { FIXTURE_ADDRESS } from '../../test/geo-fixtures.ts';
import { createUserWithSession } from '../../test/sessions.ts';
import type { Database } from '../db/client.ts';
import { compileTrustProxy } from '../http/client-address.ts';
import { headerCountry } from './location-rules.ts';
import { RecordingSocket } from '../../test/recording-socket.ts';

/** The CDN in front of the server: the only peer whose CF-IPCountry is believed. */
const PROXY = '10.0.0.5';

describe('a trusted CDN country header (COUNTRY_HEADER=CF-IPCountry, TRUST_PROXY)', () => {
  let t: TestApp;
  const from = (peer: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, remoteAddress: peer, headers });

  async function upgradeFrom(peer: string, headers: Record<string, string>): Promise<string> {
    const socket = new RecordingSocket(peer);
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
      ...headers,
    };
    t.app.server.emit('upgrade', request, socket, Buffer.alloc(0));
    for (let tries = 0; tries < 200 && socket.written === ''; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    socket.destroy();
    return socket.written.split('\r\n')[0] ?? '';
  }

  beforeAll(async () => {
    t = await buildTestApp({
      env: { TRUST_PROXY: PROXY, COUNTRY_HEADER: 'CF-IPCountry' },
      webHandler: async (request) =>
        new Response(`page ${new URL(request.url).pathname}`, { headers: { 'content-type': 'text/html' } }),
    });
    const admin = await createUserWithSession(t.database?.db as Database, { role: 'admin' });
    await t.app.ready();
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/updateSettingCenterItem',
      remoteAddress: '127.0.0.1',
      headers: { authorization: admin.accessToken },
      payload: { key: 'blockedCountries', value: ['DE'] },
    });
    expect(blocked.json().data.settings.blockedCountries).toEqual(['DE']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('believes the country the trusted proxy names, over the address it forwards', async () => {
    const headers = { 'cf-ipcountry': 'DE', 'x-forwarded-for': FIXTURE_ADDRESS.BR };
    const page = await from(PROXY, '/en', headers);
    expect([page.statusCode, page.headers.location]).toEqual([302, '/locationForbidden']);
    expect((await from(PROXY, '/api/system/time', headers)).json().code).toBe(Code.blockedByLocation);
    expect(await upgradeFrom(PROXY, headers)).toBe('HTTP/1.1 403 Forbidden');
    // The same proxy naming another country lets a German address in: the header decides.
    expect((await from(PROXY, '/en', { 'cf-ipcountry': 'br', 'x-forwarded-for': FIXTURE_ADDRESS.DE })).statusCode).toBe(
      200,
    );
  });

  it('ignores the header from anyone else: a blocked visitor cannot claim another country, nor frame one', async () => {
    // The attack: a German client connects directly and says it is in Brazil.
    expect((await from(FIXTURE_ADDRESS.DE, '/en', { 'cf-ipcountry': 'BR' })).statusCode).toBe(302);
    expect((await from(FIXTURE_ADDRESS.DE, '/api/system/time', { 'cf-ipcountry': 'BR' })).json().code).toBe(
      Code.blockedByLocation,
    );
    expect(await upgradeFrom(FIXTURE_ADDRESS.DE, { 'cf-ipcountry': 'BR' })).toBe('HTTP/1.1 403 Forbidden');
    // And a Brazilian client saying "DE" is not locked out by it.
    expect((await from(FIXTURE_ADDRESS.BR, '/en', { 'cf-ipcountry': 'DE' })).statusCode).toBe(200);
    expect(await upgradeFrom(FIXTURE_ADDRESS.BR, { 'cf-ipcountry': 'DE' })).toBe('HTTP/1.1 101 Switching Protocols');
  });

  it("falls back to the forwarded address when the proxy's value names no country (XX, T1, junk, absent)", async () => {
    for (const value of ['XX', 'T1', 'Germany', '', undefined]) {
      const headers: Record<string, string> = {
        'x-forwarded-for': FIXTURE_ADDRESS.DE,
        ...(value === undefined ? {} : { 'cf-ipcountry': value }),
      };
      expect([value, (await from(PROXY, '/en', headers)).statusCode]).toEqual([value, 302]);
      expect([
        value,
        (await from(PROXY, '/en', { ...headers, 'x-forwarded-for': FIXTURE_ADDRESS.BR })).statusCode,
      ]).toEqual([value, 200]);
    }
  });
});

describe('headerCountry', () => {
  const request = (peer: string, headers: Record<string, string | string[]>) =>
    ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;
  const header = { name: 'cf-ipcountry', trust: compileTrustProxy([PROXY]) };

  it('is off without COUNTRY_HEADER, and off for every peer when TRUST_PROXY is empty', () => {
    expect(headerCountry(request(PROXY, { 'cf-ipcountry': 'DE' }), undefined)).toBeNull();
    expect(
      headerCountry(request(PROXY, { 'cf-ipcountry': 'DE' }), { name: 'cf-ipcountry', trust: compileTrustProxy([]) }),
    ).toBeNull();
  });

  it('reads the trusted peer, in any case, the first of repeated headers', () => {
    expect(headerCountry(request(PROXY, { 'cf-ipcountry': ' pt ' }), header)).toBe('PT');
    expect(headerCountry(request(PROXY, { 'cf-ipcountry': ['AR', 'DE'] }), header)).toBe('AR');
    expect(headerCountry(request('10.0.0.6', { 'cf-ipcountry': 'AR' }), header)).toBeNull();
  });
});
