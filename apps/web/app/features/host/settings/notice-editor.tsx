import { settingMsg } from '@placar/contract/calls/live';
import { NOTICE_MAX } from '@placar/contract/live-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { FormMessage, SubmitButton } from '../../../components/forms/form-status.tsx';
import { TextArea } from '../../../components/forms/text-area.tsx';
import { useSubmit } from '../../../components/forms/use-submit.ts';
import { callApi } from '../../../lib/api/contract-call.ts';
import { useLang } from '../../../lib/page/use-lang.ts';
import { liveFieldErrors } from '../live-field-errors.ts';
import type { EditorProps } from './editor-props.ts';
import { SavedNote } from './saved-note.tsx';
import { settingMsgBody } from '../../../lib/api/call-schemas.ts';

/** The notice under the player: rules of the room, schedule, links to say aloud. */
export function NoticeEditor({ room, onSaved }: EditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [notice, setNotice] = useState(room.notice);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const call = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found = liveFieldErrors(settingMsgBody, { notice }, lang).notice;
    setError(found);
    if (found) return;
    void call.run(async () => {
      const answer = await callApi(settingMsg, { notice: notice.trim() });
      onSaved(answer.room);
      setSaved(true);
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextArea
        label={t('host.settings.notice')}
        hint={t('host.settings.noticeHint')}
        value={notice}
        onValue={(value) => {
          setNotice(value);
          setSaved(false);
        }}
        error={error}
        maxLength={NOTICE_MAX}
        rows={5}
        testId="host-notice-input"
      />
      {call.error ? (
        <FormMessage tone="error" testId="host-notice-failed">
          {call.error}
        </FormMessage>
      ) : null}
      <div className="flex items-center gap-3">
        <SubmitButton busy={call.busy} data-testid="host-notice-save">
          {t('profile.save')}
        </SubmitButton>
        <SavedNote show={saved} testId="host-notice-saved" />
      </div>
    </form>
  );
}
