import { liveSetting } from '@placar/contract/calls/live';
import { uploadFile } from '@placar/contract/calls/user';
import type { CallData } from '@placar/contract/call';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { FormMessage } from '../../../components/forms/form-status.tsx';
import { useSubmit } from '../../../components/forms/use-submit.ts';
import { api } from '../../../lib/api/api-client.ts';
import { callApi } from '../../../lib/api/contract-call.ts';
import type { EditorProps } from './editor-props.ts';
import { SavedNote } from './saved-note.tsx';

const MAX_COVER_BYTES = 5 * 1024 * 1024;

/** The room's cover: uploaded like an avatar (judged by content, re-encoded), then set on the room. */
export function CoverEditor({ room, onSaved }: EditorProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const call = useSubmit();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setSaved(false);
    if (!file) return;
    if (file.size > MAX_COVER_BYTES) {
      call.setError(t('host.settings.coverTooBig'));
      return;
    }
    void call.run(async () => {
      const form = new FormData();
      form.append('file', file);
      const uploaded = await api.upload<CallData<typeof uploadFile>>(uploadFile.path, { purpose: 'cover' }, form);
      const answer = await callApi(liveSetting, { cover: uploaded.url });
      onSaved(answer.room);
      setSaved(true);
    });
  };
  const remove = () =>
    void call.run(async () => {
      const answer = await callApi(liveSetting, { cover: null });
      onSaved(answer.room);
      setSaved(true);
    });
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-video w-full max-w-md overflow-hidden rounded-xl bg-gradient-to-br from-ink-700 to-ink-850">
        {room.cover ? (
          <img
            src={room.cover}
            alt={t('host.settings.cover')}
            className="size-full object-cover"
            data-testid="host-cover-img"
          />
        ) : (
          <p className="grid size-full place-items-center text-sm text-slate-400">{t('host.settings.noCover')}</p>
        )}
      </div>
      <p className="text-xs text-slate-400">{t('host.settings.coverHint')}</p>
      {call.error ? (
        <FormMessage tone="error" testId="host-cover-failed">
          {call.error}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={`cursor-pointer rounded-full bg-pitch-500 px-5 py-2.5 font-bold text-ink-950 hover:bg-pitch-400 ${call.busy ? 'opacity-60' : ''}`}
        >
          {call.busy
            ? t('profile.uploading')
            : room.cover
              ? t('host.settings.changeCover')
              : t('host.settings.uploadCover')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="sr-only"
            onChange={pick}
            disabled={call.busy}
            data-testid="host-cover-input"
          />
        </label>
        {room.cover ? (
          <button
            type="button"
            onClick={remove}
            disabled={call.busy}
            className="rounded-full border border-ink-600 px-4 py-2 text-sm font-semibold text-white hover:border-slate-400"
            data-testid="host-cover-remove"
          >
            {t('host.settings.removeCover')}
          </button>
        ) : null}
        <SavedNote show={saved} testId="host-cover-saved" />
      </div>
    </div>
  );
}
