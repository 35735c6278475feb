import type { Route } from './+types/host-live-details';
import { PageShell } from '../features/pages/page-shell.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'hostLiveDetails');

export default function HostLiveDetails() {
  return <PageShell page="hostLiveDetails" rows={3} />;
}
