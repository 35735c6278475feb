import { siteConfig } from '@placar/contract/calls/admin';
import { liveRecommendList } from '@placar/contract/calls/live';
import { groupList, mobileCompetitionList, mobilList } from '@placar/contract/calls/schedule';
import { toLanguage } from '@placar/contract/languages';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { LeagueLinks } from '../components/matches/league-links.tsx';
import { LoadFailed } from '../components/matches/load-failed.tsx';
import { useTimeZone } from '../lib/time/use-time-zone.ts';
import { firstScreenList, HomeMatches } from '../features/home/home-matches.tsx';
import { HotGroups } from '../features/home/hot-groups.tsx';
import { useSiteConfig } from '../features/home/use-site-config.ts';
import { Marquee } from '../components/ui/marquee.tsx';
import { isMatchTab } from '../features/home/home-tabs.tsx';
import { KeptPages } from '../features/home/home-keep-alive.ts';
import { LiveRoomsStrip } from '../features/live-room/live-rooms-strip.tsx';
import { parseCookies } from '../lib/session/cookies.ts';
import { orderMatchGroups, visitorCountries } from '../lib/matches/group-order.ts';
import { pageMeta } from '../lib/page/page-meta.ts';
import { requestTimeZone } from '../lib/time/time-zone.ts';
import { loadOptional } from '../lib/api/server-api.server.ts';
import { CookieName } from '../state/storage-keys.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const context = { request, lang: toLanguage(params.lang) };
  const saved = parseCookies(request.headers.get('cookie'))[CookieName.matchType];
  const config = await loadOptional(context, siteConfig, {});
  // The saved tab, unless an admin hid it since.
  const shown = config?.tabs.map((tab) => tab.key);
  const tab = isMatchTab(saved) && (!shown || shown.includes(saved)) ? saved : (shown?.[0] ?? 'all');
  // requirement hot-groups: the home asks /group/list with page=5, usable=1, limit=8.
  const [list, leagues, groups, rooms] = await Promise.all([
    loadOptional(context, mobilList, { tab }),
    loadOptional(context, mobileCompetitionList, {}),
    loadOptional(context, groupList, { page: 5, usable: 1, limit: 8 }),
    loadOptional(context, liveRecommendList, { limit: 8 }),
  ]);
  // restored: answered from the page kept in this tab (clientLoader), not by the server.
  // The HTML draws the first screen of matches in the visitor's order (decision 0136; favourites
  // are the browser's: none here); the loader data carries just those (decision 0101).
  const visitor = {
    favorites: new Set<string>(),
    countries: visitorCountries(context.lang, requestTimeZone(request.headers.get('cookie'))),
  };
  return {
    list: list ? firstScreenList({ ...list, groups: orderMatchGroups(list.groups, visitor) }) : list,
    popular: leagues?.popular.slice(0, 8) ?? [],
    config,
    hotGroups: groups?.list ?? [],
    rooms: rooms?.list ?? [],
    restored: false as boolean,
  };
}

type HomeData = Awaited<ReturnType<typeof loader>>;

// The home as last shown, per language, live updates included: a return shows it at once (decision 0068).
const keptHome = new KeptPages<HomeData>();

/** Back (or again) on home: the kept page at once, brought up to date by the page itself; else the server's. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const lang = toLanguage(params.lang);
  const kept = keptHome.recall(lang);
  if (kept !== undefined) return { ...kept, restored: true };
  const fresh = await serverLoader();
  keptHome.remember(lang, fresh);
  return fresh;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'home');

export default function Home({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = toLanguage(params.lang);
  const timeZone = useTimeZone();
  const { list, popular, hotGroups, rooms } = loaderData;
  const config = useSiteConfig(loaderData.config);
  // Children's effects run first: the list the matches keep live is laid over this snapshot just after.
  useEffect(() => keptHome.remember(lang, loaderData), [lang, loaderData]);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]" data-testid="page-home">
      <section className="flex min-w-0 flex-col gap-4">
        <header className="flex items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{t('pages.home.heading')}</h1>
            <p className="mt-1 text-sm text-slate-400">{t('pages.home.lead')}</p>
          </div>
          <Link
            to={`/${lang}/schedule/today`}
            className="hidden shrink-0 text-sm font-semibold text-pitch-400 hover:text-pitch-50 sm:inline"
          >
            {t('matches.fullSchedule')} →
          </Link>
        </header>
        {config?.announcement ? (
          <Marquee text={config.announcement} label={t('home.announcement')} testId="announcement" />
        ) : null}
        <HotGroups groups={hotGroups} lang={lang} />
        <LiveRoomsStrip initial={rooms} lang={lang} />
        {list ? (
          <HomeMatches
            initial={list}
            lang={lang}
            timeZone={timeZone}
            tabs={config?.tabs}
            restored={loaderData.restored}
            onShown={(shown) => keptHome.update(lang, (kept) => ({ ...kept, list: shown }))}
          />
        ) : (
          <LoadFailed />
        )}
      </section>
      {popular.length > 0 ? (
        <aside className="hidden lg:block">
          <div className="sticky top-20 rounded-2xl border border-ink-800 bg-ink-900 p-2">
            <h2 className="px-3 pt-2 pb-1 text-xs font-bold tracking-wider text-slate-400 uppercase">
              {t('leagues.popular')}
            </h2>
            <LeagueLinks competitions={popular} lang={lang} />
          </div>
        </aside>
      ) : null}
    </div>
  );
}
