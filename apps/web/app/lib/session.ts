import type { Tokens, User } from '@placar/contract/account-entities';
import { isLanguage, type Language } from '@placar/contract/languages';
import { openDialog } from '../components/ui/dialog-store.ts';
import { translate } from '../i18n/i18n.ts';
import { appStore, type UserInfo } from '../state/app-store.ts';
import { navigateTo } from './app-navigation.ts';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';
import { CookieName, StorageKey } from './storage-keys.ts';

/** Days the session cookies live; the access token inside expires much sooner and is refreshed. */
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

export function accessToken(): string | undefined {
  return appStore.getState().userInfo?.accessToken || readCookie(CookieName.accessToken) || undefined;
}

export function refreshToken(): string | undefined {
  return appStore.getState().userInfo?.refreshToken || undefined;
}

/** The userMsg cookie: a small summary of the user, never tokens nor the e-mail. */
export function userMsgValue(user: Pick<User, 'id' | 'username' | 'nickname' | 'avatar'>): string {
  return JSON.stringify({ id: user.id, username: user.username, nickname: user.nickname, avatar: user.avatar });
}

/** The logged-in user, when the store holds a full one (not just a token from a cookie). */
export function sessionUser(info: UserInfo | null = appStore.getState().userInfo): User | null {
  return info && typeof info.id === 'number' && typeof info.username === 'string' ? (info as User) : null;
}

/** After login, register, Google sign-in or a password change: user, tokens, cookies, refreshAfter. */
export function startSession(user: User, tokens: Tokens): void {
  appStore.getState().patch({
    userInfo: { ...user, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
    refreshAfter: tokens.refreshAfter,
  });
  writeCookie(CookieName.accessToken, tokens.accessToken, SESSION_COOKIE_DAYS);
  writeCookie(CookieName.userMsg, userMsgValue(user), SESSION_COOKIE_DAYS);
}

/** A changed profile (settings, colour, e-mail): the tokens stay. */
export function updateSessionUser(user: User): void {
  const current = appStore.getState().userInfo;
  if (!current) return;
  appStore.getState().setUserInfo({ ...current, ...user });
  writeCookie(CookieName.userMsg, userMsgValue(user), SESSION_COOKIE_DAYS);
}

export function saveTokens(access: string, refresh?: string, refreshAfter?: number): void {
  const current = appStore.getState().userInfo;
  appStore.getState().patch({
    userInfo: { ...current, accessToken: access, ...(refresh ? { refreshToken: refresh } : {}) },
    ...(refreshAfter ? { refreshAfter } : {}),
  });
  writeCookie(CookieName.accessToken, access, SESSION_COOKIE_DAYS);
}

/** Forced re-login clearing (SPEC section 4) and logout: the two cookies and the user info. */
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
