import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { sessionUser } from '../../lib/session.ts';
import { useAppStore } from '../../state/app-store.ts';
import { HostApply } from './host-apply.tsx';

interface PageShellProps {
  /** Key under `pages` in the catalogues: heading, lead and shell texts. */
  page: string;
  values?: Record<string, string>;
  children?: ReactNode;
  /** Placeholder rows that hint at the content to come. */
  rows?: number;
}

/** A real page frame for screens whose content arrives in a later issue. */
export function PageShell({ page, values, children, rows = 4 }: PageShellProps) {
  const { t } = useTranslation();
  const user = sessionUser(useAppStore((state) => state.userInfo));
  // Until the host area is built, a signed-in user who is not a host learns how to become one.
  if (page.startsWith('host') && user !== null && user.role !== 'anchor' && user.role !== 'admin') return <HostApply />;
  return (
    <section className="flex flex-col gap-5" data-testid={`page-${page}`}>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{t(`pages.${page}.heading`, values ?? {})}</h1>
        <p className="text-slate-400">{t(`pages.${page}.lead`, values ?? {})}</p>
      </header>
      {children}
      <div className="rounded-2xl border border-ink-700 bg-ink-900 p-5">
        <div className="flex items-center gap-2">
          <span className="shrink-0 rounded-full bg-pitch-500/15 px-2.5 py-0.5 text-xs whitespace-nowrap font-bold tracking-wide text-pitch-400 uppercase">{t('common.comingSoon')}</span>
          <h2 className="text-sm font-semibold text-slate-300">{t('common.whatWillBeHere')}</h2>
        </div>
        <p className="mt-2 text-slate-300">{t(`pages.${page}.shell`)}</p>
        {rows > 0 ? (
          <ul aria-hidden className="mt-5 flex flex-col gap-2">
            {Array.from({ length: rows }, (_, index) => (
              <li key={index} className="flex items-center gap-3 rounded-xl bg-ink-850 px-3 py-3">
                <span className="h-3 w-10 animate-pulse rounded bg-ink-700" />
                <span className="h-3 flex-1 animate-pulse rounded bg-ink-700" style={{ maxWidth: `${55 + ((index * 17) % 35)}%` }} />
                <span className="h-6 w-12 animate-pulse rounded-md bg-ink-700" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
