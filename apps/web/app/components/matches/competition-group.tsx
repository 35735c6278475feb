import type { Language } from '@placar/contract/languages';
import type { CompetitionSummary, MatchSummary } from '@placar/contract/schedule-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { type CSSProperties, memo } from 'react';
import { Link } from 'react-router';
import { FavoriteStar } from './favorite-star.tsx';
import { MatchRow } from './match-row.tsx';
import { TeamBadge } from './team-badge.tsx';

export interface CompetitionGroupProps {
  competition: Pick<CompetitionSummary, 'id' | 'name' | 'logo'> & {
    country?: CompetitionSummary['country'];
    sport?: CompetitionSummary['sport'];
  };
  matches: MatchSummary[];
  lang: Language;
  timeZone: string;
  /**
   * Laid out and painted only once near the viewport (content-visibility: auto), standing until
   * then at its drawn height: a 41 px header and 67 px rows (measured at 360 to 1280 px wide; a
   * phone's header with the country on its own line is taller, which `auto` then remembers).
   */
  offscreenUntilNear?: boolean;
  /** How many of the matches are drawn yet (a long competition drawn across idle steps); all when undefined. */
  drawn?: number;
}

/** The height of a group's content box: its header and rows (the 1 px borders come on top). A phone's header is 52 px: the country has a line of its own. */
const groupContentHeight = (matches: number, header: number) => header + 67 * matches;
const HEADER_PX = 40;
const PHONE_HEADER_PX = 52;
/** A group laid out only near the viewport stands at its drawn height until then, a phone's or a wider screen's. */
const OFFSCREEN_CLASS =
  '[contain-intrinsic-size:auto_var(--group-height)] max-sm:[contain-intrinsic-size:auto_var(--group-height-phone)]';

/** A competition header (country, crest, name, live count) and its matches; memoized like MatchRow. */
export const CompetitionGroup = memo(function CompetitionGroup({
  competition,
  matches,
  lang,
  timeZone,
  offscreenUntilNear = false,
  drawn,
}: CompetitionGroupProps) {
  const { t } = useTranslation();
  const live = matches.filter((match) => match.status.phase === 'live').length;
  return (
    <section
      className={`overflow-hidden rounded-2xl border border-ink-800 bg-ink-900${offscreenUntilNear ? ` ${OFFSCREEN_CLASS}` : ''}`}
      data-testid="competition-group"
      data-competition-id={competition.id}
      data-country={competition.country?.code}
      data-live={live > 0}
      style={
        offscreenUntilNear
          ? ({
              contentVisibility: 'auto',
              '--group-height': `${groupContentHeight(drawn ?? matches.length, HEADER_PX)}px`,
              '--group-height-phone': `${groupContentHeight(drawn ?? matches.length, PHONE_HEADER_PX)}px`,
            } as CSSProperties)
          : undefined
      }
    >
      <div className="flex items-center border-b border-ink-800 bg-ink-850/60 transition hover:bg-ink-800">
        <Link
          to={`/${lang}/schedule/league/${competition.id}`}
          className="flex min-w-0 flex-1 items-center gap-2.5 py-2 pl-3 sm:pl-4"
        >
          <TeamBadge name={competition.name} logo={competition.logo} size="sm" />
          {/* Never cut to "Brasileirão Seri..." (issue 34 item 6): a phone puts the country on a small line of its own and the name on up to two; wider screens keep "Country · Name", on up to two lines. */}
          <span
            className="min-w-0 flex-1 text-sm max-sm:flex max-sm:flex-col sm:line-clamp-2 sm:break-words"
            data-league-title
          >
            {competition.country ? (
              <span className="text-slate-400 max-sm:truncate max-sm:text-xs">
                {competition.country.name}
                <span className="max-sm:hidden"> · </span>
              </span>
            ) : null}
            <span className="font-semibold text-white max-sm:line-clamp-2 max-sm:break-words">{competition.name}</span>
          </span>
          {live > 0 ? (
            <span className="shrink-0 rounded-full bg-red-500/15 px-2 py-0.5 text-[11px] font-bold whitespace-nowrap text-red-400">
              {t('matches.liveCount', { count: live })}
            </span>
          ) : null}
          <span aria-hidden className="text-slate-600">
            ›
          </span>
        </Link>
        <FavoriteStar
          kind="competition"
          id={competition.id}
          name={competition.name}
          className="-my-0.5 mr-0.5 sm:mr-1.5"
        />
      </div>
      <ul className="divide-y divide-ink-800">
        {(drawn === undefined ? matches : matches.slice(0, drawn)).map((match) => (
          <li key={match.id}>
            <MatchRow match={match} lang={lang} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </section>
  );
});
