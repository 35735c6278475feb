/**
 * A tab in a pill-shaped strip (the match page's and the league page's): as wide as its words,
 * never cut ("Estatísticas" whole at 320 px in br), smaller below 360 px. The caller adds its
 * desktop padding.
 */
export function tabPillClass(selected: boolean): string {
  return `flex-auto rounded-full px-1 py-1.5 text-[11px] font-semibold whitespace-nowrap transition min-[360px]:px-1.5 min-[360px]:text-[13px] sm:text-sm ${
    selected ? 'bg-white text-ink-950' : 'text-slate-400 hover:text-white'
  }`;
}
