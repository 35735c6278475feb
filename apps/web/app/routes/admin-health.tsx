import type { Route } from './+types/admin-health';
import { HealthPage } from '../features/admin/health-page.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminHealth');

export default function AdminHealth() {
  return <HealthPage />;
}
