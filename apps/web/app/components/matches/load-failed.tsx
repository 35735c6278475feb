import { useTranslation } from '../../i18n/use-translation.tsx';
import { useRevalidator } from 'react-router';

/** Shown when a page's data could not be loaded; the page frame still renders. */
export function LoadFailed() {
  const { t } = useTranslation();
  const { revalidate, state } = useRevalidator();
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-ink-700 bg-ink-900 px-4 py-10 text-center"
      data-testid="load-failed"
    >
      <p className="text-slate-300">{t('matches.loadFailed')}</p>
      <button
        type="button"
        onClick={() => void revalidate()}
        disabled={state === 'loading'}
        className="rounded-full bg-ink-800 px-4 py-1.5 text-sm font-semibold text-white transition hover:bg-ink-700 disabled:opacity-50"
      >
        {t('matches.retry')}
      </button>
    </div>
  );
}
