/**
 * In the browser zod's fast path probes `new Function` while it builds object schemas, which
 * the page's CSP refuses (a CSP issue Lighthouse counts against best practices): zod runs
 * jitless there. Schemas are built as their chunks load, so the setting goes first, in the
 * head's inline script, on zod's global config (zod 4 reads `globalThis.__zod_globalConfig`).
 */
export const ZOD_BROWSER_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';
