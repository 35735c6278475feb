import type { KeyboardEvent } from 'react';

const MOVES = ['ArrowLeft', 'ArrowRight', 'Home', 'End'] as const;

/**
 * A tab's roving tabindex (WAI-ARIA tabs pattern): Tab reaches the strip once, on the selected tab,
 * and the arrow keys move inside it.
 */
export function tabStop(selected: boolean): { tabIndex: number } {
  return { tabIndex: selected ? 0 : -1 };
}

/**
 * The tab strip's keys: Left and Right move to the previous and next tab (wrapping), Home and End to
 * the first and last; the tab reached is focused and selected (automatic activation: each panel is
 * already on the page). Put it on the element with role="tablist".
 */
export function onTabListKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const key = event.key as (typeof MOVES)[number];
  if (!MOVES.includes(key)) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
    (tab) => !tab.hidden && tab.getAttribute('aria-disabled') !== 'true' && !(tab as HTMLButtonElement).disabled,
  );
  const at = tabs.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  const last = tabs.length - 1;
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? last
        : key === 'ArrowLeft'
          ? at === 0
            ? last
            : at - 1
          : at === last
            ? 0
            : at + 1;
  event.preventDefault();
  tabs[next]?.focus();
  tabs[next]?.click();
}
