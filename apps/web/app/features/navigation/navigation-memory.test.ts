import { describe, expect, it } from 'vitest';
import { RouteName } from '../../route-names.ts';
import { canonicalSearch, rememberNavigation, searchToReencode } from './navigation-memory.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { items, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('navigation memory', () => {
  it('saves the route name and the full path for ordinary pages', () => {
    const storage = memoryStorage();
    expect(rememberNavigation(storage, RouteName.leagueDetail, '/br/schedule/league/7', '?tab=table')).toBe(true);
    expect(Object.fromEntries(storage.items)).toEqual({
      pathname: 'leagueDetail',
      fullPath: '/br/schedule/league/7?tab=table',
    });
  });

  it('skips login, register and reset password', () => {
    const storage = memoryStorage();
    for (const name of [RouteName.login, RouteName.register, RouteName.resetpassword]) {
      expect(rememberNavigation(storage, name, `/en/${name}`, '')).toBe(false);
    }
    expect(storage.items.size).toBe(0);
  });

  it('remembers every other named route', () => {
    for (const name of Object.values(RouteName).filter((n) => !['login', 'register', 'resetpassword'].includes(n))) {
      expect(rememberNavigation(memoryStorage(), name, '/en', ''), name).toBe(true);
    }
  });
});

describe('query re-encoding', () => {
  it('leaves canonical queries alone', () => {
    expect(searchToReencode('')).toBeNull();
    expect(searchToReencode('?a=1&b=two+words')).toBeNull();
    expect(searchToReencode('?q=%C3%A9')).toBeNull();
  });

  it('re-encodes raw spaces, %20 and non-ASCII characters in URLSearchParams form', () => {
    expect(searchToReencode('?q=a b')).toBe('?q=a+b');
    expect(searchToReencode('?q=a%20b')).toBe('?q=a+b');
    expect(searchToReencode('?team=São Paulo')).toBe('?team=S%C3%A3o+Paulo');
    expect(searchToReencode('?flag')).toBe('?flag=');
    expect(searchToReencode('?')).toBeNull();
  });

  it('is stable: a re-encoded query needs no further change', () => {
    for (const search of ['?q=a b', '?x=ü&y=1/2', '?a=%zz']) {
      const once = canonicalSearch(search);
      expect(searchToReencode(once)).toBeNull();
    }
  });
});
