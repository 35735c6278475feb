import { leaveRecord, visitRecord } from '@placar/contract/calls/visits';
import { commonHeaders } from '../api/api-client.ts';
import { randomBase36 } from '../session/client-id.ts';
import { readCookie, writeCookie } from '../session/cookies.ts';
import { publicConfig } from '../page/public-config.ts';
import { sessionUser } from '../session/session.ts';
import { CookieName, StorageKey } from '../../state/storage-keys.ts';
import { listenForLeave } from './leave-triggers.ts';
import { createVisitTracker } from './visit-tracker.ts';
import type { VisitTracker } from './visit-tracker.ts';

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
  void commonHeaders(visitRecord.path, input)
    .then((headers) =>
      fetch(apiUrl(visitRecord.path), { method: 'POST', headers, body: JSON.stringify(input), keepalive: true }),
    )
    .catch(() => {});
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

/** The browser's visit tracker (requirement visit-records); useVisitTracking loads this module after the first render. */
export function browserTracker(): VisitTracker {
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

/** The leave triggers (beforeunload, pagehide, hidden page) for the browser's tracker; returns the teardown. */
export function listenForBrowserLeave(tracker: VisitTracker): () => void {
  return listenForLeave(tracker);
}
