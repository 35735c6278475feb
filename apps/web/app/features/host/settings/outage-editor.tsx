import { liveSetting } from '@placar/contract/calls/live';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { FormMessage, SubmitButton } from '../../../components/forms/form-status.tsx';
import { useSubmit } from '../../../components/forms/use-submit.ts';
import { callApi } from '../../../lib/api/contract-call.ts';
import type { EditorProps } from './editor-props.ts';
import { SavedNote } from './saved-note.tsx';

/** Minutes a host may let a dropped stream stay away (within the contract's 10 s to 1 h). */
const GRACE_MINUTES = [1, 2, 5, 10, 15, 30, 60] as const;

/**
 * How long the room waits for the host's encoder when it drops (Wi-Fi, a sleeping laptop, OBS
 * restarting): fans see "reconnecting" meanwhile and the picture comes back by itself; after it
 * the live ends and the room closes. `null` takes the server's default.
 */
export function OutageEditor({ room, onSaved }: EditorProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<number | null>(room.reconnectGraceChosen ? room.reconnectGraceSeconds : null);
  const [saved, setSaved] = useState(false);
  const call = useSubmit();
  const defaultMinutes = room.reconnectGraceChosen ? null : Math.round(room.reconnectGraceSeconds / 60);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void call.run(async () => {
      const answer = await callApi(liveSetting, { reconnectGraceSeconds: choice });
      onSaved(answer.room);
      setSaved(true);
    });
  };
  const options: { value: number | null; label: string }[] = [
    {
      value: null,
      label:
        defaultMinutes === null
          ? t('host.settings.outageDefault')
          : t('host.settings.outageDefaultIs', { minutes: defaultMinutes }),
    },
    ...GRACE_MINUTES.map((minutes) => ({
      value: minutes * 60,
      label: t('host.settings.outageMinutes', { count: minutes }),
    })),
  ];
  // A grace chosen through the API that the list does not have still shows as chosen.
  if (choice !== null && !options.some((option) => option.value === choice))
    options.push({ value: choice, label: t('host.settings.outageSeconds', { count: choice }) });
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" data-testid="host-outage-form">
      <p className="text-sm text-slate-300">{t('host.settings.outageLead')}</p>
      <fieldset className="grid gap-1.5 sm:grid-cols-2">
        <legend className="sr-only">{t('host.settings.types.outage')}</legend>
        {options.map((option) => (
          <label
            key={option.value ?? 'default'}
            className="flex items-center gap-2 rounded-xl border border-ink-700 px-3 py-2 text-sm text-white has-checked:border-pitch-500"
          >
            <input
              type="radio"
              name="grace"
              checked={choice === option.value}
              onChange={() => {
                setChoice(option.value);
                setSaved(false);
              }}
              className="accent-pitch-500"
              data-testid={`host-outage-${option.value ?? 'default'}`}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {call.error ? (
        <FormMessage tone="error" testId="host-outage-failed">
          {call.error}
        </FormMessage>
      ) : null}
      <div className="flex items-center gap-3">
        <SubmitButton busy={call.busy} data-testid="host-outage-save">
          {t('profile.save')}
        </SubmitButton>
        <SavedNote show={saved} testId="host-outage-saved" />
      </div>
    </form>
  );
}
