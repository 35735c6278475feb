import { listInCompetition, seasonSelection, seasonTable } from '@placar/contract/calls/schedule';
import { COMPETITIONS_WITHOUT_TABLE } from '@placar/contract/constants';
import { toLanguage } from '@placar/contract/languages';
import { useTranslation } from '../i18n/use-translation.tsx';
import type { Route } from './+types/league-detail';
import { FavoriteStar } from '../components/matches/favorite-star.tsx';
import { TeamBadge } from '../components/matches/team-badge.tsx';
import { useTimeZone } from '../lib/time/use-time-zone.ts';
import { LeagueView } from '../features/league/league-view.tsx';
import { SeasonPicker } from '../features/league/season-picker.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';
import { isNumericId, notFound } from '../lib/page/route-params.ts';
import { loadCall, loadOptional } from '../lib/api/server-api.server.ts';

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isNumericId(params.id)) return notFound();
  const context = { request, lang: toLanguage(params.lang) };
  const competitionId = Number(params.id);
  const url = new URL(request.url);
  const seasons = await loadCall(context, seasonSelection, { competitionId });
  const asked = Number(url.searchParams.get('season'));
  const season = seasons.list.find((item) => item.id === asked) ?? seasons.current ?? seasons.list[0] ?? null;
  const round = url.searchParams.get('round')?.slice(0, 40) || undefined;
  const [fixtures, table] = season
    ? await Promise.all([
        loadOptional(context, listInCompetition, { competitionId, seasonId: season.id, ...(round ? { round } : {}) }),
        COMPETITIONS_WITHOUT_TABLE.includes(seasons.competition.code)
          ? null
          : loadOptional(context, seasonTable, { seasonId: season.id }),
      ])
    : [null, null];
  return {
    id: params.id,
    competition: seasons.competition,
    seasons: seasons.list,
    season,
    fixtures,
    table:
      table === null
        ? null
        : {
            rows: table.rows,
            tieBreak: table.tieBreak,
            unresolved: table.unresolved,
            zones: table.zones,
            groups: table.groups,
          },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'leagueDetail', args.loaderData?.competition.name);

export default function LeagueDetail({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = toLanguage(params.lang);
  const timeZone = useTimeZone();
  const { competition, seasons, season, fixtures, table } = loaderData;
  const base = `/${lang}/schedule/league/${competition.id}`;
  return (
    <section
      className="mx-auto flex w-full max-w-4xl flex-col gap-5"
      data-testid="page-leagueDetail"
      data-competition-id={competition.id}
    >
      <header className="flex flex-wrap items-center gap-4 rounded-2xl border border-ink-800 bg-gradient-to-br from-ink-850 to-ink-950 p-4">
        <TeamBadge name={competition.name} logo={competition.logo} size="lg" />
        <div className="min-w-0 flex-1 basis-48">
          {/* The page's h1 is the league's name (issue 34); the kind of page is its label above. */}
          <p className="text-xs font-bold tracking-wider text-slate-400 uppercase">{t('pages.leagueDetail.heading')}</p>
          <div className="flex items-center gap-1">
            <h1 className="truncate text-2xl font-extrabold tracking-tight text-white" data-testid="league-name">
              {competition.name}
            </h1>
            <FavoriteStar kind="competition" id={competition.id} name={competition.name} />
          </div>
          {competition.country ? <p className="text-sm text-slate-400">{competition.country.name}</p> : null}
        </div>
        {season && seasons.length > 0 ? (
          <SeasonPicker seasons={seasons} seasonId={season.id} href={(id) => `${base}?season=${id}`} />
        ) : null}
      </header>
      {season ? (
        <LeagueView
          key={season.id}
          competition={competition}
          seasonId={season.id}
          seasons={seasons}
          fixtures={fixtures}
          table={table}
          lang={lang}
          timeZone={timeZone}
          roundHref={(round) => `${base}?season=${season.id}&round=${encodeURIComponent(round)}`}
        />
      ) : (
        <p className="text-slate-400">{t('league.noSeason')}</p>
      )}
    </section>
  );
}
