import type { Language } from '@placar/contract/languages';
import { useLayoutEffect, useMemo } from 'react';
import { TeamBadge } from '../../components/matches/team-badge.tsx';
import type { Translate } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { matchPath } from '../../lib/matches/match-path.ts';
import { kickoffTime } from '../../lib/matches/match-time.ts';
import { playerHref } from '../../lib/matches/player-path.ts';
import { teamPath } from '../../lib/matches/team-path.ts';
import { useTimeZone } from '../../lib/time/use-time-zone.ts';
import { SearchPanel, SearchStatus } from './search-panel.tsx';
import { useSearch, type SearchResults as Found } from './use-search.ts';

export interface SearchOption {
  key: string;
  group: 'teams' | 'players' | 'competitions' | 'matches';
  href: string;
  label: string;
  detail: string;
  logo: string | null;
}

function optionsOf(results: Found | null, lang: Language, timeZone: string, t: Translate): SearchOption[] {
  if (!results) return [];
  return [
    ...results.teams.map((team) => ({
      key: `t${team.id}`,
      group: 'teams' as const,
      href: teamPath(lang, team),
      label: team.name,
      // The sport tells apart clubs of one name (São Paulo's football and basketball teams).
      detail: [team.country?.name, t(`tabs.${team.sport}`)].filter(Boolean).join(' · '),
      logo: team.logo,
    })),
    ...results.players.map((player) => ({
      key: `p${player.id}`,
      group: 'players' as const,
      href: playerHref(lang, player.name, player.id),
      label: player.name,
      // Team and sport: the same name plays for more than one club.
      detail: [player.team.name, t(`tabs.${player.team.sport}`)].join(' · '),
      logo: player.team.logo,
    })),
    ...results.competitions.map((competition) => ({
      key: `c${competition.id}`,
      group: 'competitions' as const,
      href: `/${lang}/schedule/league/${competition.id}`,
      label: competition.name,
      detail: competition.country?.name ?? '',
      logo: competition.logo,
    })),
    ...results.matches.map((match) => ({
      key: `m${match.id}`,
      group: 'matches' as const,
      href: matchPath(lang, match),
      label: `${match.home.team.name} - ${match.away.team.name}`,
      detail:
        match.home.score !== null
          ? `${match.home.score}-${match.away.score}`
          : kickoffTime(match.kickoff, timeZone, lang),
      logo: match.competition.logo,
    })),
  ];
}

export interface SearchResultsProps {
  query: string;
  lang: Language;
  /** The listbox's id; each option's is `${listId}-${key}`. */
  listId: string;
  /** Whether the list (or its status line) is drawn; hidden, the results and their options stay. */
  shown: boolean;
  active: number;
  onActive: (index: number) => void;
  onChoose: (option: SearchOption) => void;
  /** Told the options whenever they change, before the browser paints them. */
  onOptions: (options: SearchOption[]) => void;
}

/**
 * The search's results: asked for what is typed and drawn as a listbox of groups. Loaded only
 * once the field has focus or text (issue 14), and then kept mounted, closed or open, so
 * reopening the list shows the last answer at once as before the split.
 */
export function SearchResults({
  query,
  lang,
  listId,
  shown,
  active,
  onActive,
  onChoose,
  onOptions,
}: SearchResultsProps) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { results, busy } = useSearch(query);
  const options = useMemo(() => optionsOf(results, lang, timeZone, t), [results, lang, timeZone, t]);
  // A layout effect: the box's aria-activedescendant and its Enter key see these options in the same paint.
  useLayoutEffect(() => onOptions(options), [options, onOptions]);

  if (!shown) return null;
  const groups = (['teams', 'players', 'competitions', 'matches'] as const).filter((group) =>
    options.some((option) => option.group === group),
  );
  return (
    <SearchPanel>
      {options.length === 0 ? (
        <SearchStatus id={listId}>
          {busy || !results ? t('search.searching') : t('search.none', { query: query.trim() })}
        </SearchStatus>
      ) : (
        <ul id={listId} role="listbox" aria-label={t('search.label')}>
          {groups.map((group) => (
            <li key={group} role="presentation">
              <p className="px-3 pt-2 pb-1 text-[11px] font-bold tracking-wider text-slate-400 uppercase">
                {t(`search.${group}`)}
              </p>
              <ul role="presentation">
                {options
                  .filter((option) => option.group === group)
                  .map((option) => {
                    const index = options.indexOf(option);
                    return (
                      <li
                        key={option.key}
                        id={`${listId}-${option.key}`}
                        role="option"
                        aria-selected={index === active}
                        onPointerDown={(event) => event.preventDefault()}
                        onClick={() => onChoose(option)}
                        onMouseEnter={() => onActive(index)}
                        className={`flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2 text-sm ${index === active ? 'bg-ink-800' : ''}`}
                        data-testid="search-option"
                        data-group={group}
                      >
                        <TeamBadge name={option.label} logo={option.logo} size="sm" />
                        <span className="min-w-0 flex-1 truncate font-medium text-white" translate="no">
                          {option.label}
                        </span>
                        {option.detail ? (
                          <span className="shrink-0 text-xs text-slate-400">{option.detail}</span>
                        ) : null}
                      </li>
                    );
                  })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </SearchPanel>
  );
}
