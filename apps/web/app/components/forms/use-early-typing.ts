import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps what a fan typed into a server-rendered field before the page hydrated. React leaves
 * that text in the DOM while hydrating, but the field's state is still the server's empty one,
 * so the next render would wipe it (and the form would send nothing). On mount the state takes
 * the DOM's text instead. After a client navigation the two are equal and nothing happens.
 */
export function useEarlyTyping(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onValue: (value: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onValue(typed);
    // Once, at mount: later differences are React's own updates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
