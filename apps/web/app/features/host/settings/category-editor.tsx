import type { Sport } from '@placar/contract/sports/served-sports';
import { liveSetting, selectionItem } from '@placar/contract/calls/live';
import type { CallData } from '@placar/contract/call';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { FormMessage, SubmitButton } from '../../../components/forms/form-status.tsx';
import { useSubmit } from '../../../components/forms/use-submit.ts';
import { callApi } from '../../../lib/api/contract-call.ts';
import type { EditorProps } from './editor-props.ts';
import { SavedNote } from './saved-note.tsx';

type Options = CallData<typeof selectionItem>;

function Select({
  label,
  value,
  options,
  onValue,
  testId,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onValue: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        className="rounded-xl border border-ink-700 bg-ink-950/60 px-3 py-2.5 text-white"
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The sport (category) and the language the room is commented in; the options come from /live/selectionItem. */
export function CategoryEditor({ room, onSaved }: EditorProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Options | null>(null);
  const [sport, setSport] = useState<string>(room.sport);
  const [language, setLanguage] = useState<string>(room.language);
  const [saved, setSaved] = useState(false);
  const call = useSubmit();
  useEffect(() => {
    callApi(selectionItem, {}).then(setOptions, () => setOptions(null));
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void call.run(async () => {
      const answer = await callApi(liveSetting, { sport: sport as Sport, language: language as 'pt' | 'en' | 'es' });
      onSaved(answer.room);
      setSaved(true);
    });
  };
  if (!options) return <p className="text-slate-400">{t('common.loading')}</p>;
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <Select
        label={t('host.settings.sport')}
        value={sport}
        options={options.sports}
        onValue={setSport}
        testId="host-sport-select"
      />
      <Select
        label={t('host.settings.language')}
        value={language}
        options={options.languages}
        onValue={setLanguage}
        testId="host-language-select"
      />
      {call.error ? (
        <FormMessage tone="error" testId="host-category-failed">
          {call.error}
        </FormMessage>
      ) : null}
      <div className="flex items-center gap-3 sm:col-span-2">
        <SubmitButton busy={call.busy} data-testid="host-category-save">
          {t('profile.save')}
        </SubmitButton>
        <SavedNote show={saved} testId="host-category-saved" />
      </div>
    </form>
  );
}
