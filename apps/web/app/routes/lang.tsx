import { isLanguage } from '@placar/contract/languages';
import { Outlet, redirect, useLocation } from 'react-router';
import type { Route } from './+types/lang';
import { useStaffCatalogue, useWholeCatalogue } from '../i18n/use-translation.tsx';
import { languageFallbackPath, savedLanguage } from '../lib/page/language.ts';
import { notFound } from '../lib/page/route-params.ts';

/** {lang} must be en or br: other two-letter prefixes go to en, a path lacking its language gets the visitor's, anything else is a 404 (decision 0155). */
export function loader({ params, request }: Route.LoaderArgs) {
  if (isLanguage(params.lang)) return null;
  const url = new URL(request.url);
  const fallback = languageFallbackPath(
    url.pathname,
    savedLanguage(request.headers.get('cookie'), request.headers.get('accept-language')),
  );
  if (fallback) throw redirect(fallback + url.search, 302);
  return notFound(url.pathname);
}

export default function LanguageRoot() {
  // Every page of a language passes here: pages past home get the whole catalogue, host and admin pages their texts too, first.
  const { pathname } = useLocation();
  useWholeCatalogue(pathname);
  useStaffCatalogue(pathname);
  return <Outlet />;
}
