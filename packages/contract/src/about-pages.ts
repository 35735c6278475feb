/**
 * The static information pages at /about/{name} (requirement routes, no language prefix). The web
 * app routes them; the build prerenders each one in every language (decision 0067).
 */
export const ABOUT_PAGES = ['about', 'terms', 'privacy', 'contact'] as const;
export type AboutPage = (typeof ABOUT_PAGES)[number];

export function isAboutPage(value: string | undefined): value is AboutPage {
  return (ABOUT_PAGES as readonly string[]).includes(value ?? '');
}

/** The page payload a client navigation GETs instead of running the loader: a JSON file next to the route path (requirement page-payloads). */
export function aboutPayloadPath(name: AboutPage): string {
  return `/about/${name}.json`;
}

/** What the payload file holds: the about route's loader data. */
export interface AboutPayload {
  name: AboutPage;
}
