import { describe, expect, it } from 'vitest';
import { accountPagePath, needsAccount, safeRedirect } from './redirect-target.ts';

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
});

describe('accountPagePath', () => {
  it('carries a safe redirect and drops an unsafe one', () => {
    expect(accountPagePath('en', 'login', '/en/me')).toBe('/en/login?redirect=%2Fen%2Fme');
    expect(accountPagePath('br', 'register', 'https://evil.example')).toBe('/br/register');
  });
});
