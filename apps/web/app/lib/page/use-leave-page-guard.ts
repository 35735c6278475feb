import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { type DialogRequest, openDialog } from '../../state/dialog-store.ts';

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
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !samePageInAnyLanguage(currentLocation.pathname, nextLocation.pathname),
  );
  // The router's blocker as last drawn, read when the dialog is answered (layout effects run before
  // the passive effects below clean up, so a cleanup sees the blocker the page now has).
  const latest = useRef(blocker);
  useLayoutEffect(() => {
    latest.current = blocker;
  });
  // Each blocked navigation is its own question, keyed by its location object: two blocked backs in
  // a row can be drawn without the idle state between them (the router's updates are transitions,
  // and a loaded page skips the middle one), and the second must still ask.
  const blockedAt = blocker.state === 'blocked' ? blocker.location : null;
  useEffect(() => {
    if (!blockedAt) return;
    let answered = false;
    void openDialog(ask).then((leave) => {
      answered = true;
      const now = latest.current;
      // A later navigation blocked while the dialog was open is answered by its own effect.
      if (now.state !== 'blocked' || now.location !== blockedAt) return;
      if (leave) now.proceed();
      else now.reset();
    });
    return () => {
      const now = latest.current;
      // The page went away another way while asking (the room closed and the guard let go): stay.
      if (!answered && now.state === 'blocked' && now.location === blockedAt) now.reset();
    };
    // `ask` is a new object each render; the dialog opens once per blocked navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blockedAt]);

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
