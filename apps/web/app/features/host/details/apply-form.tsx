import { confirmAnchor } from '@placar/contract/calls/hosts';
import type { HostApplication } from '@placar/contract/live-entities';
import { INTRO_LENGTH, STREAM_NAME_LENGTH } from '@placar/contract/live-rules';
import { firstServedSport, servedSports } from '@placar/contract/sports/served-sports';
import type { Sport } from '@placar/contract/sports/served-sports';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { FormMessage, SubmitButton } from '../../../components/forms/form-status.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { useSubmit } from '../../../components/forms/use-submit.ts';
import { callApi } from '../../../lib/api/contract-call.ts';
import type { FieldErrors } from '../../../lib/api/form-errors.ts';
import { useLang } from '../../../lib/page/use-lang.ts';
import { liveFieldErrors } from '../live-field-errors.ts';
import { TextArea } from '../../../components/forms/text-area.tsx';
import { confirmAnchorBody } from '../../../lib/api/call-schemas.ts';

/** Apply to become a host (or edit a pending application): stream name, intro, sports covered. */
export function ApplyForm({
  application,
  onDone,
}: {
  application: HostApplication | null;
  onDone: (application: HostApplication) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [streamName, setStreamName] = useState(application?.streamName ?? '');
  const [intro, setIntro] = useState(application?.intro ?? '');
  const [sports, setSports] = useState<string[]>(application?.sports ?? [firstServedSport([])]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const call = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { streamName, intro, sports };
    const found = liveFieldErrors(confirmAnchorBody, values, lang);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void call.run(async () => {
      const answer = await callApi(confirmAnchor, {
        streamName: streamName.trim(),
        intro: intro.trim(),
        sports: sports as Sport[],
      });
      onDone(answer.application);
    });
  };

  const toggleSport = (sport: string) =>
    setSports((current) => (current.includes(sport) ? current.filter((item) => item !== sport) : [...current, sport]));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="host-apply-form">
      <TextField
        label={t('host.apply.streamName')}
        hint={t('host.apply.streamNameHint', { min: STREAM_NAME_LENGTH.min, max: STREAM_NAME_LENGTH.max })}
        value={streamName}
        onValue={setStreamName}
        error={errors.streamName}
        maxLength={STREAM_NAME_LENGTH.max}
        testId="host-apply-name"
      />
      <TextArea
        label={t('host.apply.intro')}
        hint={t('host.apply.introHint', { min: INTRO_LENGTH.min, max: INTRO_LENGTH.max })}
        value={intro}
        onValue={setIntro}
        error={errors.intro}
        maxLength={INTRO_LENGTH.max}
        rows={4}
        testId="host-apply-intro"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-slate-300">{t('host.apply.sports')}</legend>
        <div className="flex gap-2">
          {servedSports().map((sport) => (
            <label
              key={sport}
              className={`flex cursor-pointer items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold ${sports.includes(sport) ? 'border-pitch-500 bg-pitch-500/15 text-white' : 'border-ink-600 text-slate-400'}`}
            >
              <input
                type="checkbox"
                className="accent-pitch-500"
                checked={sports.includes(sport)}
                onChange={() => toggleSport(sport)}
                data-testid={`host-apply-sport-${sport}`}
              />
              {t(`host.sports.${sport}`)}
            </label>
          ))}
        </div>
        {errors.sports ? (
          <p role="alert" className="text-sm text-red-400" data-testid="host-apply-sports-error">
            {errors.sports}
          </p>
        ) : null}
      </fieldset>
      {call.error ? (
        <FormMessage tone="error" testId="host-apply-failed">
          {call.error}
        </FormMessage>
      ) : null}
      <SubmitButton busy={call.busy} className="self-start" data-testid="host-apply-submit">
        {application ? t('host.apply.update') : t('host.apply.submit')}
      </SubmitButton>
    </form>
  );
}
