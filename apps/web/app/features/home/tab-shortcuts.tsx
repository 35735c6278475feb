import type { Language } from '@placar/contract/languages';
import { Link } from 'react-router';
import { TeamBadge } from '../../components/matches/team-badge.tsx';
import type { SiteConfig } from './use-site-config.ts';

type Item = SiteConfig['tabs'][number]['items'][number];

/** The selected tab's drop-down items admins chose: shortcuts to competitions. */
export function TabShortcuts({ items, lang }: { items: readonly Item[]; lang: Language }) {
  if (items.length === 0) return null;
  return (
    <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none]" data-testid="tab-shortcuts">
      {items.map((item) => (
        <li key={item.competitionId} className="shrink-0">
          <Link
            to={`/${lang}/schedule/league/${item.competitionId}`}
            className="flex items-center gap-2 rounded-full border border-ink-700 py-1 pr-3 pl-1 text-xs font-semibold text-slate-200 hover:border-slate-500"
          >
            <TeamBadge name={item.label} logo={item.logo} size="sm" />
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
