import type { Route } from './+types/host-live-details';
import { HostDetails } from '../features/host/details/host-details.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'hostLiveDetails');

export default function HostLiveDetails() {
  return <HostDetails />;
}
