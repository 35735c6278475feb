import { liveSetting } from '@placar/contract/calls/live';
import { TITLE_LENGTH } from '@placar/contract/live-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { FormMessage, SubmitButton } from '../../../components/forms/form-status.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { useSubmit } from '../../../components/forms/use-submit.ts';
import { callApi } from '../../../lib/api/contract-call.ts';
import { useLang } from '../../../lib/page/use-lang.ts';
import { liveFieldErrors } from '../live-field-errors.ts';
import type { EditorProps } from './editor-props.ts';
import { SavedNote } from './saved-note.tsx';
import { liveSettingBody } from '../../../lib/api/call-schemas.ts';

export function TitleEditor({ room, onSaved }: EditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [title, setTitle] = useState(room.title);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const call = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found = liveFieldErrors(liveSettingBody, { title }, lang).title;
    setError(found);
    if (found) return;
    void call.run(async () => {
      const answer = await callApi(liveSetting, { title: title.trim() });
      onSaved(answer.room);
      setSaved(true);
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label={t('host.settings.title')}
        hint={t('host.settings.titleHint', { min: TITLE_LENGTH.min, max: TITLE_LENGTH.max })}
        value={title}
        onValue={(value) => {
          setTitle(value);
          setSaved(false);
        }}
        error={error}
        maxLength={TITLE_LENGTH.max}
        testId="host-title-input"
      />
      {call.error ? (
        <FormMessage tone="error" testId="host-title-failed">
          {call.error}
        </FormMessage>
      ) : null}
      <div className="flex items-center gap-3">
        <SubmitButton busy={call.busy} data-testid="host-title-save">
          {t('profile.save')}
        </SubmitButton>
        <SavedNote show={saved} testId="host-title-saved" />
      </div>
    </form>
  );
}
