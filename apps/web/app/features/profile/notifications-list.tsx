import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { useLang } from '../../lib/page/use-lang.ts';
import type { NotificationsState } from './use-my-notifications.ts';

/** GET /user/message as a list with the unread count. */
export function NotificationsList({ notifications }: { notifications: NotificationsState }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="rounded-2xl border border-ink-700 bg-ink-900 p-5" data-testid="me-notifications">
      <h2 className="font-bold text-white">{t('pages.me.notifications')}</h2>
      {notifications.status === 'loading' || notifications.status === 'idle' || notifications.status === 'relogin' ? (
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
              <li
                key={item.id}
                className="rounded-xl bg-ink-850 px-4 py-3"
                data-testid="notification"
                data-kind={item.kind}
              >
                <p className={`font-semibold ${item.read ? 'text-slate-300' : 'text-white'}`}>{item.title}</p>
                <p className="text-sm text-slate-400">{item.body}</p>
                {/* A host went live: the link opens the room (paths come without the language). */}
                {item.link?.startsWith('/') ? (
                  <Link
                    to={`/${lang}${item.link}`}
                    className="mt-1 inline-block text-sm font-semibold text-pitch-400"
                    data-testid="notification-link"
                  >
                    {t('pages.me.open')} →
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
