import { describe, expect, it } from 'vitest';
import { VISIT_ID_PATTERN } from '@placar/contract/visit-id';
import { createVisitTracker } from './visit-tracker.ts';
import type { LeaveForm } from './visit-tracker.ts';

const HOUR = 3_600_000;
const START = Date.parse('2026-11-22T23:50:00Z');

function browser(stored: string | null = null) {
  let now = START;
  let visitId = stored;
  let draws = 0;
  const records: { req_type: string; visit_id: string; req_router?: string }[] = [];
  const leaves: LeaveForm[] = [];
  const tracker = createVisitTracker({
    now: () => now,
    random10: () => `abc${String(++draws).padStart(7, '0')}`,
    readVisitId: () => visitId,
    writeVisitId: (id) => (visitId = id),
    sendRecord: (input) => records.push(input),
    sendLeave: (form) => leaves.push(form),
    userId: () => '42',
    clientId: () => '1795000000000abcdefghij',
    origin: () => 'https://m.placar.example',
  });
  return { tracker, records, leaves, advance: (ms: number) => (now += ms), visitId: () => visitId };
}

describe('visit tracking (requirement visit-records)', () => {
  it('makes the visit id as a millisecond timestamp, a hyphen and 10 base-36 characters, and sends a visit record', () => {
    const b = browser();
    b.tracker.routeChanged('/en');
    expect(b.visitId()).toBe(`${START}-abc0000001`);
    expect(b.visitId()).toMatch(VISIT_ID_PATTERN);
    expect(b.records).toEqual([
      { req_type: 'visit', visit_id: `${START}-abc0000001` },
      { req_type: 'change', visit_id: `${START}-abc0000001`, req_router: '/en' },
    ]);
  });

  it('keeps a stored id younger than 24 hours: no new visit, only change records', () => {
    const stored = `${START - 23 * HOUR}-zzzzzzzzzz`;
    const b = browser(stored);
    b.tracker.routeChanged('/br/me');
    expect(b.records).toEqual([{ req_type: 'change', visit_id: stored, req_router: '/br/me' }]);
    expect(b.leaves).toEqual([]);
  });

  it('rolls over an id more than 24 hours old: a leave record for it, then a new id and its visit record', () => {
    const stored = `${START - 24 * HOUR - 1}-zzzzzzzzzz`;
    const b = browser(stored);
    b.tracker.routeChanged('/en');
    expect(b.leaves).toEqual([
      {
        visit_id: stored,
        user_id: '42',
        clientidentify_id: '1795000000000abcdefghij',
        clients: '1',
        origin_leave: 'https://m.placar.example',
      },
    ]);
    expect(b.records.map((record) => [record.req_type, record.visit_id])).toEqual([
      ['visit', `${START}-abc0000001`],
      ['change', `${START}-abc0000001`],
    ]);
    // Exactly 24 hours is not "over 24 hours".
    const edge = browser(`${START - 24 * HOUR}-yyyyyyyyyy`);
    edge.tracker.routeChanged('/en');
    expect(edge.leaves).toEqual([]);
  });

  it('rolls over in a tab left open past the 24 hours, at its next route change', () => {
    const b = browser();
    b.tracker.routeChanged('/en');
    b.advance(24 * HOUR + 1);
    b.tracker.routeChanged('/en/schedule/league');
    expect(b.leaves.map((form) => form.visit_id)).toEqual([`${START}-abc0000001`]);
    expect(b.visitId()).toBe(`${START + 24 * HOUR + 1}-abc0000002`);
  });

  it('makes a new id when the stored one is not a visit id', () => {
    const b = browser('garbage');
    b.tracker.routeChanged('/en');
    expect(b.visitId()).toMatch(VISIT_ID_PATTERN);
    expect(b.leaves).toHaveLength(1);
  });

  it('sends one leave record per cycle, whatever fires (beforeunload, pagehide, unload, hidden), and again after visible', () => {
    const b = browser();
    b.tracker.routeChanged('/en');
    b.tracker.pageLeft();
    b.tracker.pageLeft();
    b.tracker.pageLeft();
    expect(b.leaves).toHaveLength(1);
    b.tracker.pageVisible();
    b.tracker.pageLeft();
    b.tracker.pageLeft();
    expect(b.leaves).toHaveLength(2);
    expect(b.leaves[1]).toEqual({
      visit_id: `${START}-abc0000001`,
      user_id: '42',
      clientidentify_id: '1795000000000abcdefghij',
      clients: '1',
      origin_leave: 'https://m.placar.example',
    });
  });

  it('sends no leave record before a visit exists', () => {
    const b = browser();
    b.tracker.pageLeft();
    expect(b.leaves).toEqual([]);
  });
});
