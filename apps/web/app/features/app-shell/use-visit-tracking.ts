import { leaveRecord, visitRecord } from '@placar/contract/calls/visits';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { commonHeaders } from '../../lib/api-client.ts';
import { randomBase36 } from '../../lib/client-id.ts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { publicConfig } from '../../lib/public-config.ts';
import { sessionUser } from '../../lib/session.ts';
import { CookieName, StorageKey } from '../../lib/storage-keys.ts';
import { listenForLeave } from '../../lib/visits/leave-triggers.ts';
import { createVisitTracker } from '../../lib/visits/visit-tracker.ts';
import type { VisitTracker } from '../../lib/visits/visit-tracker.ts';

const apiUrl = (path: string) => `${publicConfig().apiBase.replace(/\/$/, '')}${path}`;

function readVisitId(): string | null {
  try {
    return localStorage.getItem(StorageKey.visitId) ?? readCookie(CookieName.visitId) ?? null;
  } catch {
    return readCookie(CookieName.visitId) ?? null;
  }
}

function writeVisitId(id: string): void {
  try {
    localStorage.setItem(StorageKey.visitId, id);
  } catch {
    // The cookie still keeps it.
  }
  writeCookie(CookieName.visitId, id, 2);
}

/** Background records: no toast when the network fails, and they outlive a page that closes. */
function sendRecord(input: { req_type: 'visit' | 'change'; visit_id: string; req_router?: string }): void {
  void fetch(apiUrl(visitRecord.path), { method: 'POST', headers: commonHeaders(visitRecord.path, input), body: JSON.stringify(input), keepalive: true }).catch(() => {});
}

function sendLeave(fields: Record<string, string>): void {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  try {
    if (navigator.sendBeacon(apiUrl(leaveRecord.path), form)) return;
  } catch {
    // A browser without beacons: the keepalive fetch below.
  }
  void fetch(apiUrl(leaveRecord.path), { method: 'POST', body: form, keepalive: true }).catch(() => {});
}

function browserTracker(): VisitTracker {
  return createVisitTracker({
    now: () => Date.now(),
    random10: () => randomBase36(10),
    readVisitId,
    writeVisitId,
    sendRecord,
    sendLeave: (form) => sendLeave({ ...form }),
    userId: () => String(sessionUser()?.id ?? ''),
    clientId: () => readCookie(CookieName.myCookie) ?? '',
    origin: () => publicConfig().originLocal,
  });
}

/** Visit tracking in the browser (SPEC section 4): records on every route change, a leave beacon per cycle. */
export function useVisitTracking(): void {
  const { pathname } = useLocation();
  const tracker = useRef<VisitTracker | null>(null);

  useEffect(() => listenForLeave((tracker.current ??= browserTracker())), []);

  useEffect(() => {
    // In a task of its own: at hydration every effect of the page runs in one task, and a record
    // (storage, cookie, signed request) is no reason to make it longer. Records keep their order.
    window.setTimeout(() => (tracker.current ??= browserTracker()).routeChanged(pathname), 0);
  }, [pathname]);
}
