import { createStore } from 'zustand/vanilla';

export interface DialogRequest {
  title: string;
  message: string;
  confirmLabel: string;
  closeLabel: string;
}

interface DialogState {
  current: (DialogRequest & { resolve: (confirmed: boolean) => void }) | null;
}

export const dialogStore = createStore<DialogState>()(() => ({ current: null }));

/**
 * Open a confirm dialog; resolves true on confirm, false when dismissed. A request made
 * while a dialog is open replaces nothing: it waits for the same answer.
 */
export function openDialog(request: DialogRequest): Promise<boolean> {
  const open = dialogStore.getState().current;
  if (open) return new Promise((resolve) => queueAnswer(open, resolve));
  return new Promise((resolve) => {
    dialogStore.setState({ current: { ...request, resolve } });
  });
}

function queueAnswer(open: NonNullable<DialogState['current']>, resolve: (confirmed: boolean) => void) {
  const first = open.resolve;
  open.resolve = (confirmed) => {
    first(confirmed);
    resolve(confirmed);
  };
}

/** Answer the open dialog (true = confirmed) and close it. */
export function answerDialog(confirmed: boolean): void {
  const open = dialogStore.getState().current;
  if (!open) return;
  dialogStore.setState({ current: null });
  open.resolve(confirmed);
}
