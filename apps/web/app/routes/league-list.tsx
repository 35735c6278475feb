import type { Route } from './+types/league-list';
import { PageShell } from '../features/pages/page-shell.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'league');

export default function LeagueList() {
  return <PageShell page="league" rows={6} />;
}
