import { teamDetail } from '@placar/contract/calls/schedule';
import { toLanguage } from '@placar/contract/languages';
import type { Route } from './+types/team';
import { useTimeZone } from '../lib/time/use-time-zone.ts';
import { TeamPage } from '../features/team/team-page.tsx';
import { teamPath } from '../lib/matches/team-path.ts';
import { pageMeta } from '../lib/page/page-meta.ts';
import { isNumericId, isSlug, notFound } from '../lib/page/route-params.ts';
import { loadCall } from '../lib/api/server-api.server.ts';

/** {name} is the team's slug (a wrong one still works, the canonical link names the right one), {id} its id. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isSlug(params.name) || !isNumericId(params.id)) return notFound();
  const lang = toLanguage(params.lang);
  const team = await loadCall({ request, lang }, teamDetail, { id: Number(params.id) });
  return { team, canonical: new URL(teamPath(lang, team.team), request.url).href };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  return data
    ? [...pageMeta(args, 'team', data.team.team.name), { tagName: 'link', rel: 'canonical', href: data.canonical }]
    : pageMeta(args, 'team');
};

export default function Team({ loaderData, params }: Route.ComponentProps) {
  const lang = toLanguage(params.lang);
  const timeZone = useTimeZone();
  return <TeamPage key={loaderData.team.team.id} data={loaderData.team} lang={lang} timeZone={timeZone} />;
}
