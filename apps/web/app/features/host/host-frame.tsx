import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { NavLink } from 'react-router';
import { useLang } from '../../lib/page/use-lang.ts';

type HostPage = 'hostLiveDetails' | 'hostLiveSet' | 'hostPreview' | 'hostLiveList';

const TABS = [
  { key: 'overview', path: 'liveDetails' },
  { key: 'setup', path: 'liveSet/title' },
  { key: 'preview', path: 'preview' },
  { key: 'streams', path: 'liveList' },
] as const;

/** The host area's frame: heading (rendered on the server), lead, and the area's tabs. */
export function HostFrame({ page, lead, children }: { page: HostPage; lead?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-5" data-testid={`page-${page}`}>
      <header className="flex flex-col gap-1">
        <p className="text-xs font-bold tracking-wider text-pitch-400 uppercase">{t('host.area')}</p>
        <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{t(`pages.${page}.heading`)}</h1>
        {lead ? <p className="text-slate-400">{lead}</p> : null}
      </header>
      <nav aria-label={t('host.nav')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex w-max gap-1 rounded-full bg-ink-900 p-1">
          {TABS.map((tab) => (
            <li key={tab.key}>
              <NavLink
                to={`/${lang}/host/${tab.path}`}
                className={({ isActive }) =>
                  `block rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition ${
                    isActive || (tab.key === 'setup' && page === 'hostLiveSet')
                      ? 'bg-white text-ink-950'
                      : 'text-slate-400 hover:text-white'
                  }`
                }
                data-testid={`host-tab-${tab.key}`}
              >
                {t(`host.tabs.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </section>
  );
}

/** A panel of the host pages. */
export function HostCard({
  title,
  children,
  testId,
  action,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
  action?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-ink-700 bg-ink-900 p-4 sm:p-5" data-testid={testId}>
      {title || action ? (
        <div className="mb-3 flex items-center justify-between gap-3">
          {title ? <h2 className="font-bold text-white">{title}</h2> : <span />}
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}
