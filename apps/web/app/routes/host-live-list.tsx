import type { Route } from './+types/host-live-list';
import { PageShell } from '../features/pages/page-shell.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'hostLiveList');

export default function HostLiveList() {
  return <PageShell page="hostLiveList" rows={3} />;
}
