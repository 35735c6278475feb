import type { ReactNode } from 'react';

/** One card of the profile page. */
export function SettingsSection({
  title,
  testId,
  children,
  action,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-ink-700 bg-ink-900 p-5" data-testid={testId}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="font-bold text-white">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
