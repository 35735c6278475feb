import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';

// Item 1: the outbox holds every reset code, so it answers only this machine.
describe('the development outbox (/dev/mail) without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // A reset code for a victim's address lands in the outbox (here: any mail).
    await t.app.inject({
      method: 'POST',
      url: '/api/user/emailVerifyCode',
      payload: { email: 'victim@example.com', purpose: 'register' },
    });
  });
  afterAll(() => t.close());

  it('answers 404 to a request from another machine, and gives away no code', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      const remote = await t.app.inject({ url, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.body).not.toContain('victim@example.com');
    }
  });

  it('answers 404 through a proxy on this machine: any forwarding header means someone else asked', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 proxy' },
    ]) {
      const proxied = await t.app.inject({ url: '/dev/mail.json', headers, remoteAddress: '127.0.0.1' });
      expect(proxied.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('answers this machine (a loopback socket, IPv4 or IPv6)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await t.app.inject({ url: '/dev/mail.json', remoteAddress });
      expect(local.statusCode, remoteAddress).toBe(200);
      expect(local.json().mails[0].to).toBe('victim@example.com');
      expect(local.headers['cache-control']).toBe('no-store');
    }
  });
});
