/**
 * Something that decides when a live change may be shown. The default shows it at once; a
 * page with video holds it until the viewer's picture reaches the moment (spoiler sync).
 */
export interface UpdateGate {
  defer(show: () => void): void;
}

export const immediateGate: UpdateGate = { defer: (show) => show() };
