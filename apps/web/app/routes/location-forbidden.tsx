import { useTranslation } from '../i18n/use-translation.tsx';
import type { Route } from './+types/location-forbidden';
import { pageMeta } from '../lib/page/page-meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'locationForbidden');

/** Shown when access is blocked by location; the language comes from the cookie or browser. */
export default function LocationForbidden() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="location-forbidden">
      <span aria-hidden className="grid size-14 place-items-center rounded-full bg-red-500/15 text-2xl">
        ⛔
      </span>
      <h1 className="text-2xl font-bold text-white">{t('forbidden.heading')}</h1>
      <p className="leading-relaxed text-slate-300">{t('forbidden.message')}</p>
    </div>
  );
}
