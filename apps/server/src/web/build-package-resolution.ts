import { registerHooks } from 'node:module';
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the build's packages are installed: the web app's place in this repository. */
const WEB_APP = new URL('../../../web/package.json', import.meta.url).href;
const registered = new Set<string>();

const isBareSpecifier = (specifier: string) => !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

/**
 * The build's server entry imports react, react-router... by name, and Node looks for them in
 * node_modules folders above the file: a build copied outside the repository (WEB_BUILD_DIR
 * elsewhere) found none, and every page answered 500. A name Node cannot find from inside that
 * build is looked up again from the web app in this repository, which installed the packages the
 * build was made with. Registered once per build folder, on the thread that loads it.
 */
export function resolveBuildPackagesFromRepository(buildDir: string): void {
  const inside = pathToFileURL(buildDir.endsWith(sep) ? buildDir : `${buildDir}${sep}`).href;
  if (registered.has(inside)) return;
  registered.add(inside);
  registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        const notFound = (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND';
        if (!notFound || !isBareSpecifier(specifier) || !context.parentURL?.startsWith(inside)) throw error;
        return nextResolve(specifier, { ...context, parentURL: WEB_APP });
      }
    },
  });
}
