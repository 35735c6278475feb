import { useTranslation } from 'react-i18next';
import { StorageKey } from '../../lib/storage-keys.ts';
import { appStore, useAppStore } from '../../state/app-store.ts';

/** Match list tabs of SPEC section 2; the choice is kept as matchType. */
export const MATCH_TABS = ['all', 'hot', 'football', 'basketball', 'finish', 'inplay', 'upcoming'] as const;

export function HomeTabs() {
  const { t } = useTranslation();
  const matchType = useAppStore((state) => state.matchType);
  const choose = (tab: string) => {
    appStore.getState().patch({ matchType: tab });
    try {
      localStorage.setItem(StorageKey.matchType, tab);
    } catch {
      // The store keeps the choice for this visit.
    }
  };
  return (
    <div role="tablist" aria-label={t('pages.home.heading')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]" data-testid="match-tabs">
      {MATCH_TABS.map((tab) => {
        const selected = tab === matchType;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => choose(tab)}
            className={`shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold transition ${
              selected ? 'bg-white text-ink-950' : 'bg-ink-850 text-slate-300 hover:bg-ink-800 hover:text-white'
            }`}
          >
            {tab === 'inplay' ? <span className="mr-1.5 inline-block size-2 animate-pulse rounded-full bg-red-500 align-middle" /> : null}
            {t(`tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
