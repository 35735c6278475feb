import { redirect } from 'react-router';
import type { Route } from './+types/root-redirect';
import { savedLanguage } from '../lib/page/language.ts';

/** `/` goes to the saved language: the `language` cookie, else the browser's language. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = savedLanguage(request.headers.get('cookie'), request.headers.get('accept-language'));
  return redirect(`/${lang}`, 302);
}

export default function RootRedirect() {
  return null;
}
