import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';

/** A value to copy into OBS; a secret stays masked until shown. */
export function SecretField({
  label,
  value,
  secret = false,
  testId,
}: {
  label: string;
  value: string;
  secret?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(!secret);
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-bold tracking-wider text-slate-400 uppercase">{label}</dt>
      <dd className="flex items-center gap-2">
        <code
          className="min-w-0 flex-1 truncate rounded-lg bg-ink-950 px-3 py-2 font-mono text-sm text-slate-100"
          data-testid={testId}
          data-value={shown ? value : undefined}
        >
          {shown ? value : '•'.repeat(24)}
        </code>
        {secret ? (
          <button
            type="button"
            onClick={() => setShown((now) => !now)}
            className="shrink-0 rounded-full border border-ink-600 px-3 py-1.5 text-xs font-semibold text-white"
            data-testid={`${testId}-toggle`}
          >
            {shown ? t('host.key.hide') : t('host.key.show')}
          </button>
        ) : null}
        <button
          type="button"
          onClick={copy}
          className="shrink-0 rounded-full border border-ink-600 px-3 py-1.5 text-xs font-semibold text-white"
        >
          {copied ? t('host.key.copied') : t('host.key.copy')}
        </button>
      </dd>
    </div>
  );
}
