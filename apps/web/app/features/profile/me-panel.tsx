import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserIcon } from '../../components/ui/icons.tsx';
import { readCookie } from '../../lib/cookies.ts';
import { CookieName } from '../../lib/storage-keys.ts';
import { useAppStore } from '../../state/app-store.ts';
import { useLang } from '../app-shell/use-lang.ts';
import { useMyNotifications } from './use-my-notifications.ts';

/** The /me page: a log-in prompt for visitors, the notifications for a user with a token. */
export function MePanel() {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useAppStore((state) => state.hydrated);
  const storedToken = useAppStore((state) => state.userInfo?.accessToken);
  // The cookie is read after hydration only, so the server and first client render agree.
  const token = hydrated ? storedToken || readCookie(CookieName.accessToken) : undefined;
  const notifications = useMyNotifications(token);

  return (
    <section className="flex flex-col gap-5" data-testid="page-me">
      <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{t('pages.me.heading')}</h1>
      {!hydrated ? (
        <p className="text-slate-400">{t('common.loading')}</p>
      ) : token && notifications.status !== 'relogin' ? (
        <div className="rounded-2xl border border-ink-700 bg-ink-900 p-5" data-testid="me-notifications">
          <h2 className="font-bold text-white">{t('pages.me.notifications')}</h2>
          {notifications.status === 'loading' || notifications.status === 'idle' ? (
            <p className="mt-2 text-slate-400">{t('common.loading')}</p>
          ) : notifications.status === 'error' ? (
            <p className="mt-2 text-slate-400">{t('pages.me.loadFailed')}</p>
          ) : notifications.data.list.length === 0 ? (
            <p className="mt-2 text-slate-400">{t('pages.me.noNotifications')}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-pitch-400">{t('pages.me.unread', { count: notifications.data.unread })}</p>
              <ul className="mt-3 flex flex-col gap-2">
                {notifications.data.list.map((item) => (
                  <li key={item.id} className="rounded-xl bg-ink-850 px-4 py-3">
                    <p className={`font-semibold ${item.read ? 'text-slate-300' : 'text-white'}`}>{item.title}</p>
                    <p className="text-sm text-slate-400">{item.body}</p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-ink-700 bg-gradient-to-b from-ink-850 to-ink-900 px-6 py-10 text-center" data-testid="me-guest">
          <span className="grid size-16 place-items-center rounded-full bg-ink-700 text-slate-300">
            <UserIcon className="size-8" />
          </span>
          <h2 className="text-xl font-bold text-white">{t('pages.me.guestTitle')}</h2>
          <p className="max-w-sm text-slate-400">{t('pages.me.guestLead')}</p>
          <div className="flex gap-3">
            <Link to={`/${lang}/login`} data-testid="me-login" className="rounded-full bg-pitch-500 px-5 py-2 font-semibold text-ink-950 hover:bg-pitch-400">
              {t('pages.me.login')}
            </Link>
            <Link to={`/${lang}/register`} data-testid="me-register" className="rounded-full border border-ink-600 px-5 py-2 font-semibold text-white hover:border-slate-400">
              {t('pages.me.register')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
