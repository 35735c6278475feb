import type { LiveState } from '@placar/contract/live-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';

const STYLE: Record<LiveState, string> = {
  live: 'bg-red-600 text-white',
  reconnecting: 'bg-amber-500 text-ink-950',
  waiting: 'bg-ink-700 text-slate-200',
  offline: 'bg-ink-800 text-slate-400',
};

/** LIVE / RECONNECTING / SOON / OFFLINE, or another word for the same state (the host's preview). */
export function LiveBadge({ state, testId, label }: { state: LiveState; testId?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-[11px] font-extrabold tracking-wide uppercase ${STYLE[state]}`}
      data-testid={testId}
      data-state={state}
    >
      {state === 'live' ? <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" /> : null}
      {label ?? t(`player.state.${state}`)}
    </span>
  );
}

/** People watching now, with an eye icon. */
export function ViewerCount({ viewers, testId, className }: { viewers: number; testId?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-md bg-black/60 px-1.5 py-0.5 text-[11px] font-semibold text-white tabular-nums ${className ?? ''}`}
      title={t('rooms.viewers', { count: viewers })}
    >
      <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
      </svg>
      <span data-testid={testId}>{viewers}</span>
      <span className="sr-only">{t('rooms.viewers', { count: viewers })}</span>
    </span>
  );
}
