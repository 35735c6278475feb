import type { User } from '@placar/contract/account-entities';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setPublicConfig, publicConfig } from '../../lib/page/public-config.ts';
import {
  acceptPopupMessage,
  authorizeUrl,
  GOOGLE_CHANNEL,
  GOOGLE_MESSAGE_TYPE,
  idTokenNonce,
  readAuthFragment,
} from './google-popup-message.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import {
  completeGooglePopup,
  type GoogleAnswer,
  type GoogleLink,
  nonceFor,
  signInWithGoogle,
} from './google-sign-in.ts';

const ORIGIN = 'http://placar.test';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (claims: Record<string, unknown>) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;
const user = { id: 1, username: 'fan12345' } as User;

/** A window whose open() records the URL and returns a popup we control. */
function fakeWindow(options: { blocked?: boolean } = {}) {
  const target = new EventTarget();
  const popup = { closed: false };
  const opened: string[] = [];
  const win = Object.assign(target, {
    location: { origin: ORIGIN },
    open: (url: string) => {
      opened.push(url);
      return options.blocked ? null : popup;
    },
  });
  const param = (name: string) => new URL(opened[0] ?? 'http://x').searchParams.get(name) ?? '';
  const post = (data: unknown, origin = ORIGIN) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin }));
  return { win: win as unknown as Window, popup, opened, param, post, target };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const saved = publicConfig();
beforeEach(() =>
  setPublicConfig({ ...saved, googleClientId: 'client-1', oidcAuthorizeUrl: 'http://issuer.test/authorize' }),
);
afterEach(() => setPublicConfig(saved));

describe('google popup messages', () => {
  it('builds the implicit-flow authorization URL', () => {
    const url = new URL(
      authorizeUrl({
        authorizeUrl: 'http://issuer.test/authorize',
        clientId: 'c',
        origin: ORIGIN,
        lang: 'br',
        state: 's',
        nonce: 'n',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'c',
      response_type: 'id_token',
      scope: 'openid email profile',
      redirect_uri: `${ORIGIN}/br/login`,
      nonce: 'n',
      state: 's',
      prompt: 'select_account',
    });
    expect(url.search).toContain('scope=openid%20email%20profile');
  });

  it('reads the fragment the issuer sends back', () => {
    expect(readAuthFragment('#id_token=abc&state=s1')).toEqual({
      type: GOOGLE_MESSAGE_TYPE,
      state: 's1',
      idToken: 'abc',
    });
    expect(readAuthFragment('#error=access_denied&state=s1')).toEqual({
      type: GOOGLE_MESSAGE_TYPE,
      state: 's1',
      error: 'access_denied',
    });
    expect(readAuthFragment('#id_token=abc')).toBeNull();
    expect(readAuthFragment('')).toBeNull();
  });

  it('accepts only same-origin messages of this attempt', () => {
    const expected = { origin: ORIGIN, state: 's1' };
    const data = { type: GOOGLE_MESSAGE_TYPE, state: 's1', idToken: 'tok' };
    expect(acceptPopupMessage({ origin: ORIGIN, data }, expected)).toBe('tok');
    expect(acceptPopupMessage({ origin: 'http://evil.test', data }, expected)).toBeNull();
    expect(acceptPopupMessage({ origin: ORIGIN, data: { ...data, state: 'other' } }, expected)).toBeNull();
    expect(acceptPopupMessage({ origin: ORIGIN, data: 'hello' }, expected)).toBeNull();
    expect(
      acceptPopupMessage(
        { origin: ORIGIN, data: { type: GOOGLE_MESSAGE_TYPE, state: 's1', error: 'access_denied' } },
        expected,
      ),
    ).toBe(false);
  });

  it('reads the nonce claim', () => {
    expect(idTokenNonce(idToken({ nonce: 'n1' }))).toBe('n1');
    expect(idTokenNonce('garbage')).toBeNull();
  });
});

describe('signInWithGoogle', () => {
  it('resolves the user for the right state and nonce, and hands the server the nonce’s secret (item 13)', async () => {
    const fake = fakeWindow();
    const sent: GoogleAnswer[] = [];
    const result = signInWithGoogle({
      lang: 'en',
      win: fake.win,
      exchange: async (answer) => (sent.push(answer), user),
    });
    await flush();
    fake.post({ type: GOOGLE_MESSAGE_TYPE, state: 'forged', idToken: 'x' });
    fake.post({ type: GOOGLE_MESSAGE_TYPE, state: fake.param('state'), idToken: 'x' }, 'http://evil.test');
    const token = idToken({ nonce: fake.param('nonce') });
    fake.post({ type: GOOGLE_MESSAGE_TYPE, state: fake.param('state'), idToken: token });
    await expect(result).resolves.toBe(user);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idToken).toBe(token);
    // The popup's URL carried only the hash: the secret itself never left the page.
    expect(nonceFor(sent[0]?.nonce ?? '')).toBe(fake.param('nonce'));
    expect(fake.opened[0]).not.toContain(sent[0]?.nonce);
  });

  it('hashes the nonce secret as the server does (SHA-256, base64url)', async () => {
    const { createHash } = await import('node:crypto');
    expect(nonceFor('abc123')).toBe(createHash('sha256').update('abc123').digest('base64url'));
  });

  it('offers to link an existing account with its password when the server asks (4090001)', async () => {
    const fake = fakeWindow();
    const links: GoogleLink[] = [];
    const passwords: (string | undefined)[] = [];
    const exchange = async (_answer: GoogleAnswer, password?: string) => {
      passwords.push(password);
      if (password === undefined) throw new ApiError('enter its password', 409, 4090001);
      return user;
    };
    const result = signInWithGoogle({ lang: 'en', win: fake.win, exchange, onLink: (link) => links.push(link) });
    await flush();
    fake.post({
      type: GOOGLE_MESSAGE_TYPE,
      state: fake.param('state'),
      idToken: idToken({ nonce: fake.param('nonce') }),
    });
    await expect(result).resolves.toBe(false);
    expect(links.map((link) => link.message)).toEqual(['enter its password']);
    await expect(links[0]?.confirm('Secret123!')).resolves.toBe(user);
    expect(passwords).toEqual([undefined, 'Secret123!']);
  });

  it('also hears the popup over the same-origin channel', async () => {
    const fake = fakeWindow();
    const result = signInWithGoogle({ lang: 'en', win: fake.win, exchange: async () => user });
    await flush();
    const channel = new BroadcastChannel(GOOGLE_CHANNEL);
    channel.postMessage({
      type: GOOGLE_MESSAGE_TYPE,
      state: fake.param('state'),
      idToken: idToken({ nonce: fake.param('nonce') }),
    });
    channel.close();
    await expect(result).resolves.toBe(user);
  });

  it('returns false on a wrong nonce, an error, a server failure, a blocked popup, a timeout and without a client id', async () => {
    const wrongNonce = fakeWindow();
    const first = signInWithGoogle({ lang: 'en', win: wrongNonce.win, exchange: async () => user });
    await flush();
    wrongNonce.post({
      type: GOOGLE_MESSAGE_TYPE,
      state: wrongNonce.param('state'),
      idToken: idToken({ nonce: 'other' }),
    });
    await expect(first).resolves.toBe(false);

    const refused = fakeWindow();
    const second = signInWithGoogle({ lang: 'en', win: refused.win, exchange: async () => user });
    await flush();
    refused.post({ type: GOOGLE_MESSAGE_TYPE, state: refused.param('state'), error: 'access_denied' });
    await expect(second).resolves.toBe(false);

    const failing = fakeWindow();
    const third = signInWithGoogle({
      lang: 'en',
      win: failing.win,
      exchange: async () => Promise.reject(new Error('5000001')),
    });
    await flush();
    failing.post({
      type: GOOGLE_MESSAGE_TYPE,
      state: failing.param('state'),
      idToken: idToken({ nonce: failing.param('nonce') }),
    });
    await expect(third).resolves.toBe(false);

    await expect(signInWithGoogle({ lang: 'en', win: fakeWindow({ blocked: true }).win })).resolves.toBe(false);
    await expect(signInWithGoogle({ lang: 'en', win: fakeWindow().win, timeoutMs: 10 })).resolves.toBe(false);
    setPublicConfig({ ...saved, googleClientId: '' });
    await expect(signInWithGoogle({ lang: 'en', win: fakeWindow().win })).resolves.toBe(false);
  });

  it('returns false when the user comes back with the popup closed', async () => {
    const fake = fakeWindow();
    const result = signInWithGoogle({ lang: 'en', win: fake.win, exchange: async () => user });
    await flush();
    fake.popup.closed = true;
    fake.target.dispatchEvent(new Event('focus'));
    await expect(result).resolves.toBe(false);
  });

  it('a new attempt ends the pending one', async () => {
    const first = signInWithGoogle({ lang: 'en', win: fakeWindow().win });
    await flush();
    const second = fakeWindow();
    void signInWithGoogle({ lang: 'en', win: second.win, timeoutMs: 10 });
    await expect(first).resolves.toBe(false);
  });
});

describe('completeGooglePopup', () => {
  it('posts the fragment to the opener on this origin and closes', () => {
    const posted: unknown[][] = [];
    let closed = false;
    const win = {
      location: { origin: ORIGIN, hash: '#id_token=tok&state=s1', pathname: '/en/login', search: '' },
      history: { replaceState: () => undefined },
      opener: { postMessage: (...args: unknown[]) => posted.push(args) },
      close: () => (closed = true),
    } as unknown as Window;
    expect(completeGooglePopup(win)).toBe(true);
    expect(posted).toEqual([[{ type: GOOGLE_MESSAGE_TYPE, state: 's1', idToken: 'tok' }, ORIGIN]]);
    expect(closed).toBe(true);
    expect(completeGooglePopup({ ...win, location: { ...win.location, hash: '' } } as Window)).toBe(false);
  });
});
