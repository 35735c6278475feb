import { TOAST_DURATION_MS } from '@placar/contract/constants';
import { createStore } from 'zustand/vanilla';

export type ToastType = 'danger' | 'success' | 'info';

interface Toast {
  id: number;
  type: ToastType;
  message: string;
  durationMs: number;
}

interface ToastState {
  toasts: Toast[];
}

export const toastStore = createStore<ToastState>()(() => ({ toasts: [] }));

let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** Show a notification: danger for 3000 ms unless told otherwise (requirement errors). */
export function showToast(message: string, options: { type?: ToastType; durationMs?: number } = {}): Toast {
  const toast: Toast = {
    id: nextId++,
    type: options.type ?? 'danger',
    message,
    durationMs: options.durationMs ?? TOAST_DURATION_MS,
  };
  toastStore.setState((state) => ({ toasts: [...state.toasts, toast] }));
  setTimeout(() => dismissToast(toast.id), toast.durationMs);
  return toast;
}
