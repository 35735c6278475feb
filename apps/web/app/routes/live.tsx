import { liveInnerList } from '@placar/contract/calls/live';
import { lineups as lineupsCall } from '@placar/contract/calls/players';
import { h2hList, scheduleOne, seasonTable, statsData } from '@placar/contract/calls/schedule';
import { toLanguage } from '@placar/contract/languages';
import type { Route } from './+types/live';
import { useTimeZone } from '../lib/time/use-time-zone.ts';
import { useSpoilerGate } from '../features/live-room/score/use-spoiler-gate.ts';
import { useMatchRooms, WatchRooms } from '../features/live-room/watch/watch-rooms.tsx';
import { MatchPage } from '../features/match/match-page.tsx';
import { scriptJson, sportsEventJsonLd } from '../features/match/sports-event-json-ld.ts';
import { matchPath } from '../lib/matches/match-path.ts';
import { matchTitle } from '../lib/matches/match-title.ts';
import { pageMeta } from '../lib/page/page-meta.ts';
import { serverNow } from '../lib/time/request-clock.ts';
import { dayInZone, requestTimeZone } from '../lib/time/time-zone.ts';
import { translate } from '../i18n/i18n.ts';
import { isNumericId, isSlug, notFound } from '../lib/page/route-params.ts';
import { siteOrigin } from '../lib/page/public-config.server.ts';
import { loadCall, loadOptional } from '../lib/api/server-api.server.ts';

/** {name} is the match slug (a wrong one still works, the canonical link names the right one), {id} the match id. */
export async function loader({ params, request, context: routerContext }: Route.LoaderArgs) {
  if (!isSlug(params.name) || !isNumericId(params.id)) return notFound();
  const context = { request, lang: toLanguage(params.lang) };
  const id = Number(params.id);
  const [match, stats, h2h, rooms, lineups] = await Promise.all([
    loadCall(context, scheduleOne, { id }),
    loadOptional(context, statsData, { id }),
    loadOptional(context, h2hList, { id }),
    loadOptional(context, liveInnerList, { matchId: id }),
    loadOptional(context, lineupsCall, { id }),
  ]);
  // An upcoming match opens on its preview, which places both teams in the season's table.
  const table =
    match.status.phase === 'upcoming' ? await loadOptional(context, seasonTable, { seasonId: match.seasonId }) : null;
  const canonical = new URL(matchPath(context.lang, match), siteOrigin(request)).href;
  const timeZone = requestTimeZone(request.headers.get('cookie'));
  // The title says what the match is (result, live score, kick-off), in the fan's zone.
  const drawnAt = serverNow(routerContext).getTime();
  const today = dayInZone(new Date(drawnAt), timeZone);
  const title = matchTitle(match, (key, values) => translate(context.lang, key, values), context.lang, timeZone, today);
  return { match, stats, h2h, lineups, table, drawnAt, rooms: rooms?.list ?? [], canonical, title, today };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return pageMeta(args, 'live');
  const name = translate(toLanguage(args.params.lang), 'app.name');
  // The page's own title replaces the generic "Live match" one.
  const shared = pageMeta(args, 'live').filter(
    (entry) => !('title' in entry) && !('property' in entry && entry.property === 'og:title'),
  );
  return [
    { title: `${data.title} | ${name}` },
    { property: 'og:title', content: data.title },
    ...shared,
    { tagName: 'link', rel: 'canonical', href: data.canonical },
  ];
};

export default function Live({ loaderData, params }: Route.ComponentProps) {
  const lang = toLanguage(params.lang);
  const timeZone = useTimeZone();
  const { match, stats, h2h, lineups, table, drawnAt, rooms, canonical, today } = loaderData;
  // One gate for the page: the room played in the Watch tab holds the header's score too.
  const gate = useSpoilerGate();
  // A Watch tab only where a room covers the match: a live match without one opens on what is happening.
  const bound = useMatchRooms(match.id, rooms);
  const watch = bound.shown
    ? { rooms: bound.rooms.length, content: <WatchRooms key={match.id} rooms={bound.rooms} lang={lang} gate={gate} /> }
    : undefined;
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="page-live">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(sportsEventJsonLd(match, canonical)) }}
      />
      <MatchPage
        key={match.id}
        match={match}
        stats={stats}
        h2h={h2h}
        lineups={lineups}
        table={table}
        drawnAt={drawnAt}
        lang={lang}
        timeZone={timeZone}
        today={today}
        watch={watch}
        gate={gate}
      />
    </section>
  );
}
