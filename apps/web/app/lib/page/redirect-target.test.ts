import { describe, expect, it } from 'vitest';
import { accountPagePath, forVisitorsOnly, needsAccount, safeRedirect } from './redirect-target.ts';

describe('safeRedirect', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirect('/en/me')).toBe('/en/me');
    expect(safeRedirect('/br/host/liveSet/football?x=1#top')).toBe('/br/host/liveSet/football?x=1#top');
  });

  it.each([
    null,
    '',
    'en/me',
    'https://evil.example/en/me',
    '//evil.example/en/me',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/en/me\n',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });

  // Item 11: known open-redirect payloads (the OWASP and PayloadsAllTheThings lists), each must
  // stay on this site once a browser has read it.
  const PAYLOADS = [
    '/..//evil.example',
    '/../..//evil.example',
    '/.//evil.example',
    '/././/evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/%2e//evil.example',
    '/en/..//evil.example',
    '/en/../..//evil.example/x',
    '///evil.example',
    '////evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '/%5c/evil.example',
    '/%5C%5Cevil.example',
    '/\\evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0d/evil.example',
    '/ /evil.example',
    'https:evil.example',
    'http://evil.example',
    '//evil.example@placar.test',
    '/\tjavascript:alert(1)',
    '〱evil.example',
    '/%2F%2Fevil.example',
    '/.%2F%2Fevil.example',
    '/..%2F%2Fevil.example',
    '/..;//evil.example',
    '/%2e%2e%2f%2e%2e%2f/evil.example',
  ];

  it.each(PAYLOADS)('keeps %j on this site', (payload) => {
    const target = safeRedirect(payload);
    if (target === null) return;
    // Whatever is kept is a path of this origin, for a browser and for the router alike.
    expect(target).toMatch(/^\/(?![/\\])/);
    expect(new URL(target, 'https://placar.test').origin).toBe('https://placar.test');
    expect(new URL(decodeURIComponent(target), 'https://placar.test').origin).toBe('https://placar.test');
  });

  it('refuses the dot-segment and protocol-relative payloads outright', () => {
    for (const payload of [
      '/..//evil.example',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/en/..//evil.example',
      '///evil.example',
    ]) {
      expect(safeRedirect(payload), payload).toBeNull();
    }
  });

  it('refuses the account pages themselves', () => {
    expect(safeRedirect('/en/login')).toBeNull();
    expect(safeRedirect('/br/register?redirect=/br/me')).toBeNull();
    expect(safeRedirect('/en/resetpassword')).toBeNull();
  });
});

describe('needsAccount', () => {
  it('guards /me, the host area and the admin console only', () => {
    expect(needsAccount('/br/admin/hosts')).toBe(true);
    expect(needsAccount('/en/administration')).toBe(false);
    expect(needsAccount('/en/me')).toBe(true);
    expect(needsAccount('/br/host/liveRoom/3')).toBe(true);
    expect(needsAccount('/en')).toBe(false);
    expect(needsAccount('/en/schedule/today')).toBe(false);
    expect(needsAccount('/about/me')).toBe(false);
  });

  it('lets visitors watch a room: followers get links to /host/liveUserRoom/{id}', () => {
    expect(needsAccount('/en/host/liveUserRoom/3')).toBe(false);
    expect(needsAccount('/en/host/preview')).toBe(true);
  });
});

describe('accountPagePath', () => {
  it('carries a safe redirect and drops an unsafe one', () => {
    expect(accountPagePath('en', 'login', '/en/me')).toBe('/en/login?redirect=%2Fen%2Fme');
    expect(accountPagePath('br', 'register', 'https://evil.example')).toBe('/br/register');
  });
});

describe('pages for visitors only', () => {
  it('are login and register, in either language', () => {
    expect(forVisitorsOnly('/en/login')).toBe(true);
    expect(forVisitorsOnly('/br/register')).toBe(true);
    expect(forVisitorsOnly('/br/resetpassword')).toBe(false);
    expect(forVisitorsOnly('/en/me')).toBe(false);
    expect(forVisitorsOnly('/login')).toBe(false);
  });
});
