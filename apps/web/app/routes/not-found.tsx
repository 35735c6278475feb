import { data, redirect } from 'react-router';
import type { Route } from './+types/not-found';
import { ErrorPage } from '../features/app-shell/error-page.tsx';
import { languageFallbackPath } from '../lib/language.ts';
import { pageMeta } from '../lib/page-meta.ts';

/** Paths that match no route: 404 "Page not found: {path}" (after the language fallback). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const fallback = languageFallbackPath(url.pathname);
  if (fallback) throw redirect(fallback + url.search, 302);
  return data({ path: url.pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'notFound');

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <ErrorPage status={404} path={loaderData.path} />;
}
