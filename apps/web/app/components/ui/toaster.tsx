import { useTranslation } from '../../i18n/use-translation.tsx';
import { useStore } from 'zustand';
import { dismissToast, type ToastType, toastStore } from '../../state/toast-store.ts';

const tone: Record<ToastType, string> = {
  danger: 'border-red-500/40 bg-red-950/90 text-red-100',
  success: 'border-pitch-500/40 bg-emerald-950/90 text-emerald-100',
  info: 'border-sky-500/40 bg-slate-900/95 text-slate-100',
};

/** Notifications (top centre); each has role="alert" and disappears after its duration. */
export function Toaster() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  const { t } = useTranslation();
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-3"
      data-testid="toaster"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="alert"
          data-testid="toast"
          data-type={toast.type}
          className={`pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-xl backdrop-blur ${tone[toast.type]}`}
        >
          <span className="flex-1">{toast.message}</span>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('toast.close')}
            className="rounded p-1 opacity-70 hover:opacity-100"
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
