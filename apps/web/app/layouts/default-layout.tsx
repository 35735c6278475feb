import { useTranslation } from '../i18n/use-translation.tsx';
import { Link, NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { CalendarIcon, HomeIcon, TrophyIcon, UserIcon } from '../components/ui/icons.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { MAIN_TARGET_CLASS, SkipLink, mainTarget } from '../components/ui/skip-link.tsx';
import { LanguageSwitch } from '../components/ui/language-switch.tsx';
import { navItems, type NavItem } from '../shell/nav-items.ts';
import { OnAirEntry } from '../components/rooms/on-air-entry.tsx';
import { useRoomsOnAir } from '../features/on-air/use-rooms-on-air.ts';
import { SearchBox } from '../features/search/search-box.tsx';
import { useLang } from '../lib/page/use-lang.ts';
import type { RootLoaderData } from '../root.tsx';
import { useAppStore } from '../state/app-store.ts';

const ICONS: Record<NavItem['key'], typeof HomeIcon> = {
  home: HomeIcon,
  schedule: CalendarIcon,
  me: UserIcon,
  leagues: TrophyIcon,
};

/** Header, main navigation, footer, and on phones a fixed bottom navigation. */
export default function DefaultLayout() {
  const { t } = useTranslation();
  const lang = useLang();
  const items = navItems(lang);
  const footShow = useAppStore((state) => state.footShow);
  const year = (useRouteLoaderData('root') as RootLoaderData | undefined)?.year;
  const onAir = useRoomsOnAir();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-ink-800 bg-ink-950/85 backdrop-blur-md">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-6 px-4">
          <Logo to={`/${lang}`} />
          <nav aria-label={t('nav.main')} className="hidden md:block" data-testid="main-nav">
            <ul className="flex gap-1">
              {items.map((item) => (
                <li key={item.key}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    data-testid={`nav-${item.key}`}
                    className={({ isActive }) =>
                      `rounded-full px-3.5 py-1.5 text-sm font-semibold transition ${isActive ? 'bg-ink-800 text-white' : 'text-slate-400 hover:text-white'}`
                    }
                  >
                    {t(`nav.${item.key}`)}
                  </NavLink>
                </li>
              ))}
              {onAir > 0 ? (
                <li>
                  <OnAirEntry lang={lang} count={onAir} place="header" />
                </li>
              ) : null}
            </ul>
          </nav>
          <div className="ml-auto flex items-center justify-end gap-2 md:ml-0 md:flex-1">
            <SearchBox lang={lang} />
            <LanguageSwitch />
          </div>
        </div>
      </header>

      <main {...mainTarget} className={`mx-auto w-full max-w-6xl flex-1 px-4 pt-5 pb-24 md:pb-10 ${MAIN_TARGET_CLASS}`}>
        <Outlet />
      </main>

      {footShow ? (
        <footer className="border-t border-ink-800 bg-ink-900/60 pb-20 md:pb-0" data-testid="footer">
          <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-400 md:flex-row md:items-center md:justify-between">
            <p>{t('footer.rights', { year })}</p>
            <nav className="flex gap-4">
              {(['about', 'terms', 'privacy', 'contact'] as const).map((name) => (
                // About pages have no language prefix (requirement routes): the link says which one.
                <Link key={name} to={`/about/${name}?lang=${lang}`} className="hover:text-slate-200">
                  {t(`footer.${name}`)}
                </Link>
              ))}
            </nav>
          </div>
        </footer>
      ) : null}

      <nav
        aria-label={t('nav.bottom')}
        data-testid="bottom-nav"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-800 bg-ink-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
      >
        {/* Four columns, five while rooms are on air. */}
        <ul className="grid auto-cols-fr grid-flow-col">
          {items.map((item) => {
            const Icon = ICONS[item.key];
            return (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  data-testid={`bottom-nav-${item.key}`}
                  className={({ isActive }) =>
                    `flex flex-col items-center gap-0.5 py-2 text-[11px] font-semibold transition ${isActive ? 'text-pitch-400' : 'text-slate-400 hover:text-slate-200'}`
                  }
                >
                  <Icon className="size-6" />
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            );
          })}
          {onAir > 0 ? (
            <li>
              <OnAirEntry lang={lang} count={onAir} place="bottom" />
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}
