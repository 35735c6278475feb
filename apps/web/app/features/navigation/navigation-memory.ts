import { UNREMEMBERED_ROUTES } from '../../route-names.ts';
import { StorageKey } from '../../state/storage-keys.ts';

/**
 * The query in its canonical encoded form (URLSearchParams), with its leading `?`, or ''
 * when there is none. `?q=a b` and `?q=a%20b` both become `?q=a+b`.
 */
export function canonicalSearch(search: string): string {
  const text = new URLSearchParams(search).toString();
  return text ? `?${text}` : '';
}

/** The search to replace the current one with, or null when it is already canonical. */
export function searchToReencode(search: string): string | null {
  const canonical = canonicalSearch(search);
  const current = search === '?' ? '' : search;
  return canonical === current ? null : canonical;
}

/**
 * Remember the last visited page (requirement navigation): route name under `pathname`, path plus
 * query under `fullPath`. Login, register and reset-password are never remembered.
 * Returns whether it was saved.
 */
export function rememberNavigation(
  storage: Pick<Storage, 'setItem'>,
  routeName: string,
  pathname: string,
  search: string,
): boolean {
  if (UNREMEMBERED_ROUTES.has(routeName)) return false;
  storage.setItem(StorageKey.pathname, routeName);
  storage.setItem(StorageKey.fullPath, pathname + canonicalSearch(search));
  return true;
}
