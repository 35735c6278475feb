import type { FastifyBaseLogger } from 'fastify';
import type { MatchUpdateInput } from '@placar/contract/live-update';
import type { FeedProvider, FeedSink } from '../provider.ts';
import { dayNumberOf, fixturesOfDay } from './simulated-fixtures.ts';
import type { SimulatedFixture } from './simulated-fixtures.ts';
import { stateAt, statsAt } from './timeline.ts';

export interface SimulatorOptions {
  seed: string;
  /** Simulated seconds per real second. */
  speed: number;
  /** Days around the current UTC day to keep fixtures for: -2..+2 covers yesterday, today and tomorrow in every time zone. */
  daysAround?: number;
  tickMs?: number;
  now?: () => number;
  log?: FastifyBaseLogger;
}

interface Tracked {
  fixture: SimulatedFixture;
  /** What was last sent: a change of it is an update. */
  signature: string | undefined;
  incidentsSent: number;
  statsSentAt: number;
  statsSignature: string;
  done: boolean;
}

const BATCH = 100;
const STATS_EVERY = 60;
const MAX_INCIDENTS = 50;

/**
 * The built-in live feed: fixtures around today, played from seeded timelines. One timer for
 * all matches; each tick sends what changed as one batch through the ingestion service, so the
 * simulator's updates are stored and announced exactly like POST /api/schedule/mqttMessageSend.
 */
export class LiveSimulator implements FeedProvider {
  readonly name = 'simulator';
  private readonly options: Required<Omit<SimulatorOptions, 'log'>> & { log: FastifyBaseLogger | undefined };
  private readonly startedAt: number;
  private readonly tracked = new Map<string, Tracked>();
  private sink: FeedSink | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private windowDay: number | undefined;

  constructor(options: SimulatorOptions) {
    const now = options.now ?? Date.now;
    this.options = { daysAround: 2, tickMs: 1000, now, log: undefined, ...options };
    this.startedAt = now();
  }

  /** Simulated time: the clock runs `speed` times faster from the start. */
  simulatedNow(): number {
    return this.startedAt + (this.options.now() - this.startedAt) * this.options.speed;
  }

  async fixtures(): Promise<SimulatedFixture[]> {
    const today = dayNumberOf(this.simulatedNow());
    const fixtures: SimulatedFixture[] = [];
    for (let day = today - this.options.daysAround; day <= today + this.options.daysAround; day += 1) fixtures.push(...fixturesOfDay(this.options.seed, day));
    return fixtures;
  }

  async start(sink: FeedSink): Promise<void> {
    this.sink = sink;
    await this.tick();
    this.timer = setInterval(() => {
      if (this.running === undefined) this.running = this.tick().then(() => (this.running = undefined));
    }, this.options.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Saves the fixtures of a new day window (at start, then when the UTC day changes) and resumes from what is stored. */
  private async ensureWindow(sink: FeedSink): Promise<void> {
    const today = dayNumberOf(this.simulatedNow());
    if (this.windowDay === today) return;
    const fixtures = await this.fixtures();
    await sink.saveFixtures(fixtures);
    const progress = await sink.progress(fixtures.map((fixture) => fixture.externalRef));
    const keep = new Set(fixtures.map((fixture) => fixture.externalRef));
    for (const ref of this.tracked.keys()) if (!keep.has(ref)) this.tracked.delete(ref);
    for (const fixture of fixtures) {
      if (this.tracked.has(fixture.externalRef)) continue;
      const stored = progress.get(fixture.externalRef);
      const t = (this.simulatedNow() - fixture.kickoff.getTime()) / 1000;
      const state = stateAt(fixture.timeline, t);
      // A match stored in the state it has now needs nothing; one behind catches up in one update.
      const upToDate = stored !== undefined && stored.status === state.status && stored.incidents === state.incidents.length;
      this.tracked.set(fixture.externalRef, {
        fixture,
        signature: upToDate && (t < 0 || t > fixture.timeline.end) ? signatureOf(state) : undefined,
        incidentsSent: stored?.incidents ?? 0,
        statsSentAt: upToDate ? t : -Infinity,
        statsSignature: '',
        done: upToDate && t > fixture.timeline.end,
      });
    }
    this.windowDay = today;
  }

  /** Sends every change since the last tick; returns how many updates were sent (tests). */
  async tick(): Promise<number> {
    const sink = this.sink;
    if (sink === undefined) return 0;
    try {
      await this.ensureWindow(sink);
      const now = this.simulatedNow();
      const updates: MatchUpdateInput[] = [];
      for (const entry of this.tracked.values()) {
        if (entry.done) continue;
        const t = (now - entry.fixture.kickoff.getTime()) / 1000;
        const update = this.updateOf(entry, t);
        if (update !== undefined) updates.push(update);
        if (t > entry.fixture.timeline.end && entry.signature !== undefined) entry.done = true;
      }
      for (let start = 0; start < updates.length; start += BATCH) await sink.ingest(updates.slice(start, start + BATCH));
      return updates.length;
    } catch (error) {
      // The next tick retries from what is stored; a restart does the same.
      this.windowDay = undefined;
      this.tracked.clear();
      this.options.log?.error({ err: error }, 'simulator tick failed');
      return 0;
    }
  }

  private updateOf(entry: Tracked, t: number): MatchUpdateInput | undefined {
    const { timeline } = entry.fixture;
    const state = stateAt(timeline, t);
    const signature = signatureOf(state);
    const stats = statsAt(timeline, state, Math.min(t, timeline.end));
    const statsSignature = JSON.stringify(stats);
    const statsDue = t - entry.statsSentAt >= STATS_EVERY && statsSignature !== entry.statsSignature;
    if (signature === entry.signature && !statsDue) return undefined;
    const incidents = state.incidents.slice(entry.incidentsSent, entry.incidentsSent + MAX_INCIDENTS);
    entry.incidentsSent += incidents.length;
    // More incidents than one update carries: the rest go with the next tick.
    entry.signature = entry.incidentsSent === state.incidents.length ? signature : undefined;
    if (stats.length > 0) {
      entry.statsSentAt = t;
      entry.statsSignature = statsSignature;
    }
    return {
      externalRef: entry.fixture.externalRef,
      status: state.status,
      ...(state.home.score === null ? {} : { home: { score: state.home.score, periods: state.home.periods, penalties: state.home.penalties } }),
      ...(state.away.score === null ? {} : { away: { score: state.away.score, periods: state.away.periods, penalties: state.away.penalties } }),
      ...(state.clock === null ? {} : { clock: state.clock }),
      ...(incidents.length === 0 ? {} : { incidents }),
      ...(stats.length === 0 ? {} : { stats }),
    };
  }
}

/** What makes an update worth sending (a running clock alone is not: clients run it themselves). */
function signatureOf(state: ReturnType<typeof stateAt>): string {
  return JSON.stringify([state.status, state.home, state.away, state.clock?.running ?? null, state.incidents.length]);
}
