import { getSteamKey } from '@placar/contract/calls/live';
import type { CallData } from '@placar/contract/call';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { FormMessage } from '../../../components/forms/form-status.tsx';
import { useSubmit } from '../../../components/forms/use-submit.ts';
import { openDialog } from '../../../state/dialog-store.ts';
import { callApi } from '../../../lib/api/contract-call.ts';
import type { EditorProps } from './editor-props.ts';
import { ObsSettings } from './obs-settings.tsx';
import { SecretField } from './secret-field.tsx';

type KeyAnswer = CallData<typeof getSteamKey>;

/**
 * The RTMP server and stream key. The key is shown once, when made or reset; resetting refuses
 * the old key at once and cuts a stream that uses it. With it, the OBS settings for low latency.
 */
export function KeyEditor({ room, onSaved }: EditorProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<KeyAnswer | null>(null);
  const call = useSubmit();

  // An existing key is never shown again; ask only for the server address.
  useEffect(() => {
    if (!room.hasKey) return;
    let cancelled = false;
    callApi(getSteamKey, { reset: false }).then(
      (data) => !cancelled && setAnswer(data),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [room.hasKey]);

  const make = (reset: boolean) =>
    void call.run(async () => {
      if (reset) {
        const confirmed = await openDialog({
          title: t('host.key.resetTitle'),
          message: t('host.key.resetMessage'),
          confirmLabel: t('host.key.reset'),
          closeLabel: t('profile.cancel'),
        });
        if (!confirmed) return;
      }
      const data = await callApi(getSteamKey, { reset });
      setAnswer(data);
      if (!room.hasKey) onSaved({ ...room, hasKey: true });
    });

  return (
    <div className="flex flex-col gap-5">
      {answer ? (
        // A column that may shrink below its content: the key field truncates and its buttons stay inside the card.
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-3">
          <SecretField label={t('host.key.server')} value={answer.rtmpUrl} testId="host-key-server" />
          {answer.key !== null && answer.obsStreamKey !== null && answer.publishUrl !== null ? (
            <>
              <FormMessage tone="info" testId="host-key-once">
                {t('host.key.shownOnce')}
              </FormMessage>
              <SecretField label={t('host.key.obsKey')} value={answer.obsStreamKey} secret testId="host-key-obs" />
              <SecretField
                label={t('host.key.publishUrl')}
                value={answer.publishUrl}
                secret
                testId="host-key-publish-url"
              />
            </>
          ) : (
            <p className="text-sm text-slate-400" data-testid="host-key-hidden">
              {t('host.key.hidden')}
            </p>
          )}
        </dl>
      ) : null}
      {call.error ? (
        <FormMessage tone="error" testId="host-key-failed">
          {call.error}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {room.hasKey ? (
          <button
            type="button"
            onClick={() => make(true)}
            disabled={call.busy}
            className="rounded-full border border-red-500/60 px-5 py-2 text-sm font-bold text-red-300 hover:bg-red-500/10"
            data-testid="host-key-reset"
          >
            {t('host.key.reset')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => make(false)}
            disabled={call.busy}
            className="rounded-full bg-pitch-500 px-5 py-2.5 font-bold text-ink-950 hover:bg-pitch-400"
            data-testid="host-key-create"
          >
            {t('host.key.create')}
          </button>
        )}
      </div>
      <ObsSettings />
    </div>
  );
}
