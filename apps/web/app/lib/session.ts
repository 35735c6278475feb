import { isLanguage, type Language } from '@placar/contract/languages';
import { openDialog } from '../components/ui/dialog-store.ts';
import { translate } from '../i18n/i18n.ts';
import { appStore } from '../state/app-store.ts';
import { navigateTo } from './app-navigation.ts';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';
import { CookieName, StorageKey } from './storage-keys.ts';

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

export function saveTokens(access: string, refresh?: string): void {
  const current = appStore.getState().userInfo;
  appStore.getState().setUserInfo({ ...current, accessToken: access, ...(refresh ? { refreshToken: refresh } : {}) });
  writeCookie(CookieName.accessToken, access, 30);
}

/** Forced re-login clearing (SPEC section 4): the two cookies and the user info. */
export function clearSession(): void {
  removeCookie(CookieName.accessToken);
  removeCookie(CookieName.userMsg);
  appStore.getState().setUserInfo(null);
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

