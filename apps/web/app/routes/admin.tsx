import type { Route } from './+types/admin';
import { AdminShell } from '../features/admin/admin-shell.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, 'admin'), { name: 'robots', content: 'noindex' }];

export default function Admin() {
  return <AdminShell />;
}
