// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, initialPersistedState, rehydrateAppStore } from './app-store.ts';

// Exactly what zustand's `persist` middleware (v5, version 1) wrote for a signed-in fan on the
// Portuguese live tab: what browsers hold from before the store persisted itself.
const ZUSTAND_STORED =
  '{"state":{"refreshAfter":1764000000000,"chooseLang":"br","matchType":"live","live_num":4,"userInfo":{"id":7,"username":"fanuser01"},"videoLink":"","videoPath":"","leagueData":null,"mqttData":null,"videoStatus":"","footShow":true},"version":1}';
const fan = { id: 7, username: 'fanuser01' };
const stored = () => localStorage.getItem('placar-state');

beforeEach(() => {
  localStorage.clear();
  // Not hydrated: resetting the store writes nothing.
  appStore.setState({ ...initialPersistedState, clock: 0, hydrated: false });
});

afterEach(() => vi.restoreAllMocks());

describe('the persisted app store', () => {
  it("reads zustand's format and writes it back byte for byte", async () => {
    localStorage.setItem('placar-state', ZUSTAND_STORED);
    await rehydrateAppStore();
    expect(appStore.getState()).toMatchObject({
      hydrated: true,
      chooseLang: 'br',
      matchType: 'live',
      live_num: 4,
      userInfo: fan,
      refreshAfter: 1764000000000,
    });
    expect(stored()).toBe(ZUSTAND_STORED);
    appStore.getState().patch({ matchType: 'all' });
    expect(stored()).toBe(ZUSTAND_STORED.replace('"live"', '"all"'));
  });

  it('reads nothing and writes nothing before the rehydration, so the defaults never replace what is stored', async () => {
    localStorage.setItem('placar-state', ZUSTAND_STORED);
    appStore.getState().patch({ live_num: 9 });
    expect(appStore.getState().userInfo).toBeNull();
    expect(stored()).toBe(ZUSTAND_STORED);
    await rehydrateAppStore();
    expect(appStore.getState().userInfo).toEqual(fan);
  });

  it('merges the stored fields over the state, and only persisted fields', async () => {
    appStore.getState().patch({ videoStatus: 'playing' });
    localStorage.setItem(
      'placar-state',
      JSON.stringify({ state: { matchType: 'live', clock: 5, hydrated: false, patch: null }, version: 1 }),
    );
    await rehydrateAppStore();
    expect(appStore.getState()).toMatchObject({ matchType: 'live', videoStatus: 'playing', clock: 0, hydrated: true });
    expect(typeof appStore.getState().patch).toBe('function');
  });

  it('drops the tokens an older version stored, and stores the user without them', async () => {
    localStorage.setItem(
      'placar-state',
      JSON.stringify({ state: { userInfo: { ...fan, accessToken: 'old-a', refreshToken: 'old-r' } }, version: 0 }),
    );
    await rehydrateAppStore();
    expect(appStore.getState().userInfo).toEqual(fan);
    expect(stored()).not.toMatch(/old-a|old-r/);
    expect(JSON.parse(stored() ?? '{}')).toMatchObject({ state: { userInfo: fan }, version: 1 });
  });

  it('takes no token from storage even under the current version', async () => {
    localStorage.setItem(
      'placar-state',
      JSON.stringify({ state: { userInfo: { ...fan, accessToken: 'a', refreshToken: 'r' } }, version: 1 }),
    );
    await rehydrateAppStore();
    expect(appStore.getState().userInfo).toEqual(fan);
  });

  it('never writes a token: the access token stays in memory', async () => {
    await rehydrateAppStore();
    appStore.getState().setUserInfo({ ...fan, accessToken: 'memory-only' });
    expect(appStore.getState().userInfo?.accessToken).toBe('memory-only');
    expect(stored()).toContain('fanuser01');
    expect(stored()).not.toContain('memory-only');
  });

  it.each([['{"state":'], ['not json'], ['null'], ['{"version":1}'], ['{"state":"x","version":1}']])(
    'ignores unreadable storage: %s',
    async (raw) => {
      localStorage.setItem('placar-state', raw);
      await rehydrateAppStore();
      expect(appStore.getState()).toMatchObject({ ...initialPersistedState, hydrated: true });
    },
  );

  it('keeps working when storage throws (private browsing, quota)', async () => {
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    await expect(rehydrateAppStore()).resolves.toBeUndefined();
    expect(appStore.getState().hydrated).toBe(true);
    expect(() => appStore.getState().patch({ matchType: 'live' })).not.toThrow();
    expect(appStore.getState().matchType).toBe('live');
    expect(setItem).toHaveBeenCalled();
  });

  it('writes only when a persisted field changes: not on the ticks of the clock', async () => {
    await rehydrateAppStore();
    const setItem = vi.spyOn(localStorage, 'setItem');
    appStore.getState().setClock(1000);
    appStore.getState().setClock(2000);
    appStore.getState().patch({ matchType: 'all' });
    expect(setItem).not.toHaveBeenCalled();
    appStore.getState().patch({ live_num: 2 });
    expect(setItem).toHaveBeenCalledTimes(1);
  });
});
