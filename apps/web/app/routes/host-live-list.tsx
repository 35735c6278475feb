import type { Route } from './+types/host-live-list';
import { HostRecords } from '../features/host/records/host-records.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'hostLiveList');

export default function HostLiveList() {
  return <HostRecords />;
}
