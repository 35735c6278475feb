import type { User } from '@placar/contract/account-entities';
import type { Language } from '@placar/contract/languages';
import { startTransition, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { StorageKey } from './storage-keys.ts';

/**
 * The logged-in user (requirement client-state userInfo). Its access token lives in this tab's memory
 * only: storage keeps the user without it (see `partialize`), and the refresh token is an
 * HttpOnly cookie no script reads.
 */
export type UserInfo = Partial<User> & {
  accessToken?: string;
};

/** Client-side application state of requirement client-state, persisted to local storage. */
interface PersistedState {
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

interface AppState extends PersistedState {
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
function withoutTokens(state: PersistedState): PersistedState {
  if (!state.userInfo) return state;
  const {
    accessToken: _access,
    refreshToken: _refresh,
    ...user
  } = state.userInfo as UserInfo & { refreshToken?: unknown };
  return { ...state, userInfo: user };
}

/** What storage holds, in the format zustand's `persist` middleware wrote (`{"state":…,"version":1}`), so stored sessions carry over. */
interface Stored {
  state: PersistedState;
  version: number;
}

// Version 1 keeps no token in storage; what an older version stored is read without its tokens.
const STORED_VERSION = 1;

/** The persisted fields only: what is written, and all that is taken from storage. */
function persisted(state: Partial<PersistedState>): Partial<PersistedState> {
  return Object.fromEntries(PERSISTED_KEYS.filter((key) => key in state).map((key) => [key, state[key]]));
}

// One store per browser tab. On the server it is never rehydrated nor written, so every
// request renders the defaults and the first client render matches the HTML.
export const appStore = createStore<AppState>()((set) => ({
  ...initialPersistedState,
  clock: 0,
  hydrated: false,
  patch: (partial) => set(partial),
  setUserInfo: (userInfo) => set({ userInfo }),
  setClock: (clock) => set({ clock }),
}));

// Written only once the stored values were read (writing earlier would replace them with the
// defaults), and only when a persisted value changed: not on every tick of `clock`.
appStore.subscribe((state, previous) => {
  if (!state.hydrated || (previous.hydrated && PERSISTED_KEYS.every((key) => state[key] === previous[key]))) return;
  try {
    localStorage.setItem(
      StorageKey.appState,
      JSON.stringify({
        state: withoutTokens(persisted(state) as PersistedState),
        version: STORED_VERSION,
      } satisfies Stored),
    );
  } catch {
    // Storage unavailable or full (private browsing): the store keeps the state for this visit.
  }
});

/** Read persisted values into the store (a shallow merge over it); call once after the first client render. */
export async function rehydrateAppStore(): Promise<void> {
  let stored: Partial<PersistedState> = {};
  try {
    // Whatever the version, no token is taken from storage.
    stored = persisted(
      withoutTokens((JSON.parse(localStorage.getItem(StorageKey.appState) as string) as Stored).state),
    );
  } catch {
    // Nothing stored, unreadable JSON or storage unavailable: the defaults stay.
  }
  appStore.setState({ ...stored, hydrated: true });
}

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}

/**
 * Whether the stored values have been read (`hydrated`), for components that only start work
 * once they are. The flag reaches them in a transition: read with useAppStore, its flip right
 * after hydration re-rendered every such component (home's whole match list among them) in one
 * blocking task, the largest of home's load (issue 14); a transition renders in slices. A
 * component mounted after the flip gets true at once. Stored values themselves (userInfo, …)
 * are still read with useAppStore, and are in the store before this turns true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && appStore.getState().hydrated);
  useEffect(() => {
    if (hydrated) return;
    const check = (state: AppState) => {
      if (state.hydrated) startTransition(() => setHydrated(true));
    };
    check(appStore.getState());
    return appStore.subscribe(check);
  }, [hydrated]);
  return hydrated;
}
