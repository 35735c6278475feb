import { isLanguage, type Language } from '@placar/contract/languages';
import { useParams, useRouteLoaderData } from 'react-router';

interface RootData {
  lang: Language;
}

/** The page language: the root loader's choice (route prefix, cookie, Accept-Language). */
export function useLang(): Language {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const params = useParams();
  if (isLanguage(params.lang)) return params.lang;
  return root?.lang ?? 'en';
}
