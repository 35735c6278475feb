import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { answerDialog, dialogStore } from '../../state/dialog-store.ts';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The one modal dialog of the app: role="dialog", aria-modal, focus kept inside, Escape
 * and the backdrop dismiss it, the focus returns where it was. Loaded by DialogHost.
 */
export function DialogPanel() {
  const current = useStore(dialogStore, (state) => state.current);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!current) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        answerDialog(false);
      } else if (event.key === 'Tab' && panel.current) {
        const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [current]);

  if (!current) return null;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center p-4">
      <div
        className="absolute inset-0 bg-black/70 backdrop-blur-sm"
        data-testid="dialog-backdrop"
        onClick={() => answerDialog(false)}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="app-dialog-title"
        aria-describedby="app-dialog-message"
        data-testid="dialog"
        className="relative w-full max-w-sm rounded-2xl border border-ink-700 bg-ink-850 p-6 shadow-2xl"
      >
        <button
          type="button"
          onClick={() => answerDialog(false)}
          aria-label={current.closeLabel}
          data-testid="dialog-close"
          className="absolute top-3 right-3 rounded-full p-1.5 text-slate-400 hover:bg-ink-700 hover:text-white"
        >
          ✕
        </button>
        <h2 id="app-dialog-title" className="text-lg font-bold text-white">
          {current.title}
        </h2>
        <p id="app-dialog-message" className="mt-2 text-slate-300">
          {current.message}
        </p>
        <div className="mt-6 flex justify-end">
          <button
            type="button"
            data-autofocus
            data-testid="dialog-confirm"
            onClick={() => answerDialog(true)}
            className="rounded-full bg-pitch-500 px-6 py-2 font-semibold text-ink-950 hover:bg-pitch-400"
          >
            {current.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
