import type { Language } from '@placar/contract/languages';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useEarlyTyping } from '../../components/forms/use-early-typing.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { patientComponent } from '../../lib/boot/patient-import.ts';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { SearchPanel, SearchStatus } from './search-panel.tsx';
import type { SearchOption } from './search-results.tsx';

// Asking, grouping and drawing the results is not in the first load (issue 14): it loads once the field has focus or text.
const SearchResults = lazy(() => patientComponent(() => import('./search-results.tsx'), 'SearchResults'));

/**
 * The header search: typed ahead over teams, competitions and today's matches (the server
 * ignores accents and case, and knows both languages' names). Arrows move, Enter opens,
 * Escape closes. On a phone it opens from an icon over the header.
 */
export function SearchBox({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The results module reports its options here (onOptions, before paint) rather than the box
  // asking it through a ref: the field draws aria-activedescendant and its keys choose, so the box
  // renders from them like from its own state.
  const [options, setOptions] = useState<SearchOption[]>([]);
  const input = useRef<HTMLInputElement>(null);
  // Words typed before hydration are a search like any other: its list opens for them.
  useEarlyTyping(input, query, (typed) => {
    setQuery(typed);
    setOpen(document.activeElement === input.current);
  });
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  // Never on the server or while hydrating an empty field: the results load from the first focus or text on.
  const [resultsWanted, setResultsWanted] = useState(false);
  if (!resultsWanted && (open || query !== '')) setResultsWanted(true);

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

  const go = (option: SearchOption | undefined) => {
    if (!option) return;
    setQuery('');
    setOpen(false);
    setPhoneOpen(false);
    void navigate(option.href);
  };

  const showList = open && query.trim() !== '';
  return (
    <div
      ref={box}
      className={`${phoneOpen ? 'fixed inset-x-0 top-0 z-40 flex h-14 items-center gap-2 bg-ink-950 px-4' : 'relative'} md:relative md:inset-auto md:z-auto md:flex md:h-auto md:flex-1 md:bg-transparent md:p-0`}
      data-testid="search"
    >
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
      <label
        className={`${phoneOpen ? 'flex' : 'hidden'} w-full max-w-sm flex-1 items-center gap-2 rounded-full border border-ink-700 bg-ink-900 px-3 py-1.5 focus-within:border-pitch-500 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-white md:flex`}
      >
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
        <button
          type="button"
          className="shrink-0 text-sm font-semibold text-slate-300 md:hidden"
          onClick={() => setPhoneOpen(false)}
          aria-label={t('search.close')}
        >
          ✕
        </button>
      ) : null}
      {resultsWanted ? (
        <Suspense
          fallback={
            showList ? (
              <SearchPanel>
                <SearchStatus id={listId}>{t('search.searching')}</SearchStatus>
              </SearchPanel>
            ) : null
          }
        >
          <SearchResults
            query={query}
            lang={lang}
            listId={listId}
            shown={showList}
            active={active}
            onActive={setActive}
            onChoose={go}
            onOptions={setOptions}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
