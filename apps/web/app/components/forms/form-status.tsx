import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** The form's main button; shows the busy label and stays disabled while a call runs. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean; busyLabel?: string }) {
  return (
    <button
      type="submit"
      disabled={busy || button.disabled}
      aria-busy={busy || undefined}
      className={`flex items-center justify-center gap-2 rounded-full bg-pitch-500 px-5 py-2.5 font-bold text-ink-950 transition hover:bg-pitch-400 disabled:cursor-not-allowed disabled:opacity-60 ${className ?? ''}`}
      {...button}
    >
      {busy ? (
        <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-ink-950/30 border-t-ink-950" />
      ) : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** A server answer or a success note above or below a form. */
export function FormMessage({
  tone,
  testId,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  testId: string;
  children: ReactNode;
}) {
  const style = {
    error: 'border-red-500/40 bg-red-500/10 text-red-300',
    success: 'border-pitch-500/40 bg-pitch-500/10 text-pitch-50',
    info: 'border-ink-600 bg-ink-850 text-slate-300',
  }[tone];
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-3.5 py-2.5 text-sm ${style}`}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
