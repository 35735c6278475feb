import type { CallData } from '@placar/contract/call';
import { sessionList, sessionLogout } from '@placar/contract/calls/user';
import type { Language } from '@placar/contract/languages';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FormMessage } from '../../components/forms/form-status.tsx';
import { callApi } from '../../lib/api/contract-call.ts';
import { DATE_TIME, formatter } from '../../lib/matches/match-time.ts';
import { useTimeZone } from '../../lib/time/use-time-zone.ts';
import { SettingsSection } from '../../components/ui/settings-section.tsx';

type SessionItem = CallData<typeof sessionList>['list'][number];

const rowButton =
  'shrink-0 whitespace-nowrap rounded-full border border-ink-600 px-4 py-1.5 text-sm font-semibold text-white hover:border-slate-400 disabled:opacity-60';

/** Where the account is signed in (device, address, last use), with sign-out of one or of every other. */
export function MySessions({ lang, token }: { lang: Language; token: string | undefined }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const [list, setList] = useState<SessionItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const load = useCallback(async () => {
    try {
      setList((await callApi(sessionList, undefined)).list);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  // Loaded once this tab holds its token (it arrives from the refresh cookie after hydration).
  useEffect(() => {
    if (token) void load();
  }, [token, load]);

  const signOut = async (which: { id: string } | { others: true }) => {
    setBusy('id' in which ? which.id : 'others');
    setDone(false);
    try {
      await callApi(sessionLogout, which);
      if (!('id' in which)) setDone(true);
      await load();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const when = (iso: string) => formatter(lang, timeZone, DATE_TIME).format(new Date(iso));
  const others = list?.filter((item) => !item.current).length ?? 0;

  return (
    <SettingsSection title={t('profile.sessions')} testId="me-sessions">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-400">{t('profile.sessionsLead')}</p>
        {failed ? (
          <FormMessage tone="error" testId="me-sessions-error">
            {t('profile.sessionsError')}
          </FormMessage>
        ) : null}
        {done ? (
          <FormMessage tone="success" testId="me-sessions-done">
            {t('profile.sessionsSignedOut')}
          </FormMessage>
        ) : null}
        {list === null && !failed ? <p className="text-slate-400">{t('common.loading')}</p> : null}
        <ul className="flex flex-col divide-y divide-ink-800">
          {list?.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-3" data-testid="me-session">
              <div className="min-w-0">
                <p className="truncate font-semibold text-white">
                  {t('profile.sessionDevice', {
                    browser: item.browser ?? t('profile.sessionUnknownBrowser'),
                    system: item.system ?? t('profile.sessionUnknownSystem'),
                  })}
                  {item.current ? (
                    <span
                      className="ml-2 rounded-full bg-pitch-500/15 px-2 py-0.5 text-xs font-semibold text-pitch-300"
                      data-testid="me-session-current"
                    >
                      {t('profile.sessionCurrent')}
                    </span>
                  ) : null}
                </p>
                <p className="truncate text-sm text-slate-400">
                  {item.ip ? `${t('profile.sessionPlace', { ip: item.ip })} · ` : ''}
                  {t('profile.sessionLastUsed', { when: when(item.lastUsedAt) })}
                </p>
              </div>
              {item.current ? null : (
                <button
                  type="button"
                  className={rowButton}
                  disabled={busy !== null}
                  onClick={() => void signOut({ id: item.id })}
                  data-testid="me-session-signout"
                >
                  {t('profile.sessionSignOut')}
                </button>
              )}
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <button
            type="button"
            className={`${rowButton} self-start`}
            disabled={busy !== null}
            onClick={() => void signOut({ others: true })}
            data-testid="me-sessions-signout-others"
          >
            {t('profile.sessionSignOutOthers')}
          </button>
        ) : null}
      </div>
    </SettingsSection>
  );
}
