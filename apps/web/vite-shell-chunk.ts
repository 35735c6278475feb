import type { Plugin } from 'vite';

/** The modules that start the shell: the root route and the default layout, every page's frame. */
const SHELL_ROOTS = [/\/app\/root\.tsx(\?|$)/, /\/app\/layouts\/default-layout\.tsx(\?|$)/];

/**
 * What the root route and the default layout reach by static import, without those route
 * modules themselves (they stay the entries React Router names). Dynamic imports are not followed.
 */
export function shellModules(ids: readonly string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const queue = ids.filter((id) => SHELL_ROOTS.some((root) => root.test(id)));
  const roots = new Set(queue);
  const shell = new Set<string>();
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of importsOf(id)) {
      if (shell.has(next) || roots.has(next)) continue;
      shell.add(next);
      queue.push(next);
    }
  }
  return shell;
}

/**
 * One 'shell' chunk for every module that root and the default layout reach by static import
 * (they load on every page anyway), in place of the many small files they were split into
 * (issue 14, decision 0088). Modules that only pages reach stay with their pages.
 * The plugin reads the module graph once it is complete; `name` is the chunk group's name function.
 */
export function shellChunk(): { plugin: Plugin; name: (id: string) => string | null } {
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: 'placar-shell-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      shell = shellModules([...this.getModuleIds()], (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  return { plugin, name: (id) => (shell.has(id) ? 'shell' : null) };
}
