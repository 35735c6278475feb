import { describe, expect, it } from 'vitest';
import { newerStoredRefreshToken } from './token-sync.ts';

const stored = (refreshToken: unknown) => JSON.stringify({ state: { userInfo: { accessToken: 'a', refreshToken } }, version: 0 });

describe('newerStoredRefreshToken', () => {
  it('finds a pair another tab rotated', () => {
    expect(newerStoredRefreshToken(stored('r2'), 'r1')).toBe('r2');
  });

  it('ignores our own, missing or unreadable tokens', () => {
    expect(newerStoredRefreshToken(stored('r1'), 'r1')).toBeNull();
    expect(newerStoredRefreshToken(stored(''), 'r1')).toBeNull();
    expect(newerStoredRefreshToken(stored(42), 'r1')).toBeNull();
    expect(newerStoredRefreshToken(JSON.stringify({ state: { userInfo: null } }), 'r1')).toBeNull();
    expect(newerStoredRefreshToken('not json', 'r1')).toBeNull();
    expect(newerStoredRefreshToken(null, 'r1')).toBeNull();
  });
});
