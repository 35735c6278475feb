/**
 * The catalogue sections the first screen of home draws with, and what the shell shows over it
 * (issue 14, decision 0089): home's first load carries only these (`en-first-catalogue.ts`,
 * `br-first-catalogue.ts`); every other page's head loads the whole catalogue, and the language
 * route waits for it before any other page renders. `section.entry` keeps one entry of a section.
 */
export const FIRST_SECTIONS = [
  'app',
  // Home's title, and the root's error pages'.
  'meta.home',
  'meta.notFound',
  'meta.error',
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
  // The shell's offline notice (the service worker serves home without the network, decision 0161).
  'offline',
  'errors',
  'toast',
  'dialog',
  'periods',
  'status',
  'matchTitle',
  'search',
  'pages.home',
  'player.state',
] as const;

/** The first-screen part of a catalogue: whole sections, and the named entries of the others. */
export function firstPart<T extends object>(catalogue: T): Partial<T> {
  const part: Record<string, unknown> = {};
  for (const name of FIRST_SECTIONS) {
    const [section, entry] = name.split('.') as [string, string | undefined];
    const value = (catalogue as Record<string, Record<string, unknown>>)[section];
    if (value === undefined) continue;
    if (entry === undefined) part[section] = value;
    else part[section] = { ...(part[section] as object | undefined), [entry]: value[entry] };
  }
  return part as Partial<T>;
}

/** The pages whose head loads the first-screen part: each language's home. */
export function isFirstScreenPath(pathname: string): boolean {
  return /^\/(en|br)\/?$/.test(pathname);
}
