import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { UserIcon } from '../../components/ui/icons.tsx';
import { accountPagePath } from '../../lib/page/redirect-target.ts';
import { sessionUser } from '../../lib/session/session.ts';
import { useAppStore, useHydrated } from '../../state/app-store.ts';
import { useLang } from '../../lib/page/use-lang.ts';
import { FavoriteAlerts } from '../favorite-alerts/favorite-alerts.tsx';
import { AccountSecurity } from './account-security.tsx';
import { MySessions } from './my-sessions.tsx';
import { NotificationsList } from './notifications-list.tsx';
import { ProfileIdentity } from './profile-identity.tsx';
import { ProfilePreferences } from './profile-preferences.tsx';
import { useMyNotifications } from './use-my-notifications.ts';

/**
 * The /me page. Server renders show only the heading: who is logged in is known after
 * hydration. A user sees the profile and notifications; a visitor the log-in prompt
 * (visitors arriving are sent to login by the auth guard; this prompt remains for a
 * session that ended on the page).
 */
export function MePanel() {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useHydrated();
  const userInfo = useAppStore((state) => state.userInfo);
  // The access token is in this tab's memory: it arrives just after hydration, from the refresh cookie.
  const token = hydrated ? userInfo?.accessToken : undefined;
  const user = sessionUser(userInfo);
  const notifications = useMyNotifications(token);
  const signedIn = hydrated && (user !== null || token !== undefined) && notifications.status !== 'relogin';

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5" data-testid="page-me">
      {/* Drawn by the server, like every page's heading and lead: the first paint already says what the page is. */}
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{t('pages.me.heading')}</h1>
        <p className="mt-1 text-sm text-slate-400">{t('pages.me.lead')}</p>
      </header>
      {!hydrated ? (
        // A screen's height while the session is read: the profile that follows is taller, so the footer does not jump up into view and back (CLS).
        <p className="min-h-svh text-slate-400">{t('common.loading')}</p>
      ) : signedIn ? (
        <>
          {user ? (
            <>
              <ProfileIdentity key={user.id} user={user} />
              <ProfilePreferences user={user} lang={lang} />
            </>
          ) : null}
          <NotificationsList notifications={notifications} />
          {user ? <FavoriteAlerts token={token} /> : null}
          {user ? <AccountSecurity user={user} /> : null}
          {user ? <MySessions lang={lang} token={token} /> : null}
        </>
      ) : (
        <div
          className="flex flex-col items-center gap-4 rounded-2xl border border-ink-700 bg-gradient-to-b from-ink-850 to-ink-900 px-6 py-10 text-center"
          data-testid="me-guest"
        >
          <span className="grid size-16 place-items-center rounded-full bg-ink-700 text-slate-300">
            <UserIcon className="size-8" />
          </span>
          <h2 className="text-xl font-bold text-white">{t('pages.me.guestTitle')}</h2>
          <p className="max-w-sm text-slate-400">{t('pages.me.guestLead')}</p>
          <div className="flex gap-3">
            <Link
              to={accountPagePath(lang, 'login', `/${lang}/me`)}
              data-testid="me-login"
              className="rounded-full bg-pitch-500 px-5 py-2 font-semibold text-ink-950 hover:bg-pitch-400"
            >
              {t('pages.me.login')}
            </Link>
            <Link
              to={accountPagePath(lang, 'register', `/${lang}/me`)}
              data-testid="me-register"
              className="rounded-full border border-ink-600 px-5 py-2 font-semibold text-white hover:border-slate-400"
            >
              {t('pages.me.register')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
