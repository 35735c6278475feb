import type { Language } from '@placar/contract/languages';

export interface NavItem {
  key: 'home' | 'schedule' | 'me' | 'leagues';
  to: string;
  /** Exact match only (home, schedule/today and me), prefix match for leagues. */
  end: boolean;
}

/**
 * The first four pages in navigation order (requirement navigation). Schedule opens
 * /{lang}/schedule/today: the same link on server and client, resolved in the user's zone.
 */
export function navItems(lang: Language): NavItem[] {
  return [
    { key: 'home', to: `/${lang}`, end: true },
    { key: 'schedule', to: `/${lang}/schedule/today`, end: true },
    { key: 'me', to: `/${lang}/me`, end: true },
    { key: 'leagues', to: `/${lang}/schedule/league`, end: false },
  ];
}
