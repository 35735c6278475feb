import { useEffect, useState } from 'react';
import { FormMessage } from '../../components/forms/form-status.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { pushState, turnPushOff, turnPushOn } from '../../lib/pwa/push-subscription.ts';
import type { PushState } from '../../lib/pwa/push-subscription.ts';

/** The /me switch that lets this browser show the favourites' alerts while no Placar tab is open. */
export function PushOnThisDevice() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void pushState()
      .then(setState)
      .catch(() => setState('unsupported'));
  }, []);

  const change = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await (state === 'on' ? turnPushOff() : turnPushOn()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (state === null) return null;
  return (
    <div
      className="flex flex-col gap-2 border-t border-ink-700 pt-3"
      data-testid="push-on-this-device"
      data-state={state}
    >
      <p className="font-semibold text-white">{t('favoriteAlerts.push.title')}</p>
      <p className="text-sm text-slate-400">
        {state === 'unsupported'
          ? t('favoriteAlerts.push.unsupported')
          : state === 'blocked'
            ? t('favoriteAlerts.push.blocked')
            : t('favoriteAlerts.push.lead')}
      </p>
      {state === 'on' || state === 'off' ? (
        <div className="flex items-center gap-3">
          <button
            type="button"
            data-testid="push-on-this-device-toggle"
            className="min-h-11 shrink-0 whitespace-nowrap rounded-full border border-ink-600 px-4 py-1.5 text-sm font-semibold text-white hover:border-slate-400 disabled:opacity-60"
            disabled={busy}
            onClick={() => void change()}
          >
            {state === 'on' ? t('favoriteAlerts.push.off') : t('favoriteAlerts.push.on')}
          </button>
          {state === 'on' ? <span className="text-sm text-pitch-400">{t('favoriteAlerts.push.enabled')}</span> : null}
        </div>
      ) : null}
      {failed ? (
        <FormMessage tone="error" testId="push-on-this-device-error">
          {t('favoriteAlerts.push.error')}
        </FormMessage>
      ) : null}
    </div>
  );
}
