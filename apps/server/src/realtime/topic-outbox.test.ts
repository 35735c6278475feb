import { describe, expect, it } from 'vitest';
import { TopicOutbox } from './topic-outbox.ts';

/** A broker whose publishes finish when the test says so. */
function slowBroker() {
  const published: { topic: string; events: unknown[]; finish: (error?: Error) => void }[] = [];
  const publish = (topic: string, payload: string) =>
    new Promise<void>((resolve, reject) => {
      published.push({ topic, events: JSON.parse(payload) as unknown[], finish: (error) => (error ? reject(error) : resolve()) });
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
    const outbox = new TopicOutbox({ publish: broker.publish, onError: (error, topic) => errors.push(`${topic}: ${(error as Error).message}`), maxBatch: 2 });
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

describe('TopicOutbox with a linger', () => {
  it('holds the first event of an idle topic, so the events of the window leave as one payload', async () => {
    const published: unknown[][] = [];
    const outbox = new TopicOutbox({ publish: async (_topic, payload) => void published.push(JSON.parse(payload) as unknown[]), onError: () => undefined, lingerMs: 20 });
    outbox.enqueue('a', 1);
    outbox.enqueue('a', 2);
    expect(published).toEqual([]);
    await outbox.idle();
    expect(published).toEqual([[1, 2]]);
  });
});
