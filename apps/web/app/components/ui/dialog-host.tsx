import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { patientComponent } from '../../lib/patient-import.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import type { DialogPanel as Panel } from './dialog-panel.tsx';
import { dialogStore } from './dialog-store.ts';

let panel: Promise<{ default: typeof Panel }> | undefined;
// One fetch for the idle preload and the first dialog, tried again until it comes (patientComponent).
const loadPanel = () => (panel ??= patientComponent(() => import('./dialog-panel.tsx'), 'DialogPanel'));
const DialogPanel = lazy(loadPanel);

/**
 * Where the app's modal dialog mounts. Its panel is not in the first load (issue 14): the
 * browser fetches it when idle after hydration, so a dialog opened later shows at once.
 */
export function DialogHost() {
  const open = useStore(dialogStore, (state) => state.current !== null);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    whenIdle(() => void loadPanel());
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <DialogPanel />
    </Suspense>
  ) : null;
}
