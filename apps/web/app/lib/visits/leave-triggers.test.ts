// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForLeave } from './leave-triggers.ts';
import { createVisitTracker, type LeaveForm } from './visit-tracker.ts';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function page() {
  const leaves: LeaveForm[] = [];
  let visitId: string | null = null;
  const tracker = createVisitTracker({
    now: () => Date.parse('2026-11-22T23:50:00Z'),
    random10: () => 'abcdefghij',
    readVisitId: () => visitId,
    writeVisitId: (id) => (visitId = id),
    sendRecord: () => undefined,
    sendLeave: (form) => leaves.push(form),
    userId: () => '',
    clientId: () => 'client',
    origin: () => 'https://m.placar.example',
  });
  tracker.routeChanged('/en');
  return { leaves, stop: listenForLeave(tracker) };
}

const setVisibility = (next: DocumentVisibilityState) => {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('leave record triggers (requirement visit-records, decision 0074)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    visibility = 'visible';
    vi.restoreAllMocks();
  });

  it('sends one leave record for pagehide then unload, and a new one after the page is visible again', () => {
    const tab = page();
    stop = tab.stop;
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('unload'));
    expect(tab.leaves).toHaveLength(1);
    expect(tab.leaves[0]).toMatchObject({
      visit_id: '1795391400000-abcdefghij',
      clients: '1',
      origin_leave: 'https://m.placar.example',
    });

    // Back from the back/forward cache: visible again starts a new cycle.
    setVisibility('visible');
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    expect(tab.leaves).toHaveLength(2);
    setVisibility('visible');
    setVisibility('hidden');
    expect(tab.leaves).toHaveLength(3);
  });

  it('adds no unload listener (it keeps pages out of the back/forward cache; Lighthouse flags it), and removes its own', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const tab = page();
    expect(added.mock.calls.map(([type]) => type).sort()).toEqual(['beforeunload', 'pagehide']);
    tab.stop();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['beforeunload', 'pagehide']);
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    expect(tab.leaves).toEqual([]);
  });
});
