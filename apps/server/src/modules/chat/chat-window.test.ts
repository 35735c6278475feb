import { describe, expect, it } from 'vitest';
import { matchChatWindow } from './chat-window.ts';

const MINUTE = 60_000;
const kickoff = new Date('2026-11-22T20:00:00Z');
const at = (minutesFromKickoff: number) => kickoff.getTime() + minutesFromKickoff * MINUTE;
const football = (phase: 'upcoming' | 'live' | 'finished' | 'canceled' | 'postponed' | 'interrupted') => ({
  id: 1,
  sport: 'football' as const,
  kickoff,
  phase,
});

describe('match chat window', () => {
  it('opens 60 minutes before kickoff', () => {
    expect(matchChatWindow(football('upcoming'), null, at(-61))).toEqual({
      phase: 'upcoming',
      opensAt: at(-60),
      closesAt: null,
    });
    expect(matchChatWindow(football('upcoming'), null, at(-60)).phase).toBe('open');
    expect(matchChatWindow(football('live'), null, at(50)).phase).toBe('open');
  });

  it('closes 60 minutes after full time as the room saw it', () => {
    const finished = new Date(at(112));
    expect(matchChatWindow(football('finished'), finished, at(171))).toEqual({
      phase: 'open',
      opensAt: at(-60),
      closesAt: at(172),
    });
    expect(matchChatWindow(football('finished'), finished, at(172)).phase).toBe('closed');
  });

  it('without a seen full time, counts from a typical match length', () => {
    expect(matchChatWindow(football('finished'), null, at(0)).closesAt).toBe(at(175));
    expect(matchChatWindow({ ...football('finished'), sport: 'basketball' }, null, at(0)).closesAt).toBe(at(210));
    expect(matchChatWindow(football('finished'), null, at(10 * 24 * 60)).phase).toBe('closed');
  });

  it('a cancelled match is closed; one that never ends stops holding its room 6 hours after kickoff', () => {
    expect(matchChatWindow(football('canceled'), new Date(at(-30)), at(-20)).phase).toBe('closed');
    expect(matchChatWindow(football('interrupted'), null, at(359)).phase).toBe('open');
    expect(matchChatWindow(football('live'), null, at(360))).toEqual({
      phase: 'closed',
      opensAt: at(-60),
      closesAt: at(360),
    });
  });
});
