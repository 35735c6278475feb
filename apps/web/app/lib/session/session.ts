import type { Tokens, User } from '@placar/contract/account-entities';
import { isLanguage, type Language } from '@placar/contract/languages';
import { openDialog } from '../../state/dialog-store.ts';
import { translate } from '../../i18n/i18n.ts';
import { appStore, type UserInfo } from '../../state/app-store.ts';
import { navigateTo } from '../page/app-navigation.ts';
import { removeCookie, writeCookie } from './cookies.ts';
import { CookieName, StorageKey } from '../../state/storage-keys.ts';

/** Days the userMsg cookie lives: a summary of who is signed in, never a credential. */
const SESSION_COOKIE_DAYS = 30;

/** The stored language (local storage `language`), en by default. */
export function storedLanguage(): Language {
  let value: string | null;
  try {
    value = typeof localStorage === 'undefined' ? null : localStorage.getItem(StorageKey.language);
  } catch {
    value = null;
  }
  return isLanguage(value) ? value : 'en';
}

/**
 * The access token: in this tab's memory only, never in storage or a cookie a script could
 * read later. The refresh token is an HttpOnly cookie the server sets on its refresh path:
 * no script ever sees it (docs/SECURITY.md).
 */
export function accessToken(): string | undefined {
  return appStore.getState().userInfo?.accessToken || undefined;
}

/** The userMsg cookie: a small summary of the user, never tokens nor the e-mail. */
function userMsgValue(user: Pick<User, 'id' | 'username' | 'nickname' | 'avatar'>): string {
  return JSON.stringify({ id: user.id, username: user.username, nickname: user.nickname, avatar: user.avatar });
}

/** The logged-in user, when the store holds a full one (not just a token from a cookie). */
export function sessionUser(info: UserInfo | null = appStore.getState().userInfo): User | null {
  return info && typeof info.id === 'number' && typeof info.username === 'string' ? (info as User) : null;
}

/**
 * True when `info` is a signed-in user (kept in storage), whether or not this tab holds a token
 * yet: a tab gets its token from the refresh cookie after hydration, and the API client waits for it.
 */
export function signedInFrom(info: UserInfo | null): boolean {
  return sessionUser(info) !== null || Boolean(info?.accessToken);
}

/** True when this browser has a signed-in user (kept in storage), whether or not this tab holds a token yet. */
export function isSignedIn(): boolean {
  return signedInFrom(appStore.getState().userInfo);
}

/** After login, register, Google sign-in or a password change: user, access token, userMsg cookie, refreshAfter. */
export function startSession(user: User, tokens: Tokens): void {
  appStore
    .getState()
    .patch({ userInfo: { ...user, accessToken: tokens.accessToken }, refreshAfter: tokens.refreshAfter });
  // A token cookie left by an older version of the app goes.
  removeCookie(CookieName.accessToken);
  writeCookie(CookieName.userMsg, userMsgValue(user), SESSION_COOKIE_DAYS);
}

/** A changed profile (settings, colour, e-mail): the tokens stay. */
export function updateSessionUser(user: User): void {
  const current = appStore.getState().userInfo;
  if (!current) return;
  appStore.getState().setUserInfo({ ...current, ...user });
  writeCookie(CookieName.userMsg, userMsgValue(user), SESSION_COOKIE_DAYS);
}

/** A refreshed access token for this tab. */
export function saveTokens(access: string, refreshAfter?: number): void {
  const current = appStore.getState().userInfo;
  appStore
    .getState()
    .patch({ userInfo: { ...current, accessToken: access }, ...(refreshAfter ? { refreshAfter } : {}) });
}

/** Forced re-login clearing (requirement relogin) and logout: the two cookies and the user info. */
export function clearSession(): void {
  removeCookie(CookieName.accessToken);
  removeCookie(CookieName.userMsg);
  appStore.getState().patch({ userInfo: null, refreshAfter: null });
}

let relogin: Promise<void> | null = null;

/**
 * Code 4010001: the Tips dialog. Confirm clears and goes to /{lang}/login, dismissing only
 * clears. Calls failing together share the one dialog.
 */
export function requireRelogin(): Promise<void> {
  relogin ??= (async () => {
    try {
      const lang = storedLanguage();
      const confirmed = await openDialog({
        title: translate(lang, 'dialog.tips'),
        message: translate(lang, 'dialog.relogin'),
        confirmLabel: translate(lang, 'dialog.confirm'),
        closeLabel: translate(lang, 'dialog.close'),
      });
      clearSession();
      if (confirmed) navigateTo(`/${lang}/login`);
    } finally {
      relogin = null;
    }
  })();
  return relogin;
}
