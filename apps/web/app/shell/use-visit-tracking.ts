import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { patientImport } from '../lib/boot/patient-import.ts';
import type { VisitTracker } from '../lib/visits/visit-tracker.ts';
import { nextTask } from '../lib/browser/when-idle.ts';

type Loaded = { tracker: VisitTracker; listenForLeave: (tracker: VisitTracker) => () => void };
let loading: Promise<Loaded> | undefined;

/** The tracker is not in the first load (issue 14): one import, in a task after hydration's, tried again until it comes; calls keep their order. */
function loadTracker(): Promise<Loaded> {
  loading ??= nextTask(() => patientImport(() => import('../lib/visits/browser-tracker.ts'))).then((module) => ({
    tracker: module.browserTracker(),
    listenForLeave: module.listenForBrowserLeave,
  }));
  return loading;
}

/** Visit tracking in the browser (requirement visit-records): records on every route change, a leave beacon per cycle. */
export function useVisitTracking(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    let stopped = false;
    let off: (() => void) | undefined;
    void loadTracker().then((loaded) => {
      if (!stopped) off = loaded.listenForLeave(loaded.tracker);
    });
    return () => {
      stopped = true;
      off?.();
    };
  }, []);

  useEffect(() => {
    void loadTracker().then((loaded) => loaded.tracker.routeChanged(pathname));
  }, [pathname]);
}
