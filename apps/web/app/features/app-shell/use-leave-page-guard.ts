import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { type DialogRequest, openDialog } from '../../components/ui/dialog-store.ts';

/** Two paths are the same page when they differ only by their language (/en/... and /br/...). */
export function samePageInAnyLanguage(from: string, to: string): boolean {
  const rest = (path: string) => path.split('/').slice(2).join('/');
  return rest(from) === rest(to);
}

/**
 * The specification's `leavepage` guard, beside the `auth` guard (use-auth-guard.ts): while
 * `active`, leaving the page asks first. A navigation inside the app (a link, the browser's back or
 * forward) waits on the app's confirm dialog, in the page's language; closing or reloading the tab
 * gets the browser's own prompt (beforeunload: browsers show their own words and only after the
 * visitor has touched the page). Switching the language keeps the page, so it does not ask.
 */
export function useLeavePageGuard(active: boolean, ask: DialogRequest): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && !samePageInAnyLanguage(currentLocation.pathname, nextLocation.pathname));
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    let settled = false;
    void openDialog(ask).then((leave) => {
      settled = true;
      if (leave) blocker.proceed?.();
      else blocker.reset?.();
    });
    return () => {
      // The page went away another way (the room closed and the guard let go): nothing to answer.
      if (!settled) blocker.reset?.();
    };
    // `ask` and `blocker` are new objects each render; the dialog opens once per blocked navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocked]);

  useEffect(() => {
    if (!active) return;
    const prompt = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', prompt);
    return () => window.removeEventListener('beforeunload', prompt);
  }, [active]);
}
