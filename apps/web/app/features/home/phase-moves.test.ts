import { describe, expect, it } from 'vitest';
import type { MatchUpdate } from '@placar/contract/live-update';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { movePhase } from './phase-moves.ts';

const match = (id: number, code: number, phase: MatchSummary['status']['phase']) =>
  ({ id, sport: 'football', seq: 3, status: { code, phase, text: '' } }) as MatchSummary;
const update = (id: number, status: number, seq = 4) => ({ id, status, seq }) as MatchUpdate;
const counts = { all: 10, hot: 2, football: 8, basketball: 2, finish: 3, inplay: 2, upcoming: 5 };

describe('a match changing phase on the home page', () => {
  it('moves one from upcoming to live in the counts and the live number', () => {
    const kickoff = match(1, 0, 'upcoming');
    const list = { tab: 'all' as const, counts, live_num: 2, groups: [{ matches: [kickoff] }] };
    const next = movePhase(list, kickoff, update(1, 2));
    expect(next.counts).toEqual({ ...counts, upcoming: 4, inplay: 3 });
    expect(next.live_num).toBe(3);
    expect(next.groups).toBe(list.groups);
  });

  it('drops a finished match from the live tab, and its group when it empties', () => {
    const playing = match(1, 4, 'live');
    const list = {
      tab: 'inplay' as const,
      counts,
      live_num: 2,
      groups: [{ matches: [playing] }, { matches: [match(2, 2, 'live')] }],
    };
    const next = movePhase(list, playing, update(1, 8));
    expect(next.groups.map((group) => group.matches.map((entry) => entry.id))).toEqual([[2]]);
    expect(next.counts).toMatchObject({ inplay: 1, finish: 4 });
    expect(next.live_num).toBe(1);
  });

  it('changes nothing for a stale update, a match not shown, or a match staying in its phase', () => {
    const playing = match(1, 2, 'live');
    const list = { tab: 'all' as const, counts, live_num: 2, groups: [{ matches: [playing] }] };
    expect(movePhase(list, playing, update(1, 8, 3))).toBe(list);
    expect(movePhase(list, undefined, update(9, 8))).toBe(list);
    expect(movePhase(list, playing, update(1, 4))).toBe(list);
  });
});
