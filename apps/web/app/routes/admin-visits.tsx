import type { Route } from './+types/admin-visits';
import { VisitsPage } from '../features/admin/visits-page.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminVisits');

export default function AdminVisits() {
  return <VisitsPage />;
}
