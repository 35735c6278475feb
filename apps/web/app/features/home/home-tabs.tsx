import { MATCH_TABS } from '@placar/contract/match-tabs';
import type { TabCounts } from '@placar/contract/schedule-entities';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { onTabListKeyDown } from '../../components/ui/tab-keys.ts';
import { TabButton, panelId } from '../../components/ui/tab-button.tsx';

export type MatchTab = (typeof MATCH_TABS)[number];

export function isMatchTab(value: unknown): value is MatchTab {
  return (MATCH_TABS as readonly unknown[]).includes(value);
}

interface HomeTabsProps {
  selected: MatchTab;
  counts: TabCounts;
  liveNum: number;
  onSelect: (tab: MatchTab) => void;
  /** A control scrolled with the tabs, before them (the favorites switch). */
  leading?: ReactNode;
  /** The tabs admins show, in their order, with their label (null: the catalogue's); all tabs when unknown. */
  shown?: readonly { key: MatchTab; label: string | null }[];
}

const ALL_TABS = MATCH_TABS.map((key) => ({ key, label: null }));

/** The one panel every home tab shows its list in (home-matches.tsx). */
export const HOME_PANEL = 'list';

/**
 * Match list tabs of requirement match-tabs with their counts; the live tab carries a pulsing live
 * count. They wrap onto a second line rather than scroll, so every tab is in view at any width.
 */
export function HomeTabs({ selected, counts, liveNum, onSelect, leading, shown = ALL_TABS }: HomeTabsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 pb-1" data-testid="match-tab-strip">
      {leading ? (
        <>
          {leading}
          <span aria-hidden className="h-6 w-px shrink-0 bg-ink-700" />
        </>
      ) : null}
      <div
        role="tablist"
        onKeyDown={onTabListKeyDown}
        aria-label={t('pages.home.heading')}
        className="flex flex-wrap gap-2"
        data-testid="match-tabs"
      >
        {shown.map(({ key: tab, label }) => {
          const active = tab === selected;
          return (
            <TabButton
              key={tab}
              strip="home"
              value={tab}
              selected={active}
              onSelect={() => onSelect(tab)}
              panel={panelId('home', HOME_PANEL)}
              data-testid={`tab-${tab}`}
              className={`flex shrink-0 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-semibold transition ${
                active ? 'bg-white text-ink-950' : 'bg-ink-850 text-slate-300 hover:bg-ink-800 hover:text-white'
              }`}
            >
              {tab === 'inplay' ? (
                <span aria-hidden className="inline-block size-2 animate-pulse rounded-full bg-red-500" />
              ) : null}
              {label ?? t(`tabs.${tab}`)}
              {tab === 'inplay' ? (
                <span
                  className="rounded-full bg-red-600 px-1.5 text-[11px] font-bold text-white tabular-nums"
                  data-testid="live-num"
                >
                  {liveNum}
                </span>
              ) : (
                <span
                  className={`text-xs tabular-nums ${active ? 'text-ink-700' : 'text-slate-400'}`}
                  data-testid={`tab-count-${tab}`}
                >
                  {counts[tab]}
                </span>
              )}
            </TabButton>
          );
        })}
      </div>
    </div>
  );
}
