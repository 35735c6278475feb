import { useTranslation } from '../../i18n/use-translation.tsx';
import { NavLink, Outlet } from 'react-router';
import { sessionUser } from '../../lib/session/session.ts';
import { useAppStore, useHydrated } from '../../state/app-store.ts';
import { useLang } from '../../lib/page/use-lang.ts';

const ADMIN_SECTIONS = ['hosts', 'home', 'users', 'visits', 'location', 'audit', 'health'] as const;

/**
 * The admin console's frame: its sections, for admins only. Visitors are sent to login by the
 * auth guard; a signed-in user of another role is told the console is for admins (the calls
 * themselves refuse anyone else with 4030001).
 */
export function AdminShell() {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useHydrated();
  const userInfo = useAppStore((state) => state.userInfo);
  // The access token is in this tab's memory: it arrives just after hydration, from the refresh cookie.
  const token = hydrated ? userInfo?.accessToken : undefined;
  const user = sessionUser(userInfo);

  return (
    <div className="flex flex-col gap-5" data-testid="admin-console">
      <header>
        <p className="text-xs font-bold tracking-widest text-pitch-400 uppercase">{t('admin.console')}</p>
        <nav aria-label={t('admin.console')} className="-mx-4 mt-2 overflow-x-auto px-4 [scrollbar-width:none]">
          <ul className="flex gap-2">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section}>
                <NavLink
                  to={`/${lang}/admin/${section}`}
                  data-testid={`admin-nav-${section}`}
                  className={({ isActive }) =>
                    `block shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap ${isActive ? 'bg-white text-ink-950' : 'bg-ink-850 text-slate-300 hover:text-white'}`
                  }
                >
                  {t(`admin.sections.${section}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {!hydrated || !token ? (
        <p className="text-slate-400">{t('common.loading')}</p>
      ) : user !== null && user.role !== 'admin' ? (
        <p className="rounded-2xl border border-ink-700 bg-ink-900 p-6 text-slate-300" data-testid="admin-forbidden">
          {t('admin.onlyAdmins')}
        </p>
      ) : (
        <Outlet />
      )}
    </div>
  );
}
