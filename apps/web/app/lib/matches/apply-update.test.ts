import { describe, expect, it } from 'vitest';
import {
  applyScoreToMatch,
  applyUpdateToGroups,
  applyUpdateToList,
  applyUpdateToMatch,
  changesPhase,
} from './apply-update.ts';
import { sampleDetail, sampleMatch, sampleUpdate } from '../../../test/sample-matches.ts';

describe('applying a live update', () => {
  it('sets score, periods, clock, status text in the page language and seq', () => {
    const next = applyUpdateToMatch(sampleMatch(), sampleUpdate({ status: 8, clock: null }), 'br');
    expect(next.home.score).toBe(2);
    expect(next.home.periods).toEqual([1, 1]);
    expect(next.home.team.name).toBe('Flamengo');
    expect(next.status).toEqual({ code: 8, phase: 'finished', text: 'Encerrado' });
    expect(next.clock).toBeNull();
    expect(next.seq).toBe(6);
  });

  it('drops a stale or repeated update', () => {
    const match = sampleMatch();
    expect(applyUpdateToMatch(match, sampleUpdate({ seq: 5 }), 'en')).toBe(match);
    expect(applyUpdateToMatch(match, sampleUpdate({ seq: 2 }), 'en')).toBe(match);
    expect(applyUpdateToMatch(match, sampleUpdate({ id: 8 }), 'en')).toBe(match);
  });

  it('keeps list and group references when nothing changes', () => {
    const list = [sampleMatch({ id: 1 }), sampleMatch()];
    expect(applyUpdateToList(list, sampleUpdate({ id: 99 }), 'en')).toBe(list);
    const groups = [{ name: 'a', matches: list }];
    expect(applyUpdateToGroups(groups, sampleUpdate({ id: 99 }), 'en')).toBe(groups);
    const changed = applyUpdateToGroups(groups, sampleUpdate(), 'en');
    expect(changed).not.toBe(groups);
    expect(changed[0]!.matches[0]).toBe(list[0]);
    expect(changed[0]!.matches[1]!.home.score).toBe(2);
  });

  it('appends new incidents to a match detail once', () => {
    const goal = {
      id: 3,
      kind: 'goal' as const,
      minute: 70,
      extraMinute: null,
      period: 2,
      side: 'home' as const,
      player: 'Pedro',
      assist: null,
      detail: null,
      homeScore: 2,
      awayScore: 0,
    };
    const once = applyUpdateToMatch(sampleDetail(), sampleUpdate({ incidents: [goal] }), 'en');
    expect(once.incidents).toEqual([goal]);
    const again = applyUpdateToMatch({ ...once, seq: 5 }, sampleUpdate({ incidents: [goal] }), 'en');
    expect(again.incidents).toHaveLength(1);
  });

  it('lays a newer score refresh over a match', () => {
    const match = sampleMatch();
    const score = {
      id: 7,
      status: { code: 3, phase: 'live' as const, text: 'HT' },
      clock: null,
      seq: 9,
      home: { score: 3, periods: [3], penalties: null },
      away: { score: 1, periods: [1], penalties: null },
    };
    expect(applyScoreToMatch(match, score).home.score).toBe(3);
    expect(applyScoreToMatch(match, { ...score, seq: 4 })).toBe(match);
  });

  it('tells when a match changes phase', () => {
    expect(changesPhase(sampleMatch(), sampleUpdate({ status: 8 }))).toBe(true);
    expect(changesPhase(sampleMatch(), sampleUpdate())).toBe(false);
    expect(changesPhase(undefined, sampleUpdate())).toBe(false);
  });
});
