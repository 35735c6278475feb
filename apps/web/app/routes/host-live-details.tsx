import type { Route } from './+types/host-live-details';
import { HostDetails } from '../features/host/details/host-details.tsx';
import { useStaffCatalogue } from '../i18n/use-translation.tsx';
import { pageMeta } from '../lib/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'hostLiveDetails');

export default function HostLiveDetails() {
  useStaffCatalogue();
  return <HostDetails />;
}
