import { type AboutPayload, aboutPayloadPath, isAboutPage } from '@placar/contract/about-pages';

/**
 * The payload of a prerendered /about page: a GET of the JSON file next to its path
 * (requirement page-payloads), made by the build. Null when it cannot be had, and the route's loader runs instead.
 */
export async function fetchAboutPayload(
  name: string | undefined,
  get: typeof fetch = fetch,
): Promise<AboutPayload | null> {
  if (!isAboutPage(name)) return null;
  try {
    const response = await get(aboutPayloadPath(name), { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<AboutPayload> | null;
    return body?.name === name ? { name } : null;
  } catch {
    return null;
  }
}
