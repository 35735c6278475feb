import type { Route } from './+types/admin-location';
import { LocationPage } from '../features/admin/location-page.tsx';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminLocation');

export default function AdminLocation() {
  return <LocationPage />;
}
