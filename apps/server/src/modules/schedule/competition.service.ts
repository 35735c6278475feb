import type { Sport } from '@placar/contract/sports/served-sports';
import type { CallData } from '@placar/contract/call';
import type {
  categoryCompetition,
  categoryList,
  getCompetitionCountry,
  groupList,
  homePageCompetition,
  liveCompetition,
  mobileCompetitionList,
  sidebarCompetitionList,
  sidebarList,
} from '@placar/contract/calls/schedule';
import type { CompetitionSummary } from '@placar/contract/schedule-entities';
import type { Database } from '../../db/client.ts';
import type { InputOf } from './call-types.ts';
import { countryOrWorld, isPopular, loadCatalog, requireCountry, summaryOf } from './catalog.ts';
import type { Catalog } from './catalog.ts';
import { logoOrCrest } from '../crests/crest-url.ts';
import { nameIn } from './match-view.ts';
import type { Viewer } from './match-view.ts';
import type { CompetitionRow } from './reference.repository.ts';

type SportFilter = { sport?: Sport | undefined };

function ofSport(catalog: Catalog, input: SportFilter): CompetitionRow[] {
  return catalog.competitions.filter((row) => input.sport === undefined || row.sport === input.sport);
}

function summaries(catalog: Catalog, rows: CompetitionRow[], viewer: Viewer): CompetitionSummary[] {
  return rows.map((row) => summaryOf(catalog, row, viewer.language));
}

function byCountry(catalog: Catalog, rows: CompetitionRow[], viewer: Viewer) {
  const groups = new Map<number, CompetitionRow[]>();
  for (const row of rows) {
    const id = countryOrWorld(catalog, row.countryId, viewer.language).id;
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return [...groups.values()]
    .map((group) => ({
      country: countryOrWorld(catalog, group[0]?.countryId ?? null, viewer.language),
      competitions: summaries(catalog, group, viewer),
    }))
    .sort((a, b) => a.country.name.localeCompare(b.country.name, viewer.language === 'br' ? 'pt-BR' : 'en'));
}

export async function categories(db: Database, viewer: Viewer): Promise<CallData<typeof categoryList>> {
  const catalog = await loadCatalog(db);
  return {
    list: catalog.sports.map((sport) => {
      const rows = catalog.competitions.filter((row) => row.sport === sport.code);
      return {
        sport: sport.code as Sport,
        name: nameIn(viewer.language, sport),
        competitions: rows.length,
        live: rows.reduce((total, row) => total + (catalog.live.get(row.id) ?? 0), 0),
      };
    }),
  };
}

export async function competitionsOfSport(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof categoryCompetition>,
): Promise<CallData<typeof categoryCompetition>> {
  const catalog = await loadCatalog(db);
  return { list: summaries(catalog, ofSport(catalog, input), viewer) };
}

export async function liveCompetitions(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof liveCompetition>,
): Promise<CallData<typeof liveCompetition>> {
  const catalog = await loadCatalog(db);
  return {
    list: summaries(
      catalog,
      ofSport(catalog, input).filter((row) => (catalog.live.get(row.id) ?? 0) > 0),
      viewer,
    ),
  };
}

export async function sidebar(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof sidebarList>,
): Promise<CallData<typeof sidebarList>> {
  const catalog = await loadCatalog(db);
  const rows = ofSport(catalog, input);
  return {
    popular: summaries(catalog, rows.filter(isPopular), viewer),
    live: summaries(
      catalog,
      rows.filter((row) => (catalog.live.get(row.id) ?? 0) > 0),
      viewer,
    ),
  };
}

export async function sidebarCompetitions(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof sidebarCompetitionList>,
): Promise<CallData<typeof sidebarCompetitionList>> {
  const catalog = await loadCatalog(db);
  if (input.countryId !== undefined) requireCountry(catalog, input.countryId);
  const rows = ofSport(catalog, input).filter(
    (row) => input.countryId === undefined || row.countryId === input.countryId,
  );
  return { list: summaries(catalog, rows, viewer) };
}

export async function competitionsByCountry(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof getCompetitionCountry>,
): Promise<CallData<typeof getCompetitionCountry>> {
  const catalog = await loadCatalog(db);
  return { list: byCountry(catalog, ofSport(catalog, input), viewer) };
}

export async function leagueList(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof mobileCompetitionList>,
): Promise<CallData<typeof mobileCompetitionList>> {
  const catalog = await loadCatalog(db);
  const rows = ofSport(catalog, input);
  return { popular: summaries(catalog, rows.filter(isPopular), viewer), countries: byCountry(catalog, rows, viewer) };
}

const HOME_STRIP = 12;

export async function homeCompetitions(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof homePageCompetition>,
): Promise<CallData<typeof homePageCompetition>> {
  const catalog = await loadCatalog(db);
  const rows = ofSport(catalog, input);
  const popular = rows.filter(isPopular);
  return { list: summaries(catalog, (popular.length > 0 ? popular : rows).slice(0, HOME_STRIP), viewer) };
}

/**
 * Hot groups: the competitions admins pointed, in their order, else the hot competitions, live
 * ones first; with their live counts. `page` names where the list is shown (the one example in requirement hot-groups,
 * page=5, is the home page: decision 0061), so every page value answers the same first `limit`.
 */
export async function hotGroups(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof groupList>,
  pointed: readonly number[] = [],
): Promise<CallData<typeof groupList>> {
  const catalog = await loadCatalog(db);
  const live = (row: CompetitionRow) => catalog.live.get(row.id) ?? 0;
  const chosen = pointed.flatMap((id) => catalog.competitionById.get(id) ?? []);
  const automatic = () =>
    catalog.competitions.filter((row) => row.hot).sort((a, b) => live(b) - live(a) || a.priority - b.priority);
  // Every group is usable today; usable=0 asks for the unusable ones, so none.
  const rows = input.usable === 1 ? (chosen.length > 0 ? chosen : automatic()) : [];
  const page = rows.slice(0, input.limit);
  return {
    list: page.map((row) => ({
      id: row.id,
      name: nameIn(viewer.language, row),
      competitionId: row.id,
      sport: row.sport as Sport,
      logo: logoOrCrest('competition', row.id, row.logo),
      live: live(row),
      usable: true,
    })),
    total: rows.length,
    page: input.page,
    limit: input.limit,
  };
}
