import { redirect } from 'react-router';
import type { Route } from './+types/admin-index';

/** /{lang}/admin opens its first section. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.lang}/admin/hosts`);
}

export default function AdminIndex() {
  return null;
}
