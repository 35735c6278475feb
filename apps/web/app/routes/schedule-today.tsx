import { redirect } from 'react-router';
import type { Route } from './+types/schedule-today';

/** /{lang}/schedule with no day opens today's schedule. */
export function loader({ params, request }: Route.LoaderArgs) {
  throw redirect(`/${params.lang}/schedule/today${new URL(request.url).search}`, 302);
}

export default function ScheduleToday() {
  return null;
}
