import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';

/** The id of each layout's <main>: the skip link's target. */
const MAIN_ID = 'main';

/** What a layout's <main> carries to be the skip link's target: focusable by script only, no ring around the whole page. */
export const mainTarget = { id: MAIN_ID, tabIndex: -1 } as const;
export const MAIN_TARGET_CLASS = 'outline-none';

/**
 * The first thing Tab reaches on every page: hidden until focused, it moves the focus past the
 * header and navigation to the page's content (WCAG 2.4.1). Focus is moved by script, not by the
 * fragment, so the router sees no navigation and the address keeps no #main.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-full bg-white px-4 py-2 text-sm font-bold text-ink-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      data-testid="skip-link"
    >
      {t('nav.skip')}
    </a>
  );
}
