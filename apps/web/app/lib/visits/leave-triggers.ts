import type { VisitTracker } from './visit-tracker.ts';

/**
 * The leave triggers of requirement visit-records: beforeunload, pagehide and a hidden page send the cycle's
 * leave record; visible again starts a new cycle. No `unload` listener (decision 0074): pagehide
 * always fires before unload and the cycle's record is then sent, so unload could send nothing.
 * Returns the teardown.
 */
export function listenForLeave(
  tracker: Pick<VisitTracker, 'pageLeft' | 'pageVisible'>,
  win: Window = window,
  doc: Document = document,
): () => void {
  const left = () => tracker.pageLeft();
  const visibility = () => (doc.visibilityState === 'hidden' ? tracker.pageLeft() : tracker.pageVisible());
  win.addEventListener('beforeunload', left);
  win.addEventListener('pagehide', left);
  doc.addEventListener('visibilitychange', visibility);
  return () => {
    win.removeEventListener('beforeunload', left);
    win.removeEventListener('pagehide', left);
    doc.removeEventListener('visibilitychange', visibility);
  };
}
