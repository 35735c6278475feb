import type { Tokens, User } from '@placar/contract/account-entities';
import type { Language } from '@placar/contract/languages';
import { mergeLocalFavoritesIntoAccount } from '../../lib/favorites/favorites-store.ts';
import { safeRedirect } from '../../lib/page/redirect-target.ts';
import { startSession } from '../../lib/session/session.ts';

/** Where a successful login or register goes: the safe `redirect`, else the home page. */
export function afterLoginPath(lang: Language, redirect: string | null): string {
  return safeRedirect(redirect) ?? `/${lang}`;
}

/** Store the session and move the visitor's favorites into the account (in the background). */
export function finishLogin(user: User, tokens?: Tokens): void {
  if (tokens) startSession(user, tokens);
  void mergeLocalFavoritesIntoAccount();
}
