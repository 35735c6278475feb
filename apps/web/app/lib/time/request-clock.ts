import { createContext } from 'react-router';
import type { RouterContextProvider } from 'react-router';

/**
 * The server's clock, handed to loaders by the server that renders the pages
 * (apps/server/src/web/load-web-build.ts), so a page's "today" follows the one clock the API
 * reads (CLOCK_START in tests). Without it, the system clock.
 */
export const requestClock = createContext<() => number>(() => Date.now());

/** The server's "now" for a loader. */
export const serverNow = (context: Readonly<RouterContextProvider>): Date => new Date(context.get(requestClock)());
