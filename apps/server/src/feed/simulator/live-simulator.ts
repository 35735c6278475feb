import type { FastifyBaseLogger } from 'fastify';
import { Code } from '@placar/contract/codes';
import type { MatchUpdateInput } from '@placar/contract/live-update';
import { ApiError } from '../../http/api-error.ts';
import type { Fixture, FeedProvider, FeedSink } from '../provider.ts';
import { seasonKey, SIMULATOR_SOURCE } from '../season-owner.ts';
import { SIMULATOR_REF_PREFIX } from './demo-world.ts';
import { initialProgress, nextUpdate, resultOf } from './match-progress.ts';
import type { Progress } from './match-progress.ts';
import { timelineOf } from './match-timeline.ts';
import { demoSeasons } from './season/season-generator.ts';
import type { SimulatedFixture } from './season/season-fixture.ts';
import { stateAt } from './timeline.ts';

interface SimulatorOptions {
  seed: string;
  /** Simulated seconds per real second. */
  speed: number;
  /** Earlier seasons stored as results (head-to-head and form); 1 by default. */
  seasonsBack?: number;
  tickMs?: number;
  now?: () => number;
  log?: FastifyBaseLogger;
}

interface Tracked extends Progress {
  fixture: SimulatedFixture;
  done: boolean;
}

const BATCH = 100;
const HOUR = 3_600_000;
/** Matches kicking off this far ahead are followed tick by tick; later ones wait for the next plan. */
const AHEAD = 26 * HOUR;
/** Longest a match lasts (extra time, penalties, an interruption): anything older is over. */
const LONGEST = 5 * HOUR;

/**
 * The built-in live feed: every demo competition's season (season/season-generator.ts), with
 * the matches already over stored as results and those of the coming hours played from seeded
 * timelines. One timer for all matches; each tick sends only what a fan would see change, as
 * one batch through the ingestion service, exactly like POST /api/schedule/mqttMessageSend.
 */
export class LiveSimulator implements FeedProvider {
  readonly name = 'simulator';
  private readonly options: Required<Omit<SimulatorOptions, 'log'>> & { log: FastifyBaseLogger | undefined };
  private readonly startedAt: number;
  private readonly tracked = new Map<string, Tracked>();
  private planned = new Map<string, SimulatedFixture>();
  private leftAlone: ReadonlySet<string> = new Set();
  private plannedAt: number | undefined;
  private sink: FeedSink | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(options: SimulatorOptions) {
    const now = options.now ?? Date.now;
    this.options = { seasonsBack: 1, tickMs: 1000, now, log: undefined, ...options };
    this.startedAt = now();
  }

  /** Simulated time: the clock runs `speed` times faster from the start. */
  simulatedNow(): number {
    return this.startedAt + (this.options.now() - this.startedAt) * this.options.speed;
  }

  /** The seasons at this instant; matches already over carry their result and what happened in them. */
  async fixtures(sink?: FeedSink): Promise<Fixture[]> {
    const now = this.simulatedNow();
    const fixtures = this.plan(now, await this.realSeasons(sink));
    const currentSeasons = new Set(
      demoSeasons(this.options.seed, now, { back: 0 }).map((fixture) =>
        seasonKey(fixture.competitionCode, fixture.season.name),
      ),
    );
    return fixtures.map((fixture) => {
      if (fixture.kickoff.getTime() > now) return fixture;
      const timeline = timelineOf(this.options.seed, fixture);
      if (fixture.kickoff.getTime() + timeline.end * 1000 > now) return fixture;
      // Older seasons keep their results only (enough for head-to-head and form, light to store),
      // but for cup ties: a final decided on penalties is worth opening.
      const detailed = fixture.knockout || currentSeasons.has(seasonKey(fixture.competitionCode, fixture.season.name));
      return { ...fixture, result: resultOf(timeline, stateAt(timeline, timeline.end), detailed, squadsOf(fixture)) };
    });
  }

  async start(sink: FeedSink): Promise<void> {
    this.sink = sink;
    // Fixtures of an older plan (another seed, an older version) would mix into the tables.
    const removed = await sink.prune?.(SIMULATOR_REF_PREFIX, [...this.planned.keys()]);
    if (removed) this.options.log?.info({ removed }, 'simulator removed fixtures it no longer plays');
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

  /**
   * Seasons another source owns (an import, a vendor): the simulator leaves them alone, plays
   * none of their matches and writes none (decision 0115). Asked at every plan, so a season
   * imported while the server runs is left from the next simulated hour (or the next tick,
   * since its simulated matches are gone and the tick that still sends them fails and re-plans).
   */
  private async realSeasons(sink: FeedSink | undefined): Promise<ReadonlySet<string>> {
    const owners = (await sink?.seasonOwners?.()) ?? new Map<string, string>();
    const real = new Set([...owners].filter(([, source]) => source !== SIMULATOR_SOURCE).map(([key]) => key));
    const fresh = [...real].filter((key) => !this.leftAlone.has(key));
    if (fresh.length > 0) this.options.log?.info({ seasons: fresh }, 'simulator leaves seasons another source owns');
    this.leftAlone = real;
    return real;
  }

  private plan(now: number, real: ReadonlySet<string>): SimulatedFixture[] {
    const fixtures = demoSeasons(this.options.seed, now, { back: this.options.seasonsBack }).filter(
      (fixture) => !real.has(seasonKey(fixture.competitionCode, fixture.season.name)),
    );
    this.planned = new Map(fixtures.map((fixture) => [fixture.externalRef, fixture]));
    this.plannedAt = now;
    return fixtures;
  }

  /** Every simulated hour: plans again (a cup's next phase appears once drawn) and follows the matches of the coming hours. */
  private async refresh(sink: FeedSink, now: number): Promise<void> {
    if (
      this.plannedAt !== undefined &&
      Math.floor(this.plannedAt / HOUR) === Math.floor(now / HOUR) &&
      this.tracked.size > 0
    )
      return;
    const known = new Set(this.planned.keys());
    const fixtures = this.plan(now, await this.realSeasons(sink));
    const added = fixtures.filter((fixture) => !known.has(fixture.externalRef));
    if (added.length > 0 && known.size > 0) await sink.saveFixtures(added);
    const window = fixtures.filter((fixture) => {
      const kickoff = fixture.kickoff.getTime();
      return kickoff <= now + AHEAD && kickoff >= now - LONGEST && !this.tracked.has(fixture.externalRef);
    });
    const progress = await sink.progress(window.map((fixture) => fixture.externalRef));
    for (const fixture of window) {
      const timeline = timelineOf(this.options.seed, fixture);
      const t = (now - fixture.kickoff.getTime()) / 1000;
      const state = stateAt(timeline, t);
      const stored = progress.get(fixture.externalRef);
      // A match stored in the state it has now needs nothing; one behind catches up in one update.
      const upToDate =
        stored !== undefined && stored.status === state.status && stored.incidents === state.incidents.length;
      this.tracked.set(fixture.externalRef, {
        fixture,
        ...initialProgress(timeline, state, stored?.incidents ?? 0, upToDate && (t < 0 || t > timeline.end), t),
        done: upToDate && t > timeline.end,
      });
    }
    for (const [ref, entry] of this.tracked)
      if (entry.done && entry.fixture.kickoff.getTime() < now - LONGEST) this.tracked.delete(ref);
  }

  /** Sends every change since the last tick; returns how many updates were sent (tests). */
  async tick(): Promise<number> {
    const sink = this.sink;
    if (sink === undefined) return 0;
    try {
      const now = this.simulatedNow();
      await this.refresh(sink, now);
      const updates: MatchUpdateInput[] = [];
      for (const entry of this.tracked.values()) {
        if (entry.done) continue;
        const t = (now - entry.fixture.kickoff.getTime()) / 1000;
        const update = nextUpdate(entry, t, entry.fixture.externalRef, squadsOf(entry.fixture));
        if (update !== undefined) updates.push(update);
        if (t > entry.timeline.end && entry.signature !== undefined) entry.done = true;
      }
      for (let start = 0; start < updates.length; start += BATCH)
        await sink.ingest(updates.slice(start, start + BATCH));
      return updates.length;
    } catch (error) {
      // The next tick retries from what is stored; a restart does the same.
      this.tracked.clear();
      this.plannedAt = undefined;
      // A match it was playing is gone: an import took its season over (decision 0115). The next plan leaves that season alone.
      if (error instanceof ApiError && error.code === Code.notFound)
        this.options.log?.info(
          'simulator lost matches it was playing (a season taken over by an import?): planning again',
        );
      else this.options.log?.error({ err: error }, 'simulator tick failed');
      return 0;
    }
  }
}

const squadsOf = (fixture: SimulatedFixture) => ({ home: fixture.home.squad, away: fixture.away.squad });
