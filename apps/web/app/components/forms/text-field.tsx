import { type InputHTMLAttributes, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useEarlyTyping } from './use-early-typing.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  /** data-testid of the input; its error line gets `${testId}-error`. */
  testId: string;
}

/** A labelled input with its hint and inline error; password fields get a show/hide toggle. */
export function TextField({
  label,
  value,
  onValue,
  error,
  hint,
  testId,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEarlyTyping(field, value, onValue);
  const password = type === 'password';
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-300">
        {label}
      </label>
      <div className="relative">
        <input
          ref={field}
          id={id}
          type={password && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          data-testid={testId}
          className={`w-full rounded-xl border bg-ink-950/60 px-3.5 py-2.5 text-white placeholder:text-slate-400 transition ${
            error ? 'border-red-500/70' : 'border-ink-700 focus:border-pitch-500'
          } ${password ? 'pr-11' : ''}`}
          {...input}
        />
        {password ? (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={revealed ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center text-slate-400 hover:text-white"
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
              <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
              {revealed ? <path d="M3 3l18 18" /> : null}
            </svg>
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
