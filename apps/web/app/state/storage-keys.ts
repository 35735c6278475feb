/** Local storage keys of requirement client-state, in one place. */
export const StorageKey = {
  language: 'language',
  matchType: 'matchType',
  pathname: 'pathname',
  fullPath: 'fullPath',
  visitId: 'visit_id',
  mqttClientId: 'mqttClientId',
  /** The persisted application store (state/app-store.ts). */
  appState: 'placar-state',
} as const;

/** Session storage key of the chunk-reload guard: last reload time per path. */
export const CHUNK_RELOAD_SESSION_KEY = 'placar-chunk-reloads';

/** Cookie names of requirement client-state. `language` mirrors the stored language for the server. */
export const CookieName = {
  myCookie: 'myCookie',
  accessToken: 'accessToken',
  userMsg: 'userMsg',
  language: 'language',
  visitId: 'visit_id',
  /** The browser's IANA time zone, so server renders show the user's times. */
  tz: 'tz',
  /** Mirrors the stored matchType so the server renders the chosen home tab. */
  matchType: 'matchType',
} as const;
