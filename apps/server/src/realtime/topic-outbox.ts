/**
 * Publishes the events of each topic in the order they were queued, one broker publish at a time
 * per topic, without making the caller wait for the fan-out (decision 0052). Events queued while a
 * publish is going out, or within `spacingMs` of its start, leave together in the next one, as one
 * JSON array, oldest first: a chat room of 1,000 subscribers at 100 messages/s would otherwise
 * cost the broker 100,000 deliveries a second, and a send would wait for every subscriber of its
 * room. A topic that published nothing for `spacingMs` publishes its next event at once (0054).
 */
interface TopicOutboxOptions {
  publish(topic: string, payload: string): Promise<void>;
  /** A publish that failed: the events are stored, so clients catch up from history. */
  onError(error: unknown, topic: string): void;
  /** Most events in one payload. */
  maxBatch?: number;
  /** Least time between the starts of two publishes of one topic (0: back to back); an event that finds none that recent goes at once. */
  spacingMs?: number;
}

const DEFAULT_MAX_BATCH = 50;

export class TopicOutbox {
  private readonly queues = new Map<string, unknown[]>();
  private readonly draining = new Set<Promise<void>>();
  /** Topics that published within the last `spacingMs`: resolves when the next publish may start. */
  private readonly cooling = new Map<string, Promise<void>>();
  private readonly options: TopicOutboxOptions;
  private readonly maxBatch: number;
  private readonly spacingMs: number;
  private closed = false;

  constructor(options: TopicOutboxOptions) {
    this.options = options;
    this.maxBatch = Math.max(1, options.maxBatch ?? DEFAULT_MAX_BATCH);
    this.spacingMs = Math.max(0, options.spacingMs ?? 0);
  }

  /** Queues an event; when the topic is idle and has not published for `spacingMs` its publish starts before this returns. */
  enqueue(topic: string, event: unknown): void {
    if (this.closed) return;
    const queue = this.queues.get(topic);
    if (queue !== undefined) {
      queue.push(event);
      return;
    }
    this.queues.set(topic, [event]);
    const cooled = this.cooling.get(topic);
    const started = cooled === undefined ? this.drain(topic) : cooled.then(() => this.drain(topic));
    const drained = started.finally(() => this.draining.delete(drained));
    this.draining.add(drained);
  }

  /** Resolves once every queued event has been handed to the broker. */
  async idle(): Promise<void> {
    while (this.draining.size > 0) await Promise.all(this.draining);
  }

  /** Takes no more events and waits for those already queued, at most `limitMs` (a subscriber that reads nothing must not hold a shutdown). */
  async close(limitMs = 2_000): Promise<void> {
    this.closed = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.idle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)))]);
    clearTimeout(timer);
  }

  private async drain(topic: string): Promise<void> {
    const queue = this.queues.get(topic) as unknown[];
    // The queue stays in the map while a publish is out, so later events join the next batch.
    while (queue.length > 0) {
      const batch = queue.splice(0, this.maxBatch);
      const cooled = this.coolDown(topic);
      try {
        await this.options.publish(topic, JSON.stringify(batch));
      } catch (error) {
        this.options.onError(error, topic);
      }
      // What queued meanwhile waits for the spacing to end, gathering what comes until then.
      if (queue.length > 0) await cooled;
    }
    this.queues.delete(topic);
  }

  /** Marks `topic` as having just started a publish: resolves once `spacingMs` passed. */
  private coolDown(topic: string): Promise<void> | undefined {
    if (this.spacingMs === 0) return undefined;
    const cooled = new Promise<void>((resolve) => setTimeout(resolve, this.spacingMs)).then(() => {
      if (this.cooling.get(topic) === cooled) this.cooling.delete(topic);
    });
    this.cooling.set(topic, cooled);
    return cooled;
  }
}
