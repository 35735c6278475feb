import { isVisitIdExpired, newVisitId } from '@placar/contract/visit-id';

/** What the tracker needs from the browser: each part replaceable in tests. */
interface VisitTrackerDeps {
  now(): number;
  /** 10 random base-36 characters. */
  random10(): string;
  readVisitId(): string | null;
  writeVisitId(id: string): void;
  /** POST /user/visitRecord (getVisitRecord in requirement calls). Failures are the caller's to swallow. */
  sendRecord(input: { req_type: 'visit' | 'change'; visit_id: string; req_router?: string }): void;
  /** navigator.sendBeacon of the leave record's form data (requirement visit-records). */
  sendLeave(form: LeaveForm): void;
  /** The logged-in user's id, or '' for a visitor. */
  userId(): string;
  /** The myCookie identifier. */
  clientId(): string;
  /** The mobile site's origin (Origin-Local). */
  origin(): string;
}

export interface LeaveForm {
  visit_id: string;
  user_id: string;
  clientidentify_id: string;
  clients: '1';
  origin_leave: string;
}

/**
 * Visit tracking exactly as requirement visit-records says: a new visit id sends a visit record; an id
 * more than 24 h old sends a leave record and starts again; every route change sends a change
 * record; a leave record goes at most once per cycle (beforeunload, pagehide, unload or hidden),
 * and the cycle starts again when the page is visible.
 */
export function createVisitTracker(deps: VisitTrackerDeps) {
  let leaveSent = false;

  function leave(visitId: string): void {
    deps.sendLeave({
      visit_id: visitId,
      user_id: deps.userId(),
      clientidentify_id: deps.clientId(),
      clients: '1',
      origin_leave: deps.origin(),
    });
  }

  /** The current visit id, made (with its visit record) when missing or expired. */
  function ensureVisit(): string {
    const stored = deps.readVisitId();
    const now = deps.now();
    if (stored !== null && !isVisitIdExpired(stored, now)) return stored;
    if (stored !== null && stored !== '') leave(stored);
    const id = newVisitId(now, deps.random10());
    deps.writeVisitId(id);
    deps.sendRecord({ req_type: 'visit', visit_id: id });
    return id;
  }

  return {
    ensureVisit,
    /** A route change (the first page too): a change record with the new route path. */
    routeChanged(path: string): void {
      const id = ensureVisit();
      deps.sendRecord({ req_type: 'change', visit_id: id, req_router: path });
    },
    /** beforeunload, pagehide, unload or hidden: one leave record per cycle. */
    pageLeft(): void {
      if (leaveSent) return;
      const id = deps.readVisitId();
      if (id === null || id === '') return;
      leaveSent = true;
      leave(id);
    },
    /** Visible again: the next leave may be sent. */
    pageVisible(): void {
      leaveSent = false;
    },
  };
}

export type VisitTracker = ReturnType<typeof createVisitTracker>;
