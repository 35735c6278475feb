import type { ChatMessage } from '@placar/contract/chat-entities';
import { describe, expect, it } from 'vitest';
import { mergeMessages, prependMessages, removeMessages } from './message-list.ts';
import { immediateGate } from '../../lib/realtime/update-gate.ts';
import { createHeldMessages } from './held-messages.ts';

const message = (id: number): ChatMessage => ({
  id,
  kind: 'room',
  roomId: 1,
  text: `m${id}`,
  at: '2026-11-22T23:50:00.000Z',
  author: { id: 1, nickname: 'a', avatar: null, color: '#22c55e', badge: null },
});
const ids = (list: ChatMessage[]) => list.map((item) => item.id);

describe('chat message list', () => {
  it('merges in id order, each message once', () => {
    const list = mergeMessages([message(1), message(3)], [message(3), message(2), message(5)]);
    expect(ids(list)).toEqual([1, 2, 3, 5]);
  });

  it('keeps only the newest when over the bound, but not when loading older pages', () => {
    expect(ids(mergeMessages([message(1), message(2)], [message(3)], 2))).toEqual([2, 3]);
    expect(ids(prependMessages([message(5)], [message(1), message(2)]))).toEqual([1, 2, 5]);
  });

  it('removes by id and keeps the same list when nothing matches', () => {
    const list = [message(1), message(2)];
    expect(ids(removeMessages(list, [2, 9]))).toEqual([1]);
    expect(removeMessages(list, [9])).toBe(list);
  });
});

describe('held messages (spoiler sync)', () => {
  const manualGate = () => {
    const queue: (() => void)[] = [];
    return {
      gate: { defer: (show: () => void) => void queue.push(show) },
      release: () => queue.splice(0).forEach((show) => show()),
    };
  };

  it('shows each message only when the gate lets it, in order, counting those held', () => {
    const { gate, release } = manualGate();
    const shown: number[] = [];
    const counts: number[] = [];
    const held = createHeldMessages<ChatMessage>(
      gate,
      (item) => shown.push(item.id),
      (count) => counts.push(count),
    );
    held.add(message(1));
    held.add(message(2));
    expect(shown).toEqual([]);
    expect(held.isHeld(2)).toBe(true);
    release();
    expect(shown).toEqual([1, 2]);
    expect(counts).toEqual([1, 2, 1, 0]);
  });

  it('never shows a message removed while it was held', () => {
    const { gate, release } = manualGate();
    const shown: number[] = [];
    const held = createHeldMessages<ChatMessage>(
      gate,
      (item) => shown.push(item.id),
      () => undefined,
    );
    held.add(message(1));
    held.add(message(2));
    expect(held.remove([1, 9])).toBe(true);
    release();
    expect(shown).toEqual([2]);
  });

  it('shows nothing after the page left', () => {
    const { gate, release } = manualGate();
    const shown: number[] = [];
    const held = createHeldMessages<ChatMessage>(
      gate,
      (item) => shown.push(item.id),
      () => undefined,
    );
    held.add(message(1));
    held.dispose();
    release();
    expect(shown).toEqual([]);
  });

  it('shows at once through the immediate gate', () => {
    const shown: number[] = [];
    const held = createHeldMessages<ChatMessage>(
      immediateGate,
      (item) => shown.push(item.id),
      () => undefined,
    );
    held.add(message(3));
    expect(shown).toEqual([3]);
    expect(held.isHeld(3)).toBe(false);
  });
});
