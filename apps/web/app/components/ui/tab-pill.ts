/**
 * A tab in a pill-shaped strip (the match page's and the league page's): as wide as its words,
 * never cut ("Estatísticas" whole at 320 px in br), smaller below 360 px. `dense` for a strip of
 * five tabs or more (the match page once play starts): smaller up to the `sm` width too. The
 * caller adds its desktop padding.
 */
export function tabPillClass(selected: boolean, dense = false): string {
  const size = dense
    ? 'px-0.5 text-[11px] min-[360px]:px-1 min-[360px]:text-[12px]'
    : 'px-1 text-[11px] min-[360px]:px-1.5 min-[360px]:text-[13px]';
  return `flex-auto rounded-full py-1.5 font-semibold whitespace-nowrap transition ${size} sm:text-sm ${selected ? 'bg-white text-ink-950' : 'text-slate-400 hover:text-white'}`;
}
