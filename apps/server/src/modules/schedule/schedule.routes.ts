import type { MatchUpdate } from '@placar/contract/live-update';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CallData, CallDef } from '@placar/contract/call';
import * as calls from '@placar/contract/calls/schedule';
import { Header } from '@placar/contract/headers';
import type { RequestHeaders } from '@placar/contract/headers';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ListenerPriority } from '../../events.ts';
import type { EventBus } from '../../events.ts';
import { success } from '../../http/envelope.ts';
import { registerCall, SerializedAnswer } from '../../http/register-call.ts';
import type { InputOf } from './call-types.ts';
import * as competitionMatches from './competition-matches.service.ts';
import * as competitions from './competition.service.ts';
import { todayIn } from './day-range.ts';
import * as hot from './hot.service.ts';
import * as detail from './match-detail.service.ts';
import * as lists from './match-list.service.ts';
import type { Viewer } from './match-view.ts';
import { competitionTag, matchTag, ScheduleCache, STATUS_TAG } from './schedule-cache.ts';
import { shareScheduleInvalidation } from './shared-invalidation.ts';
import * as tables from './season-table.service.ts';
import { seasonBracketOf } from './season-bracket.service.ts';
import { seasonLeadersOf } from './season-leaders.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { searchAll, TeamIndex } from './search.service.ts';
import { teamPage } from './team.service.ts';

interface ScheduleRoutesOptions {
  db: Database;
  events: EventBus;
  clock: Clock;
  cache?: ScheduleCache;
  /** What admins pointed for the home's areas (the settings service); none: the automatic choice. */
  settings?: Pick<SettingsService, 'get'>;
}

type AnyCall = CallDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;
type Handler<C> = (viewer: Viewer, input: InputOf<C>, now: Date) => Promise<CallData<C>>;

function viewerOf(headers: RequestHeaders): Viewer {
  return { language: headers[Header.language], tz: headers[Header.tz] ?? 'UTC' };
}

const idsOf = (matches: readonly { id: number }[]) => matches.map((match) => matchTag(match.id));

export default async function scheduleRoutes(app: FastifyInstance, options: ScheduleRoutesOptions): Promise<void> {
  const { db, events, clock } = options;
  const pointed = async <N extends 'recommendList' | 'recommendationArea' | 'homePageRotator' | 'hotGroups'>(
    name: N,
  ) => (options.settings === undefined ? undefined : options.settings.get(name));
  const cache = options.cache ?? new ScheduleCache({ now: () => clock.now() });
  // Other instances' updates reach this cache through the shared state (REDIS_URL).
  const acrossInstances = app.sharedState.spansInstances
    ? shareScheduleInvalidation(cache, app.sharedState, () => clock.now())
    : undefined;
  // Before every other listener, whatever registers first: a client reading on the published update reads the new score.
  const dropCache = async (update: MatchUpdate) => {
    cache.invalidate(update);
    await acrossInstances?.published(update);
  };
  const unsubscribe = events.on('matchUpdated', dropCache, { priority: ListenerPriority.dropCache });
  app.addHook('onClose', async () => {
    unsubscribe();
    acrossInstances?.stop();
  });

  function plain<C extends AnyCall>(call: C, handler: Handler<C>): void {
    registerCall(app, call, ({ headers, query, body }) =>
      handler(viewerOf(headers), (query ?? body) as InputOf<C>, new Date(clock.now())),
    );
  }

  /** Served from the cache, keyed by everything the answer depends on: call, input, language, zone and local day. */
  function cached<C extends AnyCall>(call: C, tagsOf: (data: CallData<C>) => string[], handler: Handler<C>): void {
    registerCall(app, call, async ({ headers, query, body }) => {
      const viewer = viewerOf(headers);
      const input = (query ?? body) as InputOf<C>;
      const now = new Date(clock.now());
      const key = [call.path, viewer.language, viewer.tz, todayIn(viewer.tz, now), JSON.stringify(input)].join('|');
      const compute = async () => {
        const data = await handler(viewer, input, now);
        const envelope = success(call.data.parse(data), viewer.language);
        return { body: Buffer.from(JSON.stringify(envelope)), tags: tagsOf(data) };
      };
      const useCache = acrossInstances === undefined || (await acrossInstances.mayServe());
      const bytes = useCache ? await cache.get(key, compute) : (await compute()).body;
      return new SerializedAnswer(bytes);
    });
  }

  // Match lists.
  cached(
    calls.mobilList,
    (data) => [STATUS_TAG, ...data.groups.flatMap((group) => idsOf(group.matches))],
    (viewer, input, now) => lists.mobilListData(db, viewer, input, now),
  );
  cached(
    calls.mobilListScore,
    (data) => idsOf(data.list),
    (viewer, input) => lists.mobilListScoreData(db, viewer, input),
  );
  plain(calls.list, (viewer, input, now) => lists.listData(db, viewer, input, now));
  plain(calls.listFilter, (viewer, input, now) => lists.listFilterData(db, viewer, input, now));

  // One match.
  cached(
    calls.scheduleOne,
    (data) => [matchTag(data.id)],
    (viewer, input) => detail.matchDetail(db, viewer, input),
  );
  plain(calls.h2hList, (viewer, input) => detail.headToHead(db, viewer, input));
  plain(calls.statsData, (viewer, input) => detail.matchStatistics(db, viewer, input));

  // Sports and competitions.
  plain(calls.categoryList, (viewer) => competitions.categories(db, viewer));
  plain(calls.categoryCompetition, (viewer, input) => competitions.competitionsOfSport(db, viewer, input));
  cached(
    calls.liveCompetition,
    () => [STATUS_TAG],
    (viewer, input) => competitions.liveCompetitions(db, viewer, input),
  );
  plain(calls.sidebarList, (viewer, input) => competitions.sidebar(db, viewer, input));
  plain(calls.sidebarCompetitionList, (viewer, input) => competitions.sidebarCompetitions(db, viewer, input));

  // By country.
  plain(calls.countryScheduleList, (viewer, input, now) => lists.countryScheduleListData(db, viewer, input, now));
  plain(calls.countryScore, (viewer, input, now) => lists.countryScoreData(db, viewer, input, now));
  plain(calls.getCompetitionCountry, (viewer, input) => competitions.competitionsByCountry(db, viewer, input));

  // Competition pages.
  plain(calls.competitionScheduleList, (viewer, input) => competitionMatches.competitionSchedule(db, viewer, input));
  plain(calls.mobileCompetitionList, (viewer, input) => competitions.leagueList(db, viewer, input));
  plain(calls.homePageCompetition, (viewer, input) => competitions.homeCompetitions(db, viewer, input));
  plain(calls.listInCompetition, (viewer, input, now) =>
    competitionMatches.competitionRound(db, viewer, { ...input, sort: 'time' }, now),
  );
  plain(calls.listInCompetitionSort, (viewer, input, now) =>
    competitionMatches.competitionRound(db, viewer, input, now),
  );
  plain(calls.listInCompetitionScore, (viewer, input, now) =>
    competitionMatches.competitionRoundScores(db, viewer, input, now),
  );
  plain(calls.tabListInCompetition, (viewer, input) => competitionMatches.competitionTab(db, viewer, input));
  plain(calls.tabListInCompetitionSort, (viewer, input) => competitionMatches.competitionTab(db, viewer, input));

  // Seasons and tables.
  plain(calls.seasonSelection, (viewer, input, now) => competitionMatches.competitionSeasons(db, viewer, input, now));
  plain(calls.seasonScheduleList, (viewer, input, now) => competitionMatches.seasonSchedule(db, viewer, input, now));
  cached(
    calls.seasonTable,
    (data) => [competitionTag(data.competition.id)],
    (viewer, input, now) => tables.seasonStandings(db, viewer, input, now),
  );
  plain(calls.tableDetail, (viewer, input, now) => tables.standingsDetail(db, viewer, input, now));
  plain(calls.seasonLeaders, (viewer, input, now) => seasonLeadersOf(db, viewer, input, now));
  plain(calls.seasonBracket, (viewer, input, now) => seasonBracketOf(db, viewer, input, now));

  // Hot and recommended.
  cached(
    calls.hotList,
    (data) => [STATUS_TAG, ...idsOf(data.list)],
    (viewer, input, now) => hot.hotMatches(db, viewer, { ...input, sort: 'status' }, now),
  );
  cached(
    calls.hotListSort,
    (data) => [STATUS_TAG, ...idsOf(data.list)],
    (viewer, input, now) => hot.hotMatches(db, viewer, input, now),
  );
  plain(calls.recommendList, async (viewer, input, now) =>
    hot.recommendedMatches(db, viewer, input, now, await pointed('recommendList')),
  );
  plain(calls.recommendationArea, async (viewer, input, now) =>
    hot.recommendationAreas(db, viewer, input, now, await pointed('recommendationArea')),
  );
  plain(calls.homePageRotator, async (viewer, _input, now) =>
    hot.rotator(db, viewer, now, await pointed('homePageRotator')),
  );
  plain(calls.groupList, async (viewer, input) =>
    competitions.hotGroups(db, viewer, input, await pointed('hotGroups')),
  );

  // Team pages and search.
  const teamIndex = new TeamIndex(db, () => clock.now());
  plain(calls.teamDetail, (viewer, input, now) => teamPage(db, viewer, input, now));
  plain(calls.search, (viewer, input, now) => searchAll(db, teamIndex, viewer, input, now));
}
