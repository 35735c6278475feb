import { useTranslation } from '../i18n/use-translation.tsx';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { BackIcon } from '../components/ui/icons.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { MAIN_TARGET_CLASS, SkipLink, mainTarget } from '../components/ui/skip-link.tsx';
import { LanguageSwitch } from '../components/ui/language-switch.tsx';
import { useLang } from '../lib/page/use-lang.ts';

/** Host live rooms: only a slim header with a back button, the room takes the screen. */
export default function HeaderLayout() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Without history (a shared link, a follower's message), a viewer goes home and a host to the host area.
  const fallback = pathname.includes('/host/liveUserRoom/') ? `/${lang}` : `/${lang}/host/liveList`;
  const back = () => {
    const hasHistory = typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx;
    void (hasHistory ? navigate(-1) : navigate(fallback));
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="flex h-12 items-center gap-3 border-b border-ink-800 bg-ink-950 px-3">
        <button
          type="button"
          onClick={back}
          aria-label={t('nav.back')}
          data-testid="back-button"
          className="rounded-full p-1.5 text-slate-300 hover:bg-ink-800 hover:text-white"
        >
          <BackIcon className="size-6" />
        </button>
        <Logo to={`/${lang}`} />
        <div className="ml-auto">
          <LanguageSwitch />
        </div>
      </header>
      <main {...mainTarget} className={`flex-1 ${MAIN_TARGET_CLASS}`}>
        <Outlet />
      </main>
    </div>
  );
}
