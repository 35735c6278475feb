import type { User } from '@placar/contract/account-entities';
import { uploadFile } from '@placar/contract/calls/user';
import type { CallData } from '@placar/contract/call';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { FormMessage, SubmitButton } from '../../components/forms/form-status.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { useSubmit } from '../../components/forms/use-submit.ts';
import { UserIcon } from '../../components/ui/icons.tsx';
import { api } from '../../lib/api/api-client.ts';
import { fieldErrors } from '../../lib/api/form-errors.ts';
import { saveSettings } from './save-settings.ts';
import { nicknameRules } from './nickname-rules.ts';

const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** Avatar (upload then updateSetting), nickname, and who the user is. */
export function ProfileIdentity({ user }: { user: User }) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(user.nickname);
  const [nicknameError, setNicknameError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const nicknameCall = useSubmit();
  const avatarCall = useSubmit();

  const pickAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_AVATAR_BYTES) {
      avatarCall.setError(t('profile.avatarTooBig'));
      return;
    }
    void avatarCall.run(async () => {
      const form = new FormData();
      form.append('file', file);
      const uploaded = await api.upload<CallData<typeof uploadFile>>(uploadFile.path, { purpose: 'avatar' }, form);
      await saveSettings({ avatar: uploaded.url });
    });
  };

  const saveNickname = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const error = fieldErrors(nicknameRules, { nickname }, t).nickname;
    setNicknameError(error);
    if (error) return;
    void nicknameCall.run(async () => {
      const next = await saveSettings({ nickname: nickname.trim() });
      setNickname(next.nickname);
      setSaved(true);
    });
  };

  return (
    <section
      className="flex flex-col gap-5 rounded-2xl border border-ink-700 bg-gradient-to-br from-ink-850 to-ink-900 p-5 sm:flex-row sm:items-start"
      data-testid="me-profile"
    >
      <div className="flex flex-col items-center gap-2">
        <label className="group relative block cursor-pointer" aria-busy={avatarCall.busy || undefined}>
          <span className="sr-only">{t('profile.changeAvatar')}</span>
          {user.avatar ? (
            <img
              src={user.avatar}
              alt={t('profile.avatar')}
              className="size-24 rounded-full object-cover ring-2 ring-pitch-500/60"
              data-testid="me-avatar-img"
            />
          ) : (
            <span
              className="grid size-24 place-items-center rounded-full bg-ink-700 text-slate-300 ring-2 ring-ink-600"
              data-testid="me-avatar-img"
            >
              <UserIcon className="size-10" />
            </span>
          )}
          <span className="absolute inset-0 grid place-items-center rounded-full bg-black/55 text-xs font-semibold text-white opacity-0 transition group-hover:opacity-100 group-focus-within:opacity-100">
            {avatarCall.busy ? t('profile.uploading') : t('profile.changeAvatar')}
          </span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="sr-only"
            onChange={pickAvatar}
            disabled={avatarCall.busy}
            data-testid="me-avatar-input"
          />
        </label>
        {avatarCall.busy ? <span className="text-xs text-slate-400">{t('profile.uploading')}</span> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <p className="truncate text-xl font-extrabold text-white" data-testid="me-display-name">
            {user.nickname || user.username}
          </p>
          <p className="truncate text-sm text-slate-400">
            @<span data-testid="me-username">{user.username}</span> · <span data-testid="me-email">{user.email}</span>
          </p>
        </div>
        {avatarCall.error ? (
          <FormMessage tone="error" testId="me-avatar-error">
            {avatarCall.error}
          </FormMessage>
        ) : null}
        <form onSubmit={saveNickname} noValidate className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={t('profile.nickname')}
            value={nickname}
            onValue={(value) => {
              setNickname(value);
              setSaved(false);
            }}
            error={nicknameError ?? nicknameCall.error ?? undefined}
            testId="me-nickname"
            maxLength={30}
            autoComplete="nickname"
          />
          <SubmitButton busy={nicknameCall.busy} className="mb-[1px]" data-testid="me-nickname-save">
            {t('profile.save')}
          </SubmitButton>
        </form>
        {saved ? (
          <p className="text-sm text-pitch-400" role="status" data-testid="me-nickname-saved">
            {t('profile.saved')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
