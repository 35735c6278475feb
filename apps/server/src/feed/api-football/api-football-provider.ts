import type { FastifyBaseLogger } from 'fastify';
import type { MatchUpdateInput } from '@placar/contract/live-update';
import type { FeedProvider, FeedSink, Fixture } from '../provider.ts';
import { competitionRow } from '../reference/reference-data.ts';
import { canonicalTeamCode } from '../reference/team-aliases.ts';
import { seasonKey, SIMULATOR_SOURCE } from '../season-owner.ts';
import { fixturesResponseSchema } from './api-football-response.ts';
import type { ApiFootballFixture } from './api-football-response.ts';
import { mapApiFootballStatus, RUNNING } from './api-football-status.ts';

/** API-Football league ids of the competitions we carry. */
const LEAGUES: Record<number, string> = { 71: 'bra.1', 39: 'eng.1', 140: 'esp.1', 135: 'ita.1', 78: 'ger.1', 61: 'fra.1', 94: 'por.1', 2: 'uefa.cl' };
const DAY = 86_400_000;

export interface ApiFootballOptions {
  key: string;
  url: string;
  pollMs?: number;
  now?: () => number;
  log?: FastifyBaseLogger;
}

function toFixture(item: ApiFootballFixture): Fixture | undefined {
  const code = LEAGUES[item.league.id];
  if (code === undefined) return undefined;
  const year = item.league.season;
  const calendar = competitionRow(code).country === 'BR';
  const roundNumber = /(\d+)\s*$/.exec(item.league.round ?? '')?.[1];
  // One club whatever a source calls it (decision 0044): the vendor's matches meet imported and demo ones.
  const team = (side: 'home' | 'away') => ({ code: canonicalTeamCode(item.teams[side].name), nameEn: item.teams[side].name });
  return {
    externalRef: `apif:${item.fixture.id}`,
    competitionCode: code,
    season: calendar
      ? { name: String(year), startsOn: `${year}-01-01`, endsOn: `${year}-12-31` }
      : { name: `${year}/${String((year + 1) % 100).padStart(2, '0')}`, startsOn: `${year}-08-01`, endsOn: `${year + 1}-06-30` },
    round: item.league.round ?? null,
    roundOrder: roundNumber === undefined ? null : Number(roundNumber),
    kickoff: new Date(item.fixture.date),
    home: team('home'),
    away: team('away'),
    venue: item.fixture.venue?.name ?? null,
  };
}

/** The vendor's score as ours: goals per half, then extra time (API-Football counts those apart). */
function toUpdate(item: ApiFootballFixture): MatchUpdateInput {
  const { short, elapsed, extra } = item.fixture.status;
  const { halftime, fulltime, extratime, penalty } = item.score;
  const side = (name: 'home' | 'away') => {
    const score = item.goals[name];
    if (score === null) return undefined;
    const ht = halftime[name];
    const regular = fulltime[name] ?? (extratime[name] === null ? score : score - (extratime[name] ?? 0));
    const periods = ht === null ? [score] : ['1H', 'HT'].includes(short) ? [ht] : [ht, regular - ht, ...(extratime[name] === null ? [] : [extratime[name] ?? 0])];
    return { score, periods, penalties: penalty[name] };
  };
  const home = side('home');
  const away = side('away');
  return {
    externalRef: `apif:${item.fixture.id}`,
    status: mapApiFootballStatus(short, elapsed),
    ...(home === undefined ? {} : { home }),
    ...(away === undefined ? {} : { away }),
    ...(elapsed === null ? {} : { clock: { seconds: (elapsed + (extra ?? 0)) * 60, running: RUNNING.has(short) } }),
  };
}

/**
 * API-Football v3 as a provider: yesterday's, today's and tomorrow's fixtures of our leagues,
 * then today's polled, each change sent through ingestion like any other feed.
 */
export class ApiFootballProvider implements FeedProvider {
  readonly name = 'api-football';
  private readonly options: ApiFootballOptions;
  private readonly lastSent = new Map<string, string>();
  private readonly leftOut = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(options: ApiFootballOptions) {
    this.options = options;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  async fetchDay(date: string): Promise<ApiFootballFixture[]> {
    const url = new URL('fixtures', this.options.url.endsWith('/') ? this.options.url : `${this.options.url}/`);
    url.searchParams.set('date', date);
    const response = await fetch(url, { headers: { 'x-apisports-key': this.options.key }, signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`API-Football answered HTTP ${response.status}`);
    const body = fixturesResponseSchema.parse(await response.json());
    const errors = Array.isArray(body.errors) ? body.errors : Object.values(body.errors);
    if (errors.length > 0) throw new Error(`API-Football refused the request: ${JSON.stringify(body.errors)}`);
    return body.response.filter((item) => LEAGUES[item.league.id] !== undefined);
  }

  async fixtures(sink?: FeedSink): Promise<Fixture[]> {
    const days = [-1, 0, 1].map((offset) => new Date(this.now() + offset * DAY).toISOString().slice(0, 10));
    const items = await this.ours((await Promise.all(days.map((day) => this.fetchDay(day)))).flat(), sink);
    return items.flatMap((item) => toFixture(item) ?? []);
  }

  /**
   * The items whose season the vendor may write: its own, the simulator's (which it takes
   * over) or a new one. A season another real source owns (an import) is that source's: the
   * vendor's matches of it would be counted twice in its table, so they are left out, said once.
   */
  private async ours(items: ApiFootballFixture[], sink: FeedSink | undefined): Promise<ApiFootballFixture[]> {
    const owners = (await sink?.seasonOwners?.()) ?? new Map<string, string>();
    return items.filter((item) => {
      const fixture = toFixture(item);
      const owner = fixture === undefined ? undefined : owners.get(seasonKey(fixture.competitionCode, fixture.season.name));
      if (owner === undefined || owner === SIMULATOR_SOURCE || owner === this.name) return true;
      const key = `${fixture?.competitionCode} ${fixture?.season.name}`;
      if (!this.leftOut.has(key)) this.options.log?.warn({ season: key, owner }, 'API-Football leaves a season another source owns');
      this.leftOut.add(key);
      return false;
    });
  }

  /** One poll of today: new fixtures saved, changed matches sent. Returns the updates sent. */
  async poll(sink: FeedSink): Promise<MatchUpdateInput[]> {
    const items = await this.ours(await this.fetchDay(new Date(this.now()).toISOString().slice(0, 10)), sink);
    const unknown = items.filter((item) => !this.lastSent.has(`apif:${item.fixture.id}`));
    if (unknown.length > 0) await sink.saveFixtures(unknown.flatMap((item) => toFixture(item) ?? []));
    // A running clock alone is no change: clients run it themselves.
    const changed = items
      .map(toUpdate)
      .map((update) => ({ update, signature: JSON.stringify({ ...update, clock: update.clock?.running }) }))
      .filter(({ update, signature }) => this.lastSent.get(update.externalRef ?? '') !== signature);
    if (changed.length > 0) await sink.ingest(changed.map(({ update }) => update));
    for (const { update, signature } of changed) this.lastSent.set(update.externalRef ?? '', signature);
    return changed.map(({ update }) => update);
  }

  async start(sink: FeedSink): Promise<void> {
    const run = () =>
      this.poll(sink).then(
        () => undefined,
        (error: unknown) => this.options.log?.error({ err: error }, 'API-Football poll failed'),
      );
    await run();
    this.timer = setInterval(() => {
      if (this.running === undefined) this.running = run().then(() => (this.running = undefined));
    }, this.options.pollMs ?? 60_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
