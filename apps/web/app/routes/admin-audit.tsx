import type { Route } from './+types/admin-audit';
import { AuditPage } from '../features/admin/audit-page.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminAudit');

export default function AdminAudit() {
  return <AuditPage />;
}
