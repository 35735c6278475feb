import { h2hList, scheduleOne, statsData } from '@placar/contract/calls/schedule';
import { toLanguage } from '@placar/contract/languages';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/live';
import { useTimeZone } from '../features/app-shell/use-time-zone.ts';
import { MatchPage } from '../features/match/match-page.tsx';
import { scriptJson, sportsEventJsonLd } from '../features/match/sports-event-json-ld.ts';
import { matchPath } from '../lib/matches/match-path.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { isNumericId, isSlug, notFound } from '../lib/route-params.ts';
import { siteOrigin } from '../lib/public-config.server.ts';
import { loadCall, loadOptional } from '../lib/server-api.server.ts';

/** {name} is the match slug (a wrong one still works, the canonical link names the right one), {id} the match id. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isSlug(params.name) || !isNumericId(params.id)) return notFound();
  const context = { request, lang: toLanguage(params.lang) };
  const id = Number(params.id);
  const [match, stats, h2h] = await Promise.all([
    loadCall(context, scheduleOne, { id }),
    loadOptional(context, statsData, { id }),
    loadOptional(context, h2hList, { id }),
  ]);
  const canonical = new URL(matchPath(context.lang, match), siteOrigin(request)).href;
  return { match, stats, h2h, canonical };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return pageMeta(args, 'live');
  const { match } = data;
  const score = match.home.score !== null ? ` ${match.home.score}-${match.away.score} ` : ' vs ';
  return [...pageMeta(args, 'live', `${match.home.team.name}${score}${match.away.team.name}`), { tagName: 'link', rel: 'canonical', href: data.canonical }];
};

export default function Live({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = toLanguage(params.lang);
  const timeZone = useTimeZone();
  const { match, stats, h2h, canonical } = loaderData;
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="page-live">
      <h1 className="sr-only">{t('pages.live.heading')}</h1>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(sportsEventJsonLd(match, canonical)) }} />
      <MatchPage key={match.id} match={match} stats={stats} h2h={h2h} lang={lang} timeZone={timeZone} />
    </section>
  );
}
