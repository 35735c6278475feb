import type { FastifyBaseLogger } from 'fastify';
import type { MatchUpdateInput } from '@placar/contract/live-update';
import type { FeedProvider, FeedSink, Fixture } from '../provider.ts';
import { competitionRow } from '../reference/reference-data.ts';
import { canonicalTeamCode } from '../reference/team-aliases.ts';
import { seasonKey, SIMULATOR_SOURCE } from '../season-owner.ts';
import { z } from 'zod';
import { toGroups, toIncidents, toLineups } from './api-football-match-centre.ts';
import {
  eventsResponseSchema,
  lineupsResponseSchema,
  playersResponseSchema,
  standingsResponseSchema,
} from './api-football-match-centre-response.ts';
import { fixturesResponseSchema } from './api-football-response.ts';
import type { ApiFootballFixture } from './api-football-response.ts';
import { mapApiFootballStatus, RUNNING } from './api-football-status.ts';

/** API-Football league ids of the competitions we carry. */
const LEAGUES: Record<number, string> = {
  71: 'bra.1',
  39: 'eng.1',
  140: 'esp.1',
  135: 'ita.1',
  78: 'ger.1',
  61: 'fra.1',
  94: 'por.1',
  2: 'uefa.cl',
};
const DAY = 86_400_000;
/** Clubs hand the team sheet in about an hour before kickoff: the vendor's line-ups are asked from then. */
const LINEUPS_BEFORE_MS = 60 * 60_000;
/** What one update may carry (the feed call's limit). */
const INCIDENTS_PER_UPDATE = 50;
/** Vendor statuses of a match in play (its events and line-ups are read each poll), and of one over (read once). */
const IN_PLAY = new Set(['1H', 'HT', '2H', 'ET', 'BT', 'P', 'SUSP', 'INT', 'LIVE']);
const OVER = new Set(['FT', 'AET', 'PEN', 'AWD', 'WO']);

type Incident = NonNullable<MatchUpdateInput['incidents']>[number];

interface ApiFootballOptions {
  key: string;
  url: string;
  pollMs?: number;
  now?: () => number;
  log?: FastifyBaseLogger;
}

/** Our season name for the vendor's season year: 2025 for a calendar-year league, else 2024/25. */
function seasonName(code: string, year: number): string {
  return competitionRow(code).country === 'BR' ? String(year) : `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

function toFixture(item: ApiFootballFixture): Fixture | undefined {
  const code = LEAGUES[item.league.id];
  if (code === undefined) return undefined;
  const year = item.league.season;
  const calendar = competitionRow(code).country === 'BR';
  const roundNumber = /(\d+)\s*$/.exec(item.league.round ?? '')?.[1];
  // One club whatever a source calls it (decision 0044): the vendor's matches meet imported and demo ones.
  const team = (side: 'home' | 'away') => ({
    code: canonicalTeamCode(item.teams[side].name),
    nameEn: item.teams[side].name,
  });
  return {
    externalRef: `apif:${item.fixture.id}`,
    competitionCode: code,
    season: calendar
      ? { name: seasonName(code, year), startsOn: `${year}-01-01`, endsOn: `${year}-12-31` }
      : { name: seasonName(code, year), startsOn: `${year}-08-01`, endsOn: `${year + 1}-06-30` },
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
    const periods =
      ht === null
        ? [score]
        : ['1H', 'HT'].includes(short)
          ? [ht]
          : [ht, regular - ht, ...(extratime[name] === null ? [] : [extratime[name] ?? 0])];
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
  /** Matches whose line-ups are stored, and finished ones whose centre was read once over. */
  private readonly lined = new Set<string>();
  private readonly centred = new Set<string>();
  private readonly grouped = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(options: ApiFootballOptions) {
    this.options = options;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private async request(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, this.options.url.endsWith('/') ? this.options.url : `${this.options.url}/`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const response = await fetch(url, {
      headers: { 'x-apisports-key': this.options.key },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`API-Football answered HTTP ${response.status}`);
    return response.json();
  }

  /**
   * One match-centre answer, parsed; a malformed one (or a refusal) is logged and skipped, so
   * the rest of the poll goes on: the page then shows what was stored before.
   */
  async fetchPart<T extends { errors: unknown[] | Record<string, unknown> }>(
    path: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T | undefined> {
    let json: unknown;
    try {
      json = await this.request(path, params);
    } catch (error) {
      this.options.log?.warn({ err: error, path, params }, 'API-Football answer skipped: the request failed');
      return undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      this.options.log?.warn(
        { path, params, problem: z.prettifyError(parsed.error).slice(0, 2000) },
        'API-Football answer skipped: it does not have the recorded shape',
      );
      return undefined;
    }
    const errors = Array.isArray(parsed.data.errors) ? parsed.data.errors : Object.values(parsed.data.errors);
    if (errors.length > 0) {
      this.options.log?.warn(
        { path, params, errors: parsed.data.errors },
        'API-Football answer skipped: the vendor refused the request',
      );
      return undefined;
    }
    return parsed.data;
  }

  async fetchDay(date: string): Promise<ApiFootballFixture[]> {
    const body = fixturesResponseSchema.parse(await this.request('fixtures', { date }));
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
      const owner =
        fixture === undefined ? undefined : owners.get(seasonKey(fixture.competitionCode, fixture.season.name));
      if (owner === undefined || owner === SIMULATOR_SOURCE || owner === this.name) return true;
      const key = `${fixture?.competitionCode} ${fixture?.season.name}`;
      if (!this.leftOut.has(key))
        this.options.log?.warn({ season: key, owner }, 'API-Football leaves a season another source owns');
      this.leftOut.add(key);
      return false;
    });
  }

  /**
   * A match's centre (decision 0156): its line-ups (with the players' minutes) stored, and its
   * events not stored yet as incidents. Returns those incidents; none when a part was skipped.
   */
  async matchCentre(item: ApiFootballFixture, sink: FeedSink, part: 'lineups' | 'all'): Promise<Incident[]> {
    const fixture = String(item.fixture.id);
    const ref = `apif:${fixture}`;
    const [lineups, players, events] = await Promise.all([
      this.fetchPart('fixtures/lineups', { fixture }, lineupsResponseSchema),
      part === 'all' ? this.fetchPart('fixtures/players', { fixture }, playersResponseSchema) : undefined,
      part === 'all' ? this.fetchPart('fixtures/events', { fixture }, eventsResponseSchema) : undefined,
    ]);
    if (lineups !== undefined && lineups.response.length > 0) {
      await sink.saveLineups?.(ref, toLineups(item.teams, lineups.response, players?.response));
      this.lined.add(ref);
    }
    if (events === undefined) return [];
    const { incidents, skipped } = toIncidents(item.teams, events.response, lineups?.response);
    if (skipped > 0)
      this.options.log?.info({ fixture, skipped }, 'API-Football events of kinds we do not show were left out');
    const stored = (await sink.progress([ref])).get(ref)?.incidents ?? 0;
    return incidents.slice(stored);
  }

  /** The new incidents of the matches whose centre is due: in play, over (once), or lining up within the hour. */
  private async centres(items: readonly ApiFootballFixture[], sink: FeedSink): Promise<Map<string, Incident[]>> {
    const fresh = new Map<string, Incident[]>();
    for (const item of items) {
      const ref = `apif:${item.fixture.id}`;
      const { short } = item.fixture.status;
      const part =
        IN_PLAY.has(short) || (OVER.has(short) && !this.centred.has(ref))
          ? 'all'
          : !this.lined.has(ref) && Date.parse(item.fixture.date) - this.now() <= LINEUPS_BEFORE_MS && short === 'NS'
            ? 'lineups'
            : undefined;
      if (part === undefined) continue;
      try {
        const incidents = await this.matchCentre(item, sink, part);
        if (incidents.length > 0) fresh.set(ref, incidents);
        if (OVER.has(short)) this.centred.add(ref);
      } catch (error) {
        this.options.log?.error({ err: error, fixture: item.fixture.id }, 'API-Football match centre failed');
      }
    }
    return fresh;
  }

  /** One poll of today: new fixtures saved, match centres read, changed matches sent. Returns the updates sent. */
  async poll(sink: FeedSink): Promise<MatchUpdateInput[]> {
    const items = await this.ours(await this.fetchDay(new Date(this.now()).toISOString().slice(0, 10)), sink);
    const unknown = items.filter((item) => !this.lastSent.has(`apif:${item.fixture.id}`));
    if (unknown.length > 0) await sink.saveFixtures(unknown.flatMap((item) => toFixture(item) ?? []));
    const fresh = await this.centres(items, sink);
    // A season's groups do not change once drawn: asked once per season seen, after its fixtures are stored.
    for (const { league } of items) {
      const key = `${league.id}|${league.season}`;
      if (this.grouped.has(key)) continue;
      this.grouped.add(key);
      await this.seasonGroups(sink, league.id, league.season);
    }
    // A running clock alone is no change: clients run it themselves.
    const changed = items
      .map(toUpdate)
      .map((update) => ({
        update,
        incidents: fresh.get(update.externalRef ?? '') ?? [],
        signature: JSON.stringify({ ...update, clock: update.clock?.running }),
      }))
      .filter(
        ({ update, incidents, signature }) =>
          incidents.length > 0 || this.lastSent.get(update.externalRef ?? '') !== signature,
      );
    // The events go with the score they lead to (each carries its own), at most a call's 50 at a time.
    const updates = changed.flatMap(({ update, incidents }) =>
      incidents.length === 0
        ? [update]
        : Array.from({ length: Math.ceil(incidents.length / INCIDENTS_PER_UPDATE) }, (_, index) => ({
            ...update,
            incidents: incidents.slice(index * INCIDENTS_PER_UPDATE, (index + 1) * INCIDENTS_PER_UPDATE),
          })),
    );
    if (updates.length > 0) await sink.ingest(updates);
    for (const { update, signature } of changed) this.lastSent.set(update.externalRef ?? '', signature);
    return updates;
  }

  /**
   * A season's groups from the vendor's standings (the Champions League group stage), stored
   * into the season the vendor owns. Returns whether any were stored.
   */
  async seasonGroups(sink: FeedSink, league: number, season: number): Promise<boolean> {
    const code = LEAGUES[league];
    if (code === undefined || sink.saveSeasonGroups === undefined) return false;
    const body = await this.fetchPart(
      'standings',
      { league: String(league), season: String(season) },
      standingsResponseSchema,
    );
    const groups = toGroups(body?.response[0]);
    if (groups.length === 0) return false;
    const stored = await sink.saveSeasonGroups(this.name, code, seasonName(code, season), groups);
    if (!stored)
      this.options.log?.warn(
        { competition: code, season },
        "API-Football groups left out: the season is not the vendor's",
      );
    return stored;
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
