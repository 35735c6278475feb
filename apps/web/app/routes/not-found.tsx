import { data, redirect, useLocation } from 'react-router';
import type { Route } from './+types/not-found';
import { ErrorPage } from '../shell/error-page.tsx';
import { languageFallbackPath, savedLanguage } from '../lib/page/language.ts';
import { pageMeta } from '../lib/page/page-meta.ts';

/** Paths that match no route: 404 "Page not found: {path}" (after the language fallback). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const fallback = languageFallbackPath(
    url.pathname,
    savedLanguage(request.headers.get('cookie'), request.headers.get('accept-language')),
  );
  if (fallback) throw redirect(fallback + url.search, 302);
  return data({ path: url.pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'notFound');

export default function NotFound() {
  // The path in the address bar: a client-side navigation's loader sees its data URL (/x.data), not what the fan typed.
  const location = useLocation();
  return <ErrorPage status={404} path={decodePath(location.pathname)} />;
}

function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
