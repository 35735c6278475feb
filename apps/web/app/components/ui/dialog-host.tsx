import { Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { onDemand } from '../../lib/boot/patient-import.ts';
import { whenIdle } from '../../lib/browser/when-idle.ts';
import { dialogStore } from '../../state/dialog-store.ts';

// One fetch for the idle preload and the first dialog, tried again until it comes (patientComponent).
const { Component: DialogPanel, preload: loadPanel } = onDemand(() => import('./dialog-panel.tsx'), 'DialogPanel');

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
