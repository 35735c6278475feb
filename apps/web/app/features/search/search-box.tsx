import type { Language } from '@placar/contract/languages';
import { useEffect, useId, useRef, useState } from 'react';
import { useEarlyTyping } from '../../components/forms/use-early-typing.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { TeamBadge } from '../../components/matches/team-badge.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { matchPath } from '../../lib/matches/match-path.ts';
import { kickoffTime } from '../../lib/matches/match-time.ts';
import { teamPath } from '../../lib/matches/team-path.ts';
import { useTimeZone } from '../app-shell/use-time-zone.ts';
import { useSearch, type SearchResults } from './use-search.ts';

interface Option {
  key: string;
  group: 'teams' | 'competitions' | 'matches';
  href: string;
  label: string;
  detail: string;
  logo: string | null;
}

function optionsOf(results: SearchResults | null, lang: Language, timeZone: string): Option[] {
  if (!results) return [];
  return [
    ...results.teams.map((team) => ({ key: `t${team.id}`, group: 'teams' as const, href: teamPath(lang, team), label: team.name, detail: team.country?.name ?? '', logo: team.logo })),
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
      detail: match.home.score !== null ? `${match.home.score}-${match.away.score}` : kickoffTime(match.kickoff, timeZone, lang),
      logo: match.competition.logo,
    })),
  ];
}

/**
 * The header search: typed ahead over teams, competitions and today's matches (the server
 * ignores accents and case, and knows both languages' names). Arrows move, Enter opens,
 * Escape closes. On a phone it opens from an icon over the header.
 */
export function SearchBox({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  // Words typed before hydration are a search like any other: its list opens for them.
  useEarlyTyping(input, query, (typed) => {
    setQuery(typed);
    setOpen(document.activeElement === input.current);
  });
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  const { results, busy } = useSearch(query);
  const options = optionsOf(results, lang, timeZone);

  // A new page closes the search; not the first one, whose words typed before hydration just opened it.
  const searchedOn = useRef(location.pathname);
  useEffect(() => {
    if (searchedOn.current === location.pathname) return;
    searchedOn.current = location.pathname;
    setOpen(false);
    setPhoneOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const go = (option: Option | undefined) => {
    if (!option) return;
    setQuery('');
    setOpen(false);
    setPhoneOpen(false);
    void navigate(option.href);
  };

  const showList = open && query.trim() !== '';
  const groups = (['teams', 'competitions', 'matches'] as const).filter((group) => options.some((option) => option.group === group));
  return (
    <div ref={box} className={`${phoneOpen ? 'fixed inset-x-0 top-0 z-40 flex h-14 items-center gap-2 bg-ink-950 px-4' : 'relative'} md:relative md:inset-auto md:z-auto md:flex md:h-auto md:flex-1 md:bg-transparent md:p-0`} data-testid="search">
      <button
        type="button"
        className={`${phoneOpen ? 'hidden' : 'grid'} size-9 place-items-center rounded-full text-slate-300 hover:bg-ink-800 md:hidden`}
        aria-label={t('search.open')}
        onClick={() => {
          setPhoneOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
        data-testid="search-open"
      >
        <SearchIcon />
      </button>
      <label className={`${phoneOpen ? 'flex' : 'hidden'} w-full max-w-sm flex-1 items-center gap-2 rounded-full border border-ink-700 bg-ink-900 px-3 py-1.5 focus-within:border-pitch-500 md:flex`}>
        <SearchIcon className="size-4 shrink-0 text-slate-400" />
        <span className="sr-only">{t('search.label')}</span>
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && options[active] ? `${listId}-${options[active]?.key}` : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          value={query}
          placeholder={t('search.placeholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((index) => Math.min(index + 1, options.length - 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((index) => Math.max(index - 1, 0));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              go(options[active]);
            } else if (event.key === 'Escape') {
              setOpen(false);
              setPhoneOpen(false);
            }
          }}
          name="q"
          className="w-full min-w-0 bg-transparent text-sm text-white placeholder:text-slate-500 focus:outline-none"
          data-testid="search-input"
        />
      </label>
      {phoneOpen ? (
        <button type="button" className="shrink-0 text-sm font-semibold text-slate-300 md:hidden" onClick={() => setPhoneOpen(false)} aria-label={t('search.close')}>
          ✕
        </button>
      ) : null}
      {showList ? (
        <div className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-2xl border border-ink-700 bg-ink-900 p-1 shadow-2xl md:right-auto md:w-[26rem]" data-testid="search-results">
          {options.length === 0 ? (
            <p className="px-3 py-3 text-sm text-slate-400">{busy || !results ? t('search.searching') : t('search.none', { query: query.trim() })}</p>
          ) : (
            <ul id={listId} role="listbox" aria-label={t('search.label')}>
              {groups.map((group) => (
                <li key={group} role="presentation">
                  <p className="px-3 pt-2 pb-1 text-[11px] font-bold tracking-wider text-slate-400 uppercase">{t(`search.${group}`)}</p>
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
                            onClick={() => go(option)}
                            onMouseEnter={() => setActive(index)}
                            className={`flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2 text-sm ${index === active ? 'bg-ink-800' : ''}`}
                            data-testid="search-option"
                            data-group={group}
                          >
                            <TeamBadge name={option.label} logo={option.logo} size="sm" />
                            <span className="min-w-0 flex-1 truncate font-medium text-white" translate="no">
                              {option.label}
                            </span>
                            {option.detail ? <span className="shrink-0 text-xs text-slate-400">{option.detail}</span> : null}
                          </li>
                        );
                      })}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
