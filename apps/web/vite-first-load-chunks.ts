import type { Plugin } from 'vite';

type ImportsOf = (id: string) => readonly string[];

/**
 * Every page's frame: the root route, the `:lang` route and the default layout. Not the client
 * entry: its body hydrates, so it must run after React Router's inline script has imported the
 * route modules and set its globals; in a chunk the route modules import, it would run first.
 */
const SHELL_ROOTS = [
  /\/app\/root\.tsx(\?|$)/,
  /\/app\/routes\/lang\.tsx(\?|$)/,
  /\/app\/layouts\/default-layout\.tsx(\?|$)/,
];
/** Home's route module: what home's first load adds to the frame. */
const HOME_ROOTS = [/\/app\/routes\/home\.tsx(\?|$)/];
/**
 * The pages that draw no match lists, live scores or rooms. What home shares with them goes
 * in the shell; what home shares only with the other pages (schedule, match, league, team,
 * host and admin pages) in 'lists', which the pages named here then never load. A page missing
 * from this list still works; it may load 'lists' for a module it shares with home.
 */
const PAGES_WITHOUT_LISTS = [
  /\/app\/(routes|layouts)\/(league-list|login|register|reset-password|me|about|not-found|location-forbidden|root-redirect|login-layout)\.tsx(\?|$)/,
];
/** Route and layout modules: where the other pages start. */
const ROUTE_MODULE = /\/app\/(routes|layouts)\/[^/]+\.tsx(\?|$)/;

const matches = (patterns: readonly RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

/** `starts` and what they reach by static import, not going into `stop`. Dynamic imports are not followed. */
export function reachable(
  starts: readonly string[],
  importsOf: ImportsOf,
  stop: ReadonlySet<string> = new Set(),
): Set<string> {
  const found = new Set(starts.filter((id) => !stop.has(id)));
  const queue = [...found];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of importsOf(id)) {
      if (found.has(next) || stop.has(next)) continue;
      found.add(next);
      queue.push(next);
    }
  }
  return found;
}

export interface FirstLoadGroups {
  /** Every page's frame: the shell roots, what they reach, and what home shares with pages that draw no lists. */
  shell: Set<string>;
  /** What home shares with the other list pages only. */
  lists: Set<string>;
  /** Home's own modules. */
  home: Set<string>;
}

/**
 * Splits what home's first load reaches so that each group is closed under static imports
 * (a module's imports are in its group or a group every page that loads it also loads): then
 * no page loads a group for one module it needs.
 */
export function firstLoadGroups(ids: readonly string[], importsOf: ImportsOf): FirstLoadGroups {
  const frame = reachable(ids.filter(matches(SHELL_ROOTS)), importsOf);
  const isHome = matches(HOME_ROOTS);
  const withoutLists = matches(PAGES_WITHOUT_LISTS);
  const pages = ids.filter((id) => ROUTE_MODULE.test(id) && !isHome(id) && !frame.has(id));
  const byPagesWithoutLists = reachable(pages.filter(withoutLists), importsOf, frame);
  const byListPages = reachable(
    pages.filter((id) => !withoutLists(id)),
    importsOf,
    frame,
  );
  const shell = new Set(frame);
  const lists = new Set<string>();
  const home = new Set<string>();
  for (const id of reachable(ids.filter(isHome), importsOf, frame)) {
    if (byPagesWithoutLists.has(id)) shell.add(id);
    else if (byListPages.has(id)) lists.add(id);
    else home.add(id);
  }
  return { shell, lists, home };
}

/**
 * Three chunk groups for the first load, in place of the many small files it was split into
 * (issue 14, decisions 0088 and 0095): 'shell', what every page's frame loads (root, `:lang`,
 * the default layout, what they import statically, and what home shares with
 * pages that draw no lists); 'lists', what home shares with the schedule, match, league and team
 * pages; 'home', home's own modules. Each route module keeps a small file of its own that
 * React Router names and that re-exports from a group. They are separate groups in priority
 * order because within one group rolldown puts a module in whichever of its chunks first
 * reaches it. The plugin reads the module graph once it is complete.
 */
export function firstLoadChunks(): {
  plugin: Plugin;
  group: (name: keyof FirstLoadGroups) => (id: string) => string | null;
} {
  let groups: FirstLoadGroups = { shell: new Set(), lists: new Set(), home: new Set() };
  const plugin: Plugin = {
    name: 'placar-first-load-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      groups = firstLoadGroups([...this.getModuleIds()], (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  return { plugin, group: (name) => (id) => (groups[name].has(id) ? name : null) };
}
