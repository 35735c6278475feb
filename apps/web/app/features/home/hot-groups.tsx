import type { groupList } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { Language } from '@placar/contract/languages';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { TeamBadge } from '../../components/matches/team-badge.tsx';

type Group = CallData<typeof groupList>['list'][number];

/** The /group/list hot groups (admins may point them): competitions with their live counts. */
export function HotGroups({ groups, lang }: { groups: readonly Group[]; lang: Language }) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <nav aria-label={t('home.hotGroups')} data-testid="hot-groups">
      <h2 className="mb-2 text-xs font-bold tracking-wider text-slate-400 uppercase">{t('home.hotGroups')}</h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
        {groups.map((group) => (
          <li key={group.id} className="shrink-0">
            <Link
              to={`/${lang}/schedule/league/${group.competitionId}`}
              className="flex items-center gap-2 rounded-xl border border-ink-800 bg-ink-900 py-1.5 pr-3 pl-1.5 text-sm font-semibold text-white hover:border-ink-600"
              data-testid="hot-group"
            >
              <TeamBadge name={group.name} logo={group.logo} size="sm" />
              {group.name}
              {group.live > 0 ? (
                <span className="rounded-full bg-red-500/15 px-1.5 text-[11px] font-bold text-red-400">
                  {group.live}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
