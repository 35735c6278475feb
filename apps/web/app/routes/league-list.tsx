import { mobileCompetitionList } from '@placar/contract/calls/schedule';
import { toLanguage } from '@placar/contract/languages';
import { useTranslation } from '../i18n/use-translation.tsx';
import type { Route } from './+types/league-list';
import { LeagueLinks } from '../components/matches/league-links.tsx';
import { LoadFailed } from '../components/matches/load-failed.tsx';
import { parseSport, SportFilter } from '../features/schedule/sport-filter.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';
import { loadOptional } from '../lib/api/server-api.server.ts';

export async function loader({ params, request }: Route.LoaderArgs) {
  const sport = parseSport(new URL(request.url).searchParams.get('sport'));
  const leagues = await loadOptional(
    { request, lang: toLanguage(params.lang) },
    mobileCompetitionList,
    sport ? { sport } : {},
  );
  return { sport, leagues };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'league');

export default function LeagueList({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = toLanguage(params.lang);
  const { sport, leagues } = loaderData;
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5" data-testid="page-league">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{t('pages.league.heading')}</h1>
        <p className="mt-1 text-sm text-slate-400">{t('pages.league.lead')}</p>
      </header>
      <SportFilter pathname={`/${lang}/schedule/league`} sport={sport} />
      {!leagues ? (
        <LoadFailed />
      ) : (
        <>
          {leagues.popular.length > 0 ? (
            <section className="rounded-2xl border border-ink-800 bg-ink-900 p-2" data-testid="popular-leagues">
              <h2 className="px-3 pt-2 pb-1 text-xs font-bold tracking-wider text-slate-400 uppercase">
                {t('leagues.popular')}
              </h2>
              <LeagueLinks competitions={leagues.popular} lang={lang} />
            </section>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            {leagues.countries.map(({ country, competitions }) => (
              <section
                key={country.id}
                className="rounded-2xl border border-ink-800 bg-ink-900 p-2"
                data-testid="country-leagues"
                data-country={country.code}
              >
                <h2 className="flex items-center gap-2 px-3 pt-2 pb-1 text-sm font-bold text-slate-300">
                  <span className="rounded bg-ink-800 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-slate-400">
                    {country.code}
                  </span>
                  {country.name}
                </h2>
                <LeagueLinks competitions={competitions} lang={lang} />
              </section>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
