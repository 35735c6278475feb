import { playerDetail } from '@placar/contract/calls/players';
import { MAX_ID } from '@placar/contract/ids';
import { toLanguage } from '@placar/contract/languages';
import { redirect } from 'react-router';
import type { Route } from './+types/player';
import { useTimeZone } from '../lib/time/use-time-zone.ts';
import { PlayerPage } from '../features/player/player-page.tsx';
import { slugify } from '../lib/matches/match-path.ts';
import { playerHref } from '../lib/matches/player-path.ts';
import { pageMeta } from '../lib/page/page-meta.ts';
import { isNumericId, isSlug, notFound } from '../lib/page/route-params.ts';
import { loadCall } from '../lib/api/server-api.server.ts';

/** {name} is the player's slug (a wrong one redirects to the right one), {id} the player's id; an unknown id is the 404 page. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isSlug(params.name) || !isNumericId(params.id) || Number(params.id) > MAX_ID) return notFound();
  const lang = toLanguage(params.lang);
  const page = await loadCall({ request, lang }, playerDetail, { id: Number(params.id) });
  const href = playerHref(lang, page.player.name, page.player.id);
  if (params.name !== slugify(page.player.name)) {
    const url = new URL(request.url);
    throw redirect(`${href}${url.search}`, 301);
  }
  return { page, canonical: new URL(href, request.url).href };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  return data
    ? [...pageMeta(args, 'player', data.page.player.name), { tagName: 'link', rel: 'canonical', href: data.canonical }]
    : pageMeta(args, 'player');
};

export default function Player({ loaderData, params }: Route.ComponentProps) {
  const lang = toLanguage(params.lang);
  const timeZone = useTimeZone();
  return <PlayerPage key={loaderData.page.player.id} data={loaderData.page} lang={lang} timeZone={timeZone} />;
}
