import { type TextareaHTMLAttributes, useId, useRef } from 'react';
import { useEarlyTyping } from './use-early-typing.ts';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  testId: string;
}

/** A labelled multi-line field with a character count, its hint and inline error. */
export function TextArea({ label, value, onValue, error, hint, testId, maxLength, className, ...area }: TextAreaProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEarlyTyping(field, value, onValue);
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-300">
          {label}
        </label>
        {maxLength ? (
          <span className="text-xs text-slate-400 tabular-nums" aria-hidden>
            {value.length}/{maxLength}
          </span>
        ) : null}
      </div>
      <textarea
        ref={field}
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        data-testid={testId}
        className={`w-full resize-y rounded-xl border bg-ink-950/60 px-3.5 py-2.5 text-white placeholder:text-slate-400 ${
          error ? 'border-red-500/70' : 'border-ink-700 focus:border-pitch-500'
        }`}
        {...area}
      />
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
