import { z } from 'zod';
import { defineCall } from '../call.ts';
import { positiveId } from '../ids.ts';
import { matchUpdateInputSchema } from '../live-update.ts';
import { MATCH_TABS } from '../match-tabs.ts';
import {
  boxScoreLineSchema,
  competitionSummarySchema,
  countrySchema,
  groupedMatchesSchema,
  matchDetailSchema,
  matchScoreSchema,
  matchSummarySchema,
  seasonSchema,
  splitSchema,
  sportSchema,
  standingRowSchema,
  statSchema,
  tabCountsSchema,
  teamSchema,
} from '../schedule-entities.ts';
import { bracketRoundSchema, leaderSchema, tableGroupSchema, tableZoneSchema } from '../league-format.ts';
import { servedSports } from '../sports/served-sports.ts';
import { tieBreakSchema, unresolvedTieSchema } from '../tie-break.ts';

// ---- shared input rules -------------------------------------------------------------

export const matchId = positiveId('match');
const competitionId = positiveId('competition');
const seasonId = positiveId('season');
const countryId = positiveId('country');
const teamId = positiveId('team');

/** A calendar day, yyyy-mm-dd, between 2000 and 2100. */
export const dayInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as yyyy-mm-dd' })
  .refine(
    (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(day) &&
        day >= '2000-01-01' &&
        day <= '2100-12-31'
      );
    },
    { error: 'must be a real date between 2000-01-01 and 2100-12-31' },
  );

const page = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be 1 or more' })
  .max(10_000)
  .default(1);
const limit = (max: number, byDefault: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be 1 or more' })
    .max(max, { error: `must be ${max} or less` })
    .default(byDefault);

export const matchTab = z.enum(MATCH_TABS, { error: `must be one of ${MATCH_TABS.join(', ')}` });
const sport = z.enum(servedSports(), { error: `must be ${servedSports().join(' or ')}` });
const round = z.string().min(1).max(40);
const matchList = z.object({ list: z.array(matchSummarySchema) });
const pagedMatches = matchList.extend({ total: z.number().int(), page: z.number().int(), limit: z.number().int() });

// ---- match lists ----------------------------------------------------------------------

export const mobilList = defineCall({
  method: 'GET',
  path: '/schedule/mobilList',
  role: 'any',
  tag: 'schedule',
  summary: 'The home match list for one tab and one day in the caller tz, grouped by competition',
  query: z.object({
    tab: matchTab.default('all'),
    date: dayInput.optional().describe('Defaults to today in the tz header'),
    page,
    limit: limit(500, 300),
  }),
  data: z.object({
    date: z.string(),
    tab: matchTab,
    counts: tabCountsSchema,
    live_num: z.number().int().describe('Matches live now, all days'),
    groups: z.array(groupedMatchesSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});

export const mobilListScore = defineCall({
  method: 'GET',
  path: '/schedule/mobilListScore',
  role: 'any',
  tag: 'schedule',
  summary: 'Light refresh: status, score and clock of the listed matches',
  query: z.object({
    ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, { error: 'must be up to 200 match ids separated by commas' })
      .transform((ids) => [...new Set(ids.split(',').map(Number))]),
  }),
  data: z.object({ list: z.array(matchScoreSchema) }),
});

export const list = defineCall({
  method: 'GET',
  path: '/schedule/list',
  role: 'any',
  tag: 'schedule',
  summary: 'Desktop schedule list: matches of a day, optionally of one sport, competition or tab',
  query: z.object({
    date: dayInput.optional(),
    sport: sport.optional(),
    competitionId: competitionId.optional(),
    tab: matchTab.default('all'),
    page,
    limit: limit(500, 100),
  }),
  data: pagedMatches,
});

export const listFilter = defineCall({
  method: 'GET',
  path: '/schedule/listFilter',
  role: 'any',
  tag: 'schedule',
  summary: 'Filter options of the schedule list: sports, the days around the date, competitions of that day',
  query: z.object({ date: dayInput.optional(), sport: sport.optional() }),
  data: z.object({
    sports: z.array(z.object({ sport: sportSchema, name: z.string(), count: z.number().int() })),
    dates: z.array(z.object({ date: z.string(), count: z.number().int() })),
    competitions: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  }),
});

// ---- one match --------------------------------------------------------------------------

export const scheduleOne = defineCall({
  method: 'GET',
  path: '/schedule/one',
  role: 'any',
  tag: 'schedule',
  summary: 'One match with teams, scores by period, status, incidents and room links',
  query: z.object({ id: matchId }),
  data: matchDetailSchema,
});

export const h2hList = defineCall({
  method: 'GET',
  path: '/schedule/h2hList',
  role: 'any',
  tag: 'schedule',
  summary: 'Past meetings of the two teams, and each team recent form',
  query: z.object({ id: matchId, limit: limit(20, 10) }),
  data: z.object({
    meetings: z.array(matchSummarySchema),
    summary: z.object({ homeWins: z.number().int(), draws: z.number().int(), awayWins: z.number().int() }),
    homeForm: z.array(matchSummarySchema),
    awayForm: z.array(matchSummarySchema),
  }),
});

export const statsData = defineCall({
  method: 'GET',
  path: '/schedule/statsData',
  role: 'any',
  tag: 'schedule',
  summary: 'Match statistics: possession, shots ... or rebounds, assists ..., and a basketball box score',
  query: z.object({ id: matchId }),
  data: z.object({
    id: z.number().int(),
    stats: z.array(statSchema),
    boxScore: z
      .object({ home: z.array(boxScoreLineSchema), away: z.array(boxScoreLineSchema) })
      .nullable()
      .describe('Basketball: each player of each side, starters first; null when the feed sends none'),
  }),
});

// ---- sports and competitions ------------------------------------------------------------

export const categoryList = defineCall({
  method: 'GET',
  path: '/schedule/categoryList',
  role: 'any',
  tag: 'schedule',
  summary: 'The sports, with their competition and live counts',
  query: z.object({}),
  data: z.object({
    list: z.array(
      z.object({ sport: sportSchema, name: z.string(), competitions: z.number().int(), live: z.number().int() }),
    ),
  }),
});

export const categoryCompetition = defineCall({
  method: 'GET',
  path: '/schedule/categoryCompetition',
  role: 'any',
  tag: 'schedule',
  summary: 'The competitions of one sport',
  query: z.object({ sport }),
  data: z.object({ list: z.array(competitionSummarySchema) }),
});

export const liveCompetition = defineCall({
  method: 'GET',
  path: '/schedule/liveCompetition',
  role: 'any',
  tag: 'schedule',
  summary: 'Competitions with live matches now, with their counts',
  query: z.object({ sport: sport.optional() }),
  data: z.object({ list: z.array(competitionSummarySchema) }),
});

export const sidebarList = defineCall({
  method: 'GET',
  path: '/schedule/sidebarList',
  role: 'any',
  tag: 'schedule',
  summary: 'Sidebar: popular competitions and the ones live now',
  query: z.object({ sport: sport.optional() }),
  data: z.object({ popular: z.array(competitionSummarySchema), live: z.array(competitionSummarySchema) }),
});

export const sidebarCompetitionList = defineCall({
  method: 'POST',
  path: '/schedule/sidebarCompetitionList',
  role: 'any',
  tag: 'schedule',
  summary: 'Sidebar: the competitions of a sport or a country',
  body: z.object({ sport: sport.optional(), countryId: countryId.optional() }),
  data: z.object({ list: z.array(competitionSummarySchema) }),
});

// ---- by country ---------------------------------------------------------------------------

const countryGroup = z.object({ country: countrySchema, competitions: z.array(groupedMatchesSchema) });

export const countryScheduleList = defineCall({
  method: 'GET',
  path: '/schedule/countryScheduleList',
  role: 'any',
  tag: 'schedule',
  summary: 'Matches of a day grouped by country, then competition',
  query: z.object({ date: dayInput.optional(), sport: sport.optional() }),
  data: z.object({ date: z.string(), list: z.array(countryGroup) }),
});

export const countryScore = defineCall({
  method: 'GET',
  path: '/schedule/countryScore',
  role: 'any',
  tag: 'schedule',
  summary: 'Scores of one country matches on a day',
  query: z.object({ countryId, date: dayInput.optional() }),
  data: z.object({ country: countrySchema, date: z.string(), list: z.array(matchScoreSchema) }),
});

export const getCompetitionCountry = defineCall({
  method: 'POST',
  path: '/schedule/getCompetitionCountry',
  role: 'any',
  tag: 'schedule',
  summary: 'Competitions grouped by country',
  body: z.object({ sport: sport.optional() }),
  data: z.object({
    list: z.array(z.object({ country: countrySchema, competitions: z.array(competitionSummarySchema) })),
  }),
});

// ---- competition pages ----------------------------------------------------------------------

export const competitionScheduleList = defineCall({
  method: 'GET',
  path: '/schedule/competitionScheduleList',
  role: 'any',
  tag: 'schedule',
  summary: 'Matches of one competition season, by kickoff',
  query: z.object({ competitionId, seasonId: seasonId.optional(), page, limit: limit(500, 100) }),
  data: pagedMatches,
});

export const mobileCompetitionList = defineCall({
  method: 'POST',
  path: '/schedule/mobileCompetitionList',
  role: 'any',
  tag: 'schedule',
  summary: 'The league list page: popular competitions, then all by country',
  body: z.object({ sport: sport.optional() }),
  data: z.object({
    popular: z.array(competitionSummarySchema),
    countries: z.array(z.object({ country: countrySchema, competitions: z.array(competitionSummarySchema) })),
  }),
});

export const homePageCompetition = defineCall({
  method: 'POST',
  path: '/schedule/homePageCompetition',
  role: 'any',
  tag: 'schedule',
  summary: 'The competitions strip of the home page',
  body: z.object({ sport: sport.optional() }),
  data: z.object({ list: z.array(competitionSummarySchema) }),
});

const roundsAndList = z.object({
  competition: competitionSummarySchema,
  season: seasonSchema,
  rounds: z.array(z.string()),
  round: z.string().nullable().describe('The round shown: the one asked, else the current round'),
  list: z.array(matchSummarySchema),
});
const competitionRoundInput = z.object({ competitionId, seasonId: seasonId.optional(), round: round.optional() });
const SORTS = ['time', 'status'] as const;
const sort = z.enum(SORTS, { error: 'must be time or status' }).default('time');

export const listInCompetition = defineCall({
  method: 'POST',
  path: '/schedule/listInCompetition',
  role: 'any',
  tag: 'schedule',
  summary: 'A competition matches of one round (the current round by default)',
  body: competitionRoundInput,
  data: roundsAndList,
});

export const listInCompetitionSort = defineCall({
  method: 'POST',
  path: '/schedule/listInCompetitionSort',
  role: 'any',
  tag: 'schedule',
  summary: 'As listInCompetition, sorted by kickoff or with live matches first',
  body: competitionRoundInput.extend({ sort }),
  data: roundsAndList,
});

export const listInCompetitionScore = defineCall({
  method: 'POST',
  path: '/schedule/listInCompetitionScore',
  role: 'any',
  tag: 'schedule',
  summary: 'Scores only of a competition round, for light refreshes',
  body: competitionRoundInput,
  data: z.object({ list: z.array(matchScoreSchema) }),
});

export const COMPETITION_TABS = ['fixtures', 'results', 'live'] as const;
const competitionTab = z.enum(COMPETITION_TABS, { error: 'must be fixtures, results or live' });

export const tabListInCompetition = defineCall({
  method: 'POST',
  path: '/schedule/tabListInCompetition',
  role: 'any',
  tag: 'schedule',
  summary: 'A competition season matches of one tab: fixtures (to come), results or live',
  body: z.object({ competitionId, seasonId: seasonId.optional(), tab: competitionTab, page, limit: limit(500, 50) }),
  data: pagedMatches,
});

export const tabListInCompetitionSort = defineCall({
  method: 'POST',
  path: '/schedule/tabListInCompetitionSort',
  role: 'any',
  tag: 'schedule',
  summary: 'As tabListInCompetition, sorted by kickoff or with live matches first',
  body: z.object({
    competitionId,
    seasonId: seasonId.optional(),
    tab: competitionTab,
    sort,
    page,
    limit: limit(500, 50),
  }),
  data: pagedMatches,
});

// ---- seasons and tables -----------------------------------------------------------------------

export const seasonSelection = defineCall({
  method: 'POST',
  path: '/schedule/seasonSelection',
  role: 'any',
  tag: 'schedule',
  summary: 'The seasons of a competition, newest first, and the current one',
  body: z.object({ competitionId }),
  data: z.object({
    competition: competitionSummarySchema,
    list: z.array(seasonSchema),
    current: seasonSchema.nullable(),
  }),
});

export const seasonScheduleList = defineCall({
  method: 'POST',
  path: '/schedule/seasonScheduleList',
  role: 'any',
  tag: 'schedule',
  summary: 'A season fixtures and results, of one round or all rounds',
  body: z.object({ seasonId, round: round.optional() }),
  data: z.object({ season: seasonSchema, rounds: z.array(z.string()), list: z.array(matchSummarySchema) }),
});

export const seasonTable = defineCall({
  method: 'POST',
  path: '/schedule/seasonTable',
  role: 'any',
  tag: 'schedule',
  summary:
    "The standings a season's results imply, ranked by the competition's regulation; ties it cannot settle are listed, never picked silently",
  body: z.object({ seasonId }),
  data: z.object({
    competition: competitionSummarySchema,
    season: seasonSchema,
    tieBreak: tieBreakSchema,
    unresolved: z
      .array(unresolvedTieSchema)
      .describe('Teams still level after every criterion the results can settle, shown in name order'),
    rows: z.array(standingRowSchema),
    zones: z
      .array(tableZoneSchema)
      .describe(
        "What the table's positions lead to, from the regulation of the season; empty when the table is grouped or no regulation is known",
      ),
    groups: z
      .array(tableGroupSchema)
      .describe(
        'Conferences (with divisions) where the league ranks by them, each ranked on its own; empty for a single table',
      ),
  }),
});

export const seasonLeaders = defineCall({
  method: 'POST',
  path: '/schedule/seasonLeaders',
  role: 'any',
  tag: 'schedule',
  summary:
    "A season's top scorers and assists: goals from the stored goal incidents (football), points and assists from the box scores (basketball)",
  body: z.object({ seasonId, limit: z.number().int().min(1).max(50).default(10) }),
  data: z.object({ season: seasonSchema, scorers: z.array(leaderSchema), assists: z.array(leaderSchema) }),
});

export const seasonBracket = defineCall({
  method: 'POST',
  path: '/schedule/seasonBracket',
  role: 'any',
  tag: 'schedule',
  summary:
    "A season's knockout rounds as a bracket: rounds in order, each tie with its legs, aggregate and winner; empty for a league without knockout rounds",
  body: z.object({ seasonId }),
  data: z.object({ season: seasonSchema, rounds: z.array(bracketRoundSchema) }),
});

export const tableDetail = defineCall({
  method: 'POST',
  path: '/schedule/tableDetail',
  role: 'any',
  tag: 'schedule',
  summary: 'A standings table detail: home and away splits and recent form, for every team or one',
  body: z.object({ seasonId, teamId: teamId.optional() }),
  data: z.object({
    season: seasonSchema,
    rows: z.array(
      z.object({
        position: z.number().int(),
        team: teamSchema,
        home: splitSchema,
        away: splitSchema,
        form: standingRowSchema.shape.form,
        last: z.array(matchSummarySchema),
      }),
    ),
  }),
});

// ---- hot and recommended -------------------------------------------------------------------------

export const hotList = defineCall({
  method: 'POST',
  path: '/schedule/hotList',
  role: 'any',
  tag: 'schedule',
  summary: 'Hot matches: live and upcoming matches of the hot competitions and the ones marked hot',
  body: z.object({ sport: sport.optional(), limit: limit(100, 20) }),
  data: matchList,
});

export const hotListSort = defineCall({
  method: 'POST',
  path: '/schedule/hotListSort',
  role: 'any',
  tag: 'schedule',
  summary: 'As hotList, sorted by kickoff or with live matches first',
  body: z.object({ sport: sport.optional(), sort, limit: limit(100, 20) }),
  data: matchList,
});

export const recommendList = defineCall({
  method: 'POST',
  path: '/schedule/recommendList',
  role: 'any',
  tag: 'schedule',
  summary: 'Recommended matches: live first, then the next ones of popular competitions',
  body: z.object({ sport: sport.optional(), limit: limit(50, 10) }),
  data: matchList,
});

export const recommendationArea = defineCall({
  method: 'POST',
  path: '/schedule/recommendationArea',
  role: 'any',
  tag: 'schedule',
  summary: 'The home recommendation areas: one block of matches per popular competition',
  body: z.object({ limit: limit(20, 4) }),
  data: z.object({
    areas: z.array(z.object({ competition: competitionSummarySchema, list: z.array(matchSummarySchema) })),
  }),
});

export const homePageRotator = defineCall({
  method: 'POST',
  path: '/schedule/homePageRotator',
  role: 'any',
  tag: 'schedule',
  summary: 'The home banner rotator: featured matches (admins configure it later)',
  body: z.object({}),
  data: z.object({
    list: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        subtitle: z.string(),
        link: z.string(),
        image: z.string().nullable(),
        match: matchSummarySchema.nullable(),
      }),
    ),
  }),
});

export const groupList = defineCall({
  method: 'GET',
  path: '/group/list',
  role: 'any',
  tag: 'schedule',
  summary: 'Hot groups shown on home (page=5, usable=1, limit=8, with an app-id header: requirement hot-groups)',
  query: z.object({
    page: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(1),
    usable: z.coerce.number({ error: 'must be 0 or 1' }).int().min(0).max(1).default(1),
    limit: limit(50, 8),
  }),
  data: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        competitionId: z.number().int(),
        sport: sportSchema,
        logo: z.string().nullable(),
        live: z.number().int(),
        usable: z.boolean(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});

// ---- teams and search (issue 10) ---------------------------------------------------------------------

const teamCardSchema = teamSchema.extend({ sport: sportSchema, country: countrySchema.nullable() });

export const teamDetail = defineCall({
  method: 'GET',
  path: '/schedule/teamDetail',
  role: 'any',
  tag: 'schedule',
  summary: 'A team page: its next and last matches, its place in each current table, its form and its squad',
  query: z.object({ id: teamId, limit: limit(20, 5) }),
  data: z.object({
    team: teamCardSchema,
    next: z.array(matchSummarySchema).describe('Live first, then the next ones by kickoff'),
    last: z.array(matchSummarySchema).describe('Finished matches, newest first'),
    tables: z
      .array(
        z.object({
          competition: competitionSummarySchema,
          season: seasonSchema,
          size: z.number().int().describe('Teams in the table'),
          row: standingRowSchema,
        }),
      )
      .describe('The team in each table of a current season it plays in'),
    form: standingRowSchema.shape.form.describe('Last five results in any competition, oldest first'),
    squad: z
      .array(
        z.object({
          id: z.number().int().describe('The player page id'),
          name: z.string(),
          number: z.number().int().nullable(),
          position: z.string().nullable(),
        }),
      )
      .describe('Empty when the feed has no squad'),
  }),
});

export const search = defineCall({
  method: 'GET',
  path: '/schedule/search',
  role: 'any',
  tag: 'schedule',
  summary:
    'Type-ahead search over teams, players, competitions and today (in the tz header) matches: accents and case ignored, English and Portuguese names',
  query: z.object({
    q: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(60, { error: 'must be at most 60 characters' }),
    limit: limit(20, 6),
  }),
  data: z.object({
    teams: z.array(teamCardSchema),
    players: z
      .array(
        z.object({ id: z.number().int(), name: z.string(), position: z.string().nullable(), team: teamCardSchema }),
      )
      .describe('Players by name, with their team and its sport'),
    competitions: z.array(competitionSummarySchema),
    matches: z.array(matchSummarySchema),
  }),
});

// ---- feed ingestion -------------------------------------------------------------------------------

export const mqttMessageSend = defineCall({
  method: 'POST',
  path: '/schedule/mqttMessageSend',
  role: 'feed',
  tag: 'feed',
  summary: 'Feed ingestion: a match update is validated, stored, then published on {product}/match/v1',
  body: matchUpdateInputSchema,
  data: z.object({
    id: z.number().int(),
    seq: z.number().int(),
    published: z.boolean(),
    changed: z
      .boolean()
      .describe('False when the update changed nothing a fan sees: nothing was stored or published, seq stays'),
  }),
});
