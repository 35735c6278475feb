import type { Plugin } from 'vite';

/**
 * Two React Router modules that this app's client never runs, replaced in the client build by
 * the few lines it does run (decision 0104):
 * - route discovery ("fog of war"): with `routeDiscovery: { mode: 'initial' }` (react-router.config.ts)
 *   the whole route manifest is loaded up front, so the code that asks `/__manifest` for the
 *   routes behind the page's links is never called;
 * - instrumentation: only runs for a router created with `unstable_instrumentations`, which
 *   entry.client.tsx never passes.
 * Each stub exports every name of the module it replaces (a test compares them with the installed
 * React Router's), keeps the checks those callers make and throws if the unused path is reached.
 * The server build keeps React Router's own modules.
 */
export const UNUSED_ROUTER_MODULES: Readonly<Record<string, string>> = {
  'react-router/dist/production/lib/dom/ssr/fog-of-war.js': `
const unused = () => { throw new Error('React Router route discovery is off in this build: routeDiscovery mode "initial" (decision 0104)'); };
export const URL_LIMIT = 7680;
export function isFogOfWarEnabled(routeDiscovery, ssr) { return routeDiscovery.mode === 'lazy' && ssr === true; }
export function getPatchRoutesOnNavigationFunction(getRouter, manifest, routeModules, ssr, routeDiscovery) { if (isFogOfWarEnabled(routeDiscovery, ssr)) unused(); return undefined; }
export function useFogOFWarDiscovery(router, manifest, routeModules, ssr, routeDiscovery) { if (isFogOfWarEnabled(routeDiscovery, ssr)) unused(); }
export const getManifestPath = unused;
export const getPartialManifest = unused;
export const getPathsWithAncestors = unused;
export const handleClientVersionMismatch = unused;
`,
  'react-router/dist/production/lib/router/instrumentation.js': `
const unused = () => { throw new Error('React Router instrumentations are not used by this app (decision 0104)'); };
export function consumeInstrumentationClientResultMetaReceiver() { return undefined; }
export const getRouteInstrumentationUpdates = unused;
export const instrumentClientSideRouter = unused;
export const instrumentHandler = unused;
export const instrumentationResultMetaContext = undefined;
`,
};

const stubFor = (id: string) => {
  const path = id.split('?')[0]!.replaceAll('\\', '/');
  for (const [file, code] of Object.entries(UNUSED_ROUTER_MODULES))
    if (path.endsWith(`/node_modules/${file}`)) return code;
  return undefined;
};

export function unusedRouterCode(): Plugin {
  return {
    name: 'placar-unused-router-code',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      return stubFor(id);
    },
  };
}
