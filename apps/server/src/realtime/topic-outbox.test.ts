import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopicOutbox } from './topic-outbox.ts';

/** A broker whose publishes finish when the test says so. */
function slowBroker() {
  const published: { topic: string; events: unknown[]; finish: (error?: Error) => void }[] = [];
  const publish = (topic: string, payload: string) =>
    new Promise<void>((resolve, reject) => {
      published.push({
        topic,
        events: JSON.parse(payload) as unknown[],
        finish: (error) => (error ? reject(error) : resolve()),
      });
    });
  return { published, publish };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('TopicOutbox', () => {
  it('publishes at once when idle, queues behind a publish that is out, then sends the queue as one batch in order', async () => {
    const broker = slowBroker();
    const outbox = new TopicOutbox({ publish: broker.publish, onError: () => undefined });
    outbox.enqueue('a', 1);
    expect(broker.published.map(({ events }) => events)).toEqual([[1]]);
    outbox.enqueue('a', 2);
    outbox.enqueue('a', 3);
    outbox.enqueue('b', 'other room');
    expect(broker.published.map(({ topic, events }) => [topic, events])).toEqual([
      ['a', [1]],
      ['b', ['other room']],
    ]);
    broker.published[0]?.finish();
    await tick();
    expect(broker.published[2]).toMatchObject({ topic: 'a', events: [2, 3] });
  });

  it('splits a long queue into batches of maxBatch, and a failed publish neither stops the queue nor loses order', async () => {
    const broker = slowBroker();
    const errors: string[] = [];
    const outbox = new TopicOutbox({
      publish: broker.publish,
      onError: (error, topic) => errors.push(`${topic}: ${(error as Error).message}`),
      maxBatch: 2,
    });
    for (let n = 0; n < 6; n += 1) outbox.enqueue('a', n);
    broker.published[0]?.finish(new Error('broker away'));
    for (let at = 1; at < 4; at += 1) {
      await tick();
      broker.published[at]?.finish();
    }
    await outbox.idle();
    expect(broker.published.map(({ events }) => events)).toEqual([[0], [1, 2], [3, 4], [5]]);
    expect(errors).toEqual(['a: broker away']);
  });

  it('takes nothing once closed, and a close does not wait for ever on a stuck publish', async () => {
    const broker = slowBroker();
    const outbox = new TopicOutbox({ publish: broker.publish, onError: () => undefined });
    outbox.enqueue('a', 1);
    await outbox.close(10);
    outbox.enqueue('a', 2);
    expect(broker.published.map(({ events }) => events)).toEqual([[1]]);
  });
});

describe('TopicOutbox with a spacing', () => {
  afterEach(() => vi.useRealTimers());

  it('publishes the first event of a quiet topic at once, then one payload per spacing with what came meanwhile', async () => {
    vi.useFakeTimers();
    const published: unknown[][] = [];
    const outbox = new TopicOutbox({
      publish: async (_topic, payload) => void published.push(JSON.parse(payload) as unknown[]),
      onError: () => undefined,
      spacingMs: 100,
    });
    outbox.enqueue('a', 1);
    expect(published).toEqual([[1]]);
    outbox.enqueue('a', 2);
    await vi.advanceTimersByTimeAsync(60);
    outbox.enqueue('a', 3);
    outbox.enqueue('b', 'other room');
    // Another topic is not held by this one's spacing; this one's events wait for theirs.
    expect(published).toEqual([[1], ['other room']]);
    await vi.advanceTimersByTimeAsync(39);
    expect(published).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(published).toEqual([[1], ['other room'], [2, 3]]);
    // Within the spacing of that publish, the next event waits; once it has passed, one goes at once.
    outbox.enqueue('a', 4);
    await vi.advanceTimersByTimeAsync(99);
    expect(published).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(published.at(-1)).toEqual([4]);
    await vi.advanceTimersByTimeAsync(100);
    outbox.enqueue('a', 5);
    expect(published.at(-1)).toEqual([5]);
    await outbox.close();
  });

  it('keeps the order across spaced batches of maxBatch', async () => {
    vi.useFakeTimers();
    const published: unknown[][] = [];
    const outbox = new TopicOutbox({
      publish: async (_topic, payload) => void published.push(JSON.parse(payload) as unknown[]),
      onError: () => undefined,
      spacingMs: 50,
      maxBatch: 2,
    });
    for (let n = 0; n < 6; n += 1) outbox.enqueue('a', n);
    await vi.advanceTimersByTimeAsync(200);
    await outbox.idle();
    expect(published).toEqual([[0], [1, 2], [3, 4], [5]]);
  });
});
