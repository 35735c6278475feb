import type * as ApiModule from './api-client.ts';

/**
 * The API client (request signing, token refresh) as its own chunk, fetched once on the first
 * call: nothing a page draws or hydrates needs it, so it is not part of the first load (issue 14).
 */
let loading: Promise<typeof ApiModule> | undefined;

export function loadApi(): Promise<typeof ApiModule> {
  loading ??= import('./api-client.ts');
  return loading;
}
