/**
 * The catalogue sections the first screen of home draws with, and what the shell shows over it
 * (issue 14, decision 0089): home's first load carries only these (`en-first-catalogue.ts`,
 * `br-first-catalogue.ts`); every other page's head loads the whole catalogue. A text missing
 * here is not shown as its key: `useTranslation` then waits for the whole catalogue.
 */
export const FIRST_SECTIONS = [
  'app',
  'meta',
  'nav',

  'footer',
  'tabs',
  'matches',
  'leagues',
  'favorites',
  'rooms',
  'home',
  'miniPlayer',
  'consent',
  'errors',
  'toast',
  'dialog',
  'rounds',
  'periods',
  'timeline',
  'status',
  'statLabels',
  'matchTitle',
  'search',
  'pages',
  'player',
] as const;

/** The first-screen part of a catalogue. */
export function firstPart<T extends object>(catalogue: T): Partial<T> {
  return Object.fromEntries(Object.entries(catalogue).filter(([section]) => (FIRST_SECTIONS as readonly string[]).includes(section))) as Partial<T>;
}

/** The pages whose head loads the first-screen part: each language's home. */
export function isFirstScreenPath(pathname: string): boolean {
  return /^\/(en|br)\/?$/.test(pathname);
}
