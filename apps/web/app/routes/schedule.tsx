import { useTranslation } from 'react-i18next';
import type { Route } from './+types/schedule';
import { PageShell } from '../features/pages/page-shell.tsx';
import { pageMeta } from '../lib/page-meta.ts';
import { isScheduleDay, notFound } from '../lib/route-params.ts';

/** {id} is the day: `today` (in the user's time zone) or yyyymmdd. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isScheduleDay(params.id)) return notFound();
  return { day: params.id };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'schedule', args.loaderData?.day);

function dayLabel(day: string, today: string): string {
  return day === 'today' ? today : `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
}

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <PageShell page="schedule" values={{ day: dayLabel(loaderData.day, t('common.today')) }} rows={8} />;
}
