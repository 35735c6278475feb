import type { PublicConfig } from '@placar/contract/public-config';
import { patientImport } from '../boot/patient-import.ts';
import { publicConfig } from '../page/public-config.ts';
import { nextTask } from '../browser/when-idle.ts';

/** Between two pages the old one lets go before the new one asks: keep the connection that long. */
const LINGER_MS = 5_000;

/**
 * The live starter, loaded when a page first asks: it joins the worker only once the page has
 * loaded and is idle anyway, so its code need not be in the first load (issue 14).
 */
function startLive(config: PublicConfig): () => void {
  let stopped = false;
  let stopStarted: (() => void) | undefined;
  // In a task of its own (its preload links are not added inside hydration's effects), and fetched
  // again if it failed to load (the network down just then): live scores still come.
  void nextTask(() => patientImport(() => import('./live-starter.ts'))).then(({ startLiveAfterPaint }) => {
    if (!stopped) stopStarted = startLiveAfterPaint(config);
  });
  return () => {
    stopped = true;
    stopStarted?.();
  };
}

let wanted = 0;
let stop: (() => void) | undefined;
let linger: ReturnType<typeof setTimeout> | undefined;

/**
 * Only pages that show live data join the live worker: each listener of liveFeed or topicFeed
 * asks here, and the tab leaves the worker a little after the last one lets go.
 */
export function demandLive(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  wanted += 1;
  clearTimeout(linger);
  stop ??= startLive(publicConfig());
  let released = false;
  return () => {
    if (released) return;
    released = true;
    wanted -= 1;
    if (wanted > 0) return;
    linger = setTimeout(() => {
      stop?.();
      stop = undefined;
    }, LINGER_MS);
  };
}

/** Whether some listener on this page asks for the live connection now. */
export function liveWanted(): boolean {
  return wanted > 0;
}
