import { FEED_TOKEN, STORM_INTERVAL_MS } from './load.ts';
import type { Servers } from './load.ts';

/**
 * The cold-cache load: a goal every STORM_INTERVAL_MS through the real feed call
 * (POST /api/schedule/mqttMessageSend), each in the next listed match in turn, so the cached
 * mobilList answer is dropped ten times a second while autocannon reads it.
 */
export class GoalStorm {
  sent = 0;
  changed = 0;
  failed = 0;
  /** The first refusal or error, for the report. */
  firstFailure: string | undefined;
  private readonly scores = new Map<number, number>();
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  private readonly appUrl: string;
  private readonly matches: Servers['live'];

  constructor(servers: Servers) {
    if (servers.live.length === 0) throw new Error('no listed match to score in');
    this.appUrl = servers.appUrl;
    this.matches = servers.live;
    for (const match of servers.live) this.scores.set(match.id, match.homeScore);
  }

  /** Starts a storm; the counters restart, the scores go on from the last one (a repeated score changes nothing). */
  start(): void {
    this.sent = 0;
    this.changed = 0;
    this.failed = 0;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  private async run(): Promise<void> {
    const start = performance.now();
    const pending = new Set<Promise<void>>();
    for (let tick = 0; this.running; tick += 1) {
      // Paced from the start: a slow answer does not push the next goal back.
      const wait = start + tick * STORM_INTERVAL_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (!this.running) break;
      const goal = this.goal(tick).finally(() => pending.delete(goal));
      pending.add(goal);
    }
    await Promise.all(pending);
  }

  private async goal(tick: number): Promise<void> {
    const match = this.matches[tick % this.matches.length];
    if (match === undefined) return;
    const score = (this.scores.get(match.id) ?? 0) + 1;
    this.scores.set(match.id, score);
    this.sent += 1;
    try {
      const answer = await fetch(`${this.appUrl}/api/schedule/mqttMessageSend`, {
        method: 'POST',
        headers: { authorization: `Feed ${FEED_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ matchId: match.id, status: match.status, home: { score } }),
      });
      const body = (await answer.json()) as { code: number; data?: { changed: boolean } };
      if (body.code !== 200) this.fail(JSON.stringify(body));
      else if (body.data?.changed === true) this.changed += 1;
    } catch (error) {
      this.fail(String(error));
    }
  }

  private fail(reason: string): void {
    this.failed += 1;
    this.firstFailure ??= reason;
  }
}
