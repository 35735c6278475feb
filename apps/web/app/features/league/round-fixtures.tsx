import { listInCompetition } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { Language } from '@placar/contract/languages';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useNavigate } from 'react-router';
import { MatchRow } from '../../components/matches/match-row.tsx';
import { callApi } from '../../lib/api/contract-call.ts';
import { applyUpdateToList } from '../../lib/matches/apply-update.ts';
import { roundLabel } from '../../lib/matches/match-labels.ts';
import { useLiveData } from '../../lib/realtime/use-live-data.ts';
import { kickoffDate } from '../../lib/matches/match-date.ts';

export type RoundList = CallData<typeof listInCompetition>;

interface RoundFixturesProps {
  initial: RoundList;
  lang: Language;
  timeZone: string;
  /** Link to another round of the same season. */
  roundHref: (round: string) => string;
}

/** One round of a competition with a round picker, kept live. */
export function RoundFixtures({ initial, lang, timeZone, roundHref }: RoundFixturesProps) {
  const { t } = useTranslation();
  const { data } = useLiveData<RoundList>(
    initial,
    (round, update) => {
      const list = applyUpdateToList(round.list, update, lang);
      return list === round.list ? round : { ...round, list };
    },
    () =>
      callApi(listInCompetition, {
        competitionId: initial.competition.id,
        seasonId: initial.season.id,
        ...(initial.round ? { round: initial.round } : {}),
      }),
  );
  const index = data.round === null ? -1 : data.rounds.indexOf(data.round);
  const previous = index > 0 ? data.rounds[index - 1] : undefined;
  const next = index >= 0 && index < data.rounds.length - 1 ? data.rounds[index + 1] : undefined;
  const arrow = 'grid size-9 place-items-center rounded-full bg-ink-850 text-slate-300 hover:bg-ink-800';
  return (
    <section className="flex flex-col gap-3" data-testid="round-fixtures" data-round={data.round ?? ''}>
      {data.rounds.length > 0 ? (
        <div className="flex items-center gap-2">
          {previous ? (
            <Link
              to={roundHref(previous)}
              aria-label={t('league.previousRound')}
              className={arrow}
              data-testid="round-previous"
            >
              ‹
            </Link>
          ) : (
            <span className="size-9" />
          )}
          <label className="flex-1">
            <span className="sr-only">{t('league.round')}</span>
            <RoundSelect rounds={data.rounds} round={data.round} roundHref={roundHref} lang={lang} />
          </label>
          {next ? (
            <Link to={roundHref(next)} aria-label={t('league.nextRound')} className={arrow} data-testid="round-next">
              ›
            </Link>
          ) : (
            <span className="size-9" />
          )}
        </div>
      ) : null}
      {data.list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-700 px-4 py-10 text-center text-slate-400">
          {t('matches.none')}
        </p>
      ) : (
        <ul className="divide-y divide-ink-800 overflow-hidden rounded-2xl border border-ink-800 bg-ink-900">
          {data.list.map((match) => (
            <li key={match.id}>
              <MatchRow
                match={match}
                lang={lang}
                timeZone={timeZone}
                date={kickoffDate(match.kickoff, timeZone, lang)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RoundSelect({
  rounds,
  round,
  roundHref,
  lang,
}: {
  rounds: string[];
  round: string | null;
  roundHref: (round: string) => string;
  lang: Language;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <select
      value={round ?? ''}
      onChange={(event) => void navigate(roundHref(event.target.value))}
      className="w-full rounded-xl border border-ink-700 bg-ink-850 px-3 py-2 text-sm font-semibold text-white"
      data-testid="round-select"
    >
      {rounds.map((value) => (
        <option key={value} value={value}>
          {roundLabel(value, t, lang)}
        </option>
      ))}
    </select>
  );
}
