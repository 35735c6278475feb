import type { Route } from './+types/admin-home';
import { HomeConfig } from '../features/admin/home-config.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminHome');

export default function AdminHome() {
  return <HomeConfig />;
}
