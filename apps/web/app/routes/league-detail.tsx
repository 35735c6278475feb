import type { Route } from './+types/league-detail';
import { PageShell } from '../features/pages/page-shell.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { isNumericId, notFound } from '../lib/route-params.ts';

export function loader({ params }: Route.LoaderArgs) {
  if (!isNumericId(params.id)) return notFound();
  return { id: params.id };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'leagueDetail', args.loaderData?.id);

export default function LeagueDetail() {
  return <PageShell page="leagueDetail" rows={6} />;
}
