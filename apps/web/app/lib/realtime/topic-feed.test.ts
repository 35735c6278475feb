import { describe, expect, it } from 'vitest';
import { deliverTopicMessage } from './live-inbox.ts';
import { topicFeed } from './topic-feed.ts';

describe('topic feed', () => {
  it('keeps a topic watched while any page listens, and tells the connection when that changes', () => {
    const changes: string[][] = [];
    const offChange = topicFeed.onTopicsChange(() => changes.push(topicFeed.topics()));
    const got: unknown[] = [];
    const offA = topicFeed.watch('placar/room/1', (message) => got.push(['a', message]));
    const offB = topicFeed.watch('placar/room/1', (message) => got.push(['b', message]));
    deliverTopicMessage('placar/room/1', 1);
    deliverTopicMessage('placar/room/2', 2);
    offA();
    expect(topicFeed.has('placar/room/1')).toBe(true);
    offB();
    expect(topicFeed.has('placar/room/1')).toBe(false);
    offChange();
    expect(got).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(changes).toEqual([['placar/room/1'], []]);
  });
});
