import type { Route } from './+types/admin-hosts';
import { HostApplications } from '../features/admin/host-applications.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminHosts');

export default function AdminHosts() {
  return <HostApplications />;
}
