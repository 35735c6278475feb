import { describe, expect, it } from 'vitest';
import { chatEventsOf } from './chat-entities.ts';

const message = (id: number) => ({
  type: 'message',
  message: {
    id,
    kind: 'room',
    roomId: 3,
    text: `m${id}`,
    at: '2026-11-22T23:50:00.000Z',
    author: { id: 9, nickname: 'fan', avatar: null, color: '#ef4444', badge: null },
  },
});

describe('chatEventsOf', () => {
  it('reads every event of a batched payload in order', () => {
    const removed = { type: 'removed', ids: [1], at: '2026-11-22T23:50:01.000Z' };
    expect(chatEventsOf([message(1), message(2), removed])).toEqual([message(1), message(2), removed]);
  });

  it('skips what it does not know and reads nothing from a payload that is not an array', () => {
    expect(chatEventsOf([{ type: 'poll', question: '?' }, message(5), { type: 'message' }])).toEqual([message(5)]);
    expect(chatEventsOf({ type: 'message' })).toEqual([]);
    expect(chatEventsOf(null)).toEqual([]);
  });
});
