import type { User } from '@placar/contract/account-entities';
import type { Language } from '@placar/contract/languages';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { StorageKey } from '../lib/storage-keys.ts';

/**
 * The logged-in user (SPEC section 3 userInfo). Its access token lives in this tab's memory
 * only: storage keeps the user without it (see `partialize`), and the refresh token is an
 * HttpOnly cookie no script reads.
 */
export type UserInfo = Partial<User> & {
  accessToken?: string;
};

/** Client-side application state of SPEC section 3, persisted to local storage. */
export interface PersistedState {
  refreshAfter: number | null;
  chooseLang: Language;
  matchType: string;
  live_num: number;
  userInfo: UserInfo | null;
  videoLink: string;
  videoPath: string;
  leagueData: unknown;
  mqttData: unknown;
  videoStatus: string;
  footShow: boolean;
}

export interface AppState extends PersistedState {
  /** Server-corrected time in ms, ticking every CLOCK_TICK_MS; 0 until the first tick. */
  clock: number;
  /** True once persisted values were read (after hydration, never on the server). */
  hydrated: boolean;
  patch: (partial: Partial<PersistedState>) => void;
  setUserInfo: (userInfo: UserInfo | null) => void;
  setClock: (clock: number) => void;
}

export const initialPersistedState: PersistedState = {
  refreshAfter: null,
  chooseLang: 'en',
  matchType: 'all',
  live_num: 0,
  userInfo: null,
  videoLink: '',
  videoPath: '',
  leagueData: null,
  mqttData: null,
  videoStatus: '',
  footShow: true,
};

const PERSISTED_KEYS = Object.keys(initialPersistedState) as (keyof PersistedState)[];

/** The state as storage may hold it: the user without any token. */
export function withoutTokens(state: PersistedState): PersistedState {
  if (!state.userInfo) return state;
  const { accessToken: _access, refreshToken: _refresh, ...user } = state.userInfo as UserInfo & { refreshToken?: unknown };
  return { ...state, userInfo: user };
}

// One store per browser tab. On the server it is never rehydrated nor written, so every
// request renders the defaults and the first client render matches the HTML.
export const appStore = createStore<AppState>()(
  persist(
    (set) => ({
      ...initialPersistedState,
      clock: 0,
      hydrated: false,
      patch: (partial) => set(partial),
      setUserInfo: (userInfo) => set({ userInfo }),
      setClock: (clock) => set({ clock }),
    }),
    {
      name: StorageKey.appState,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (state) => withoutTokens(Object.fromEntries(PERSISTED_KEYS.map((key) => [key, state[key]])) as unknown as PersistedState),
      // Version 1 keeps no token in storage; what an older version stored is dropped when read.
      version: 1,
      migrate: (persisted) => withoutTokens(persisted as PersistedState),
      onRehydrateStorage: () => () => appStore.setState({ hydrated: true }),
    },
  ),
);

/** Read persisted values into the store; call once after the first client render. */
export async function rehydrateAppStore(): Promise<void> {
  await appStore.persist.rehydrate();
  appStore.setState({ hydrated: true });
}

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}
