import { z } from 'zod';
import type { CallData } from '@placar/contract/call';
import type { homePageRotator, hotList, hotListSort, recommendationArea, recommendList } from '@placar/contract/calls/schedule';
import type { Database } from '../../db/client.ts';
import { logoOrCrest } from '../crests/crest-url.ts';
import type { InputOf } from './call-types.ts';
import { isPopular, loadCatalog, summaryOf } from './catalog.ts';
import { findMatches } from './match.repository.ts';
import type { MatchRow } from './match.repository.ts';
import { byStatus, matchView, nameIn } from './match-view.ts';
import type { Viewer } from './match-view.ts';
import { readSetting } from './reference.repository.ts';

/** A match that has not started three hours after its kickoff is not "upcoming" for these lists. */
const UPCOMING_GRACE_MS = 3 * 3_600_000;

async function liveAndNext(db: Database, now: Date, filter: { sport?: 'football' | 'basketball' | undefined; hot?: boolean; competitionId?: number }, limit: number) {
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

export async function hotMatches(db: Database, viewer: Viewer, input: InputOf<typeof hotListSort>, now: Date): Promise<CallData<typeof hotList>> {
  const rows = await liveAndNext(db, now, { sport: input.sport, hot: true }, input.limit);
  rows.sort(input.sort === 'time' ? (a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.id - b.id : byStatus);
  return { list: rows.slice(0, input.limit).map((row) => matchView(row, viewer)) };
}

export async function recommendedMatches(db: Database, viewer: Viewer, input: InputOf<typeof recommendList>, now: Date): Promise<CallData<typeof recommendList>> {
  const catalog = await loadCatalog(db);
  const rows = (await liveAndNext(db, now, { sport: input.sport }, input.limit * 4)).filter((row) => {
    const competition = catalog.competitionById.get(row.competition.id);
    return row.hot || (competition !== undefined && isPopular(competition));
  });
  rows.sort((a, b) => byStatus(a, b));
  return { list: rows.slice(0, input.limit).map((row) => matchView(row, viewer)) };
}

export async function recommendationAreas(db: Database, viewer: Viewer, input: InputOf<typeof recommendationArea>, now: Date): Promise<CallData<typeof recommendationArea>> {
  const catalog = await loadCatalog(db);
  const popular = catalog.competitions.filter(isPopular);
  const lists = await Promise.all(popular.map((row) => liveAndNext(db, now, { competitionId: row.id }, input.limit)));
  return {
    areas: popular.flatMap((row, index) => {
      const rows = (lists[index] ?? []).sort(byStatus).slice(0, input.limit);
      return rows.length === 0 ? [] : [{ competition: summaryOf(catalog, row, viewer.language), list: rows.map((match) => matchView(match, viewer)) }];
    }),
  };
}

/** The shape admins store under the `home.rotator` setting. */
const rotatorSetting = z.array(
  z.object({
    id: z.union([z.string(), z.number()]).transform(String).optional(),
    title: z.string().optional(),
    subtitle: z.string().optional(),
    link: z.string().optional(),
    image: z.string().nullable().optional(),
    matchId: z.number().int().positive().optional(),
  }),
);

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

export async function rotator(db: Database, viewer: Viewer, now: Date): Promise<CallData<typeof homePageRotator>> {
  const setting = rotatorSetting.safeParse(await readSetting(db, 'home.rotator'));
  if (setting.success && setting.data.length > 0) {
    const ids = setting.data.flatMap((item) => (item.matchId === undefined ? [] : [item.matchId]));
    const rows = new Map((await findMatches(db, { ids })).map((row) => [row.id, row]));
    return {
      list: setting.data.map((item, index) => {
        const row = item.matchId === undefined ? undefined : rows.get(item.matchId);
        const banner = row === undefined ? undefined : bannerOf(row, viewer);
        return {
          id: item.id ?? banner?.id ?? `banner-${index + 1}`,
          title: item.title ?? banner?.title ?? '',
          subtitle: item.subtitle ?? banner?.subtitle ?? '',
          link: item.link ?? banner?.link ?? `/${viewer.language}`,
          image: item.image ?? banner?.image ?? null,
          match: banner?.match ?? null,
        };
      }),
    };
  }
  const rows = (await liveAndNext(db, now, { hot: true }, ROTATOR_SIZE)).sort(byStatus).slice(0, ROTATOR_SIZE);
  return { list: rows.map((row) => bannerOf(row, viewer)) };
}
