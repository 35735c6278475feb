import type { ReactNode } from 'react';

/** A titled block of an admin page. */
export function AdminSection({
  title,
  children,
  testId,
  actions,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  actions?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-ink-700 bg-ink-900 p-4 sm:p-5" data-testid={testId}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold text-white">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

type ButtonProps = {
  children: ReactNode;
  onClick?: () => void;
  kind?: 'primary' | 'plain' | 'danger';
  disabled?: boolean;
  testId?: string;
  type?: 'button' | 'submit';
  label?: string;
};

export function AdminButton({
  children,
  onClick,
  kind = 'plain',
  disabled,
  testId,
  type = 'button',
  label,
}: ButtonProps) {
  const look =
    kind === 'primary'
      ? 'bg-pitch-500 text-ink-950 hover:bg-pitch-400'
      : kind === 'danger'
        ? 'bg-red-600/90 text-white hover:bg-red-500'
        : 'border border-ink-600 text-slate-200 hover:border-slate-400';
  return (
    <button
      type={type}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      aria-label={label}
      className={`rounded-full px-3.5 py-1.5 text-sm font-semibold transition disabled:opacity-40 ${look}`}
    >
      {children}
    </button>
  );
}

export const inputClass =
  'w-full rounded-lg border border-ink-600 bg-ink-850 px-3 py-2 text-sm text-white placeholder:text-slate-500 focus:border-pitch-400';

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-slate-400">
      {label}
      {children}
    </label>
  );
}

/** Saved / failed line under a form. */
export function SaveStatus({ status }: { status: { kind: 'saved' | 'error'; text: string } | null }) {
  if (status === null) return null;
  return (
    <p
      role="status"
      className={`text-sm ${status.kind === 'saved' ? 'text-pitch-400' : 'text-red-400'}`}
      data-testid="admin-status"
    >
      {status.text}
    </p>
  );
}
