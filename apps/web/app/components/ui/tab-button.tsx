import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { tabStop } from './tab-keys.ts';

/** The ids that tie a strip's tab to its panel (WAI-ARIA tabs); a page has each strip once. */
const tabId = (strip: string, value: string) => `${strip}-tab-${value}`;
export const panelId = (strip: string, value: string) => `${strip}-panel-${value}`;

interface TabButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'id' | 'role' | 'type' | 'onClick' | 'onSelect'
> {
  strip: string;
  value: string;
  selected: boolean;
  onSelect: () => void;
  /** The panel it controls: its own (`panelId(strip, value)`) unless the strip shares one panel. */
  panel?: string;
  children: ReactNode;
}

/**
 * One tab of a strip (role="tablist" with `onTabListKeyDown`): its id, the roving tab stop, and
 * aria-controls on the selected tab, whose panel is always on the page (the others' may not be).
 */
export function TabButton({ strip, value, selected, onSelect, panel, children, ...rest }: TabButtonProps) {
  return (
    <button
      type="button"
      role="tab"
      id={tabId(strip, value)}
      aria-controls={selected ? (panel ?? panelId(strip, value)) : undefined}
      aria-selected={selected}
      {...tabStop(selected)}
      onClick={onSelect}
      {...rest}
    >
      {children}
    </button>
  );
}

/** A panel's attributes: `value` names the tab it belongs to (the selected one for a shared panel), `id` the panel. */
export function tabPanel(strip: string, value: string, id = value) {
  return { role: 'tabpanel', id: panelId(strip, id), 'aria-labelledby': tabId(strip, value) } as const;
}
