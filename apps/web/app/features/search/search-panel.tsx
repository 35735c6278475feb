import type { ReactNode } from 'react';

/** The box under the search field that holds its listbox or its status line (both the box's fallback and the results draw it). */
export function SearchPanel({ children }: { children: ReactNode }) {
  return (
    <div
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-2xl border border-ink-700 bg-ink-900 p-1 shadow-2xl md:right-auto md:w-[26rem]"
      data-testid="search-results"
    >
      {children}
    </div>
  );
}

/** "Searching…" or "nothing found": it carries the listbox's id while it stands in its place, so the field's aria-controls always names a drawn element. */
export function SearchStatus({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="px-3 py-3 text-sm text-slate-400">
      {children}
    </p>
  );
}
