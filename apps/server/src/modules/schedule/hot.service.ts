import type { Sport } from '@placar/contract/sports/served-sports';
import type { RotatorBanner } from '@placar/contract/admin-entities';
import type { Language } from '@placar/contract/languages';
import type { CallData } from '@placar/contract/call';
import type {
  homePageRotator,
  hotList,
  hotListSort,
  recommendationArea,
  recommendList,
} from '@placar/contract/calls/schedule';
import type { Database } from '../../db/client.ts';
import { logoOrCrest } from '../crests/crest-url.ts';
import type { InputOf } from './call-types.ts';
import { isPopular, loadCatalog, summaryOf } from './catalog.ts';
import { findMatches } from './match.repository.ts';
import type { MatchRow } from './match.repository.ts';
import { byStatus, matchView, nameIn } from './match-view.ts';
import type { Viewer } from './match-view.ts';

/** A match that has not started three hours after its kickoff is not "upcoming" for these lists. */
const UPCOMING_GRACE_MS = 3 * 3_600_000;

async function liveAndNext(
  db: Database,
  now: Date,
  filter: { sport?: Sport | undefined; hot?: boolean; competitionId?: number },
  limit: number,
) {
  const base = {
    ...(filter.sport === undefined ? {} : { sport: filter.sport }),
    ...(filter.hot === true ? { hot: true } : {}),
    ...(filter.competitionId === undefined ? {} : { competitionId: filter.competitionId }),
  };
  const [live, next] = await Promise.all([
    findMatches(db, { ...base, phases: ['live'] }),
    findMatches(db, { ...base, phases: ['upcoming'], from: new Date(now.getTime() - UPCOMING_GRACE_MS), limit }),
  ]);
  return [...live, ...next];
}

export async function hotMatches(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof hotListSort>,
  now: Date,
): Promise<CallData<typeof hotList>> {
  const rows = await liveAndNext(db, now, { sport: input.sport, hot: true }, input.limit);
  rows.sort(input.sort === 'time' ? (a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.id - b.id : byStatus);
  return { list: rows.slice(0, input.limit).map((row) => matchView(row, viewer)) };
}

/** Recommended matches: those admins pointed first (in their order), then live and next ones of popular competitions. */
export async function recommendedMatches(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof recommendList>,
  now: Date,
  pointed: readonly number[] = [],
): Promise<CallData<typeof recommendList>> {
  const catalog = await loadCatalog(db);
  const chosen = pointed.length === 0 ? [] : await findMatches(db, { ids: [...pointed] });
  const byId = new Map(chosen.map((row) => [row.id, row]));
  const first = pointed
    .flatMap((id) => byId.get(id) ?? [])
    .filter((row) => input.sport === undefined || row.sport === input.sport);
  const rows = (await liveAndNext(db, now, { sport: input.sport }, input.limit * 4)).filter((row) => {
    const competition = catalog.competitionById.get(row.competition.id);
    return !byId.has(row.id) && (row.hot || (competition !== undefined && isPopular(competition)));
  });
  rows.sort((a, b) => byStatus(a, b));
  return { list: [...first, ...rows].slice(0, input.limit).map((row) => matchView(row, viewer)) };
}

/** One block per competition: those admins pointed, in their order, else the popular ones. */
export async function recommendationAreas(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof recommendationArea>,
  now: Date,
  pointed: readonly number[] = [],
): Promise<CallData<typeof recommendationArea>> {
  const catalog = await loadCatalog(db);
  const chosen = pointed.flatMap((id) => catalog.competitionById.get(id) ?? []);
  const areas = chosen.length > 0 ? chosen : catalog.competitions.filter(isPopular);
  const lists = await Promise.all(areas.map((row) => liveAndNext(db, now, { competitionId: row.id }, input.limit)));
  return {
    areas: areas.flatMap((row, index) => {
      const rows = (lists[index] ?? []).sort(byStatus).slice(0, input.limit);
      return rows.length === 0
        ? []
        : [
            {
              competition: summaryOf(catalog, row, viewer.language),
              list: rows.map((match) => matchView(match, viewer)),
            },
          ];
    }),
  };
}

const ROTATOR_SIZE = 5;

function bannerOf(row: MatchRow, viewer: Viewer) {
  const match = matchView(row, viewer);
  const when = match.status.phase === 'upcoming' ? `${match.localDate} ${match.localTime}` : match.status.text;
  return {
    id: `match-${row.id}`,
    title: `${match.home.team.name} vs ${match.away.team.name}`,
    subtitle: `${nameIn(viewer.language, row.competition)} · ${when}`,
    link: `/${viewer.language}/schedule/${row.id}`,
    image: logoOrCrest('competition', row.competition.id, row.competition.logo),
    match,
  };
}

/** A banner is shown from its start (if any) until its end (if any). */
function isShown(banner: RotatorBanner, now: Date): boolean {
  return (
    (banner.startsAt === null || Date.parse(banner.startsAt) <= now.getTime()) &&
    (banner.endsAt === null || Date.parse(banner.endsAt) > now.getTime())
  );
}

/** A path on the site gets the caller's language when it has none (/schedule/1 -> /br/schedule/1). */
function localizedLink(link: string, language: Language): string {
  if (!link.startsWith('/') || /^\/(en|br)(\/|$)/.test(link) || link.startsWith('/about/')) return link;
  return `/${language}${link === '/' ? '' : link}`;
}

/** The home rotator: the admins' banners shown now, in order; without any, the hot matches. */
export async function rotator(
  db: Database,
  viewer: Viewer,
  now: Date,
  banners: readonly RotatorBanner[] = [],
): Promise<CallData<typeof homePageRotator>> {
  const shown = banners.filter((banner) => isShown(banner, now));
  if (shown.length > 0) {
    const ids = shown.flatMap((banner) => (banner.matchId === null ? [] : [banner.matchId]));
    const rows = new Map((ids.length === 0 ? [] : await findMatches(db, { ids })).map((row) => [row.id, row]));
    const text = (value: { en: string; br: string }) => value[viewer.language] || value.en;
    return {
      list: shown.map((banner) => {
        const row = banner.matchId === null ? undefined : rows.get(banner.matchId);
        const auto = row === undefined ? undefined : bannerOf(row, viewer);
        return {
          id: banner.id,
          title: text(banner.title) || auto?.title || '',
          subtitle: text(banner.subtitle) || auto?.subtitle || '',
          link:
            banner.link === null ? (auto?.link ?? `/${viewer.language}`) : localizedLink(banner.link, viewer.language),
          image: banner.image ?? auto?.image ?? null,
          match: auto?.match ?? null,
        };
      }),
    };
  }
  const rows = (await liveAndNext(db, now, { hot: true }, ROTATOR_SIZE)).sort(byStatus).slice(0, ROTATOR_SIZE);
  return { list: rows.map((row) => bannerOf(row, viewer)) };
}
