import type { Route } from './+types/admin-users';
import { UsersPage } from '../features/admin/users-page.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminUsers');

export default function AdminUsers() {
  return <UsersPage />;
}
