import type { StandingRow } from '@placar/contract/schedule-entities';
import type { TieBreak, UnresolvedTie } from '@placar/contract/tie-break';
import { useTranslation } from '../../i18n/use-translation.tsx';

const NAMES_SHOWN = 4;

/** The sentence for one tie the data could not settle; teams that have not played yet get a plainer one. */
function tieNoteKey(tie: UnresolvedTie, rows: readonly StandingRow[]): string {
  const group = rows.filter((row) => tie.teamIds.includes(row.team.id));
  if (group.length > 0 && group.every((row) => row.played === 0)) return 'standings.open.notPlayed';
  if (tie.reason === 'off_the_table')
    return tie.criterion === 'play_off_match' ? 'standings.open.playOff' : 'standings.open.lots';
  if (tie.reason === 'missing_data') return 'standings.open.missing';
  if (tie.reason === 'meetings_pending') return 'standings.open.meetingsPending';
  return 'standings.open.exhausted';
}

/**
 * Under the table: each group of teams the regulation could not order from the results, said
 * plainly (the table lists them by name), then the criteria the table is ranked by.
 */
export function TieBreakNotes({
  tieBreak,
  unresolved,
  rows,
}: {
  tieBreak: TieBreak;
  unresolved: UnresolvedTie[];
  rows: StandingRow[];
}) {
  const { t } = useTranslation();
  const nameOf = new Map(rows.map((row) => [row.team.id, row.team.name]));
  const teamsOf = (tie: UnresolvedTie) => {
    const names = tie.teamIds.map((id) => nameOf.get(id) ?? '?');
    const shown = names.slice(0, NAMES_SHOWN).join(', ');
    return names.length > NAMES_SHOWN
      ? `${shown} ${t('standings.open.andMore', { count: names.length - NAMES_SHOWN })}`
      : shown;
  };
  const criteria = (list: readonly string[]) =>
    list.map((criterion) => t(`standings.criterion.${criterion}`)).join(' › ');
  const sameLists = tieBreak.twoTeams.join() === tieBreak.moreTeams.join();
  return (
    <div className="mt-3 flex flex-col gap-3 text-xs leading-relaxed text-slate-400">
      {unresolved.length > 0 ? (
        <ul
          role="note"
          className="flex flex-col gap-1.5 rounded-xl border border-amber-500/30 bg-amber-500/10 p-3 text-amber-100"
          data-testid="standings-open-ties"
        >
          {unresolved.map((tie) => (
            <li key={tie.teamIds.join('-')} data-testid="standings-open-tie" data-criterion={tie.criterion ?? ''}>
              <span aria-hidden className="mr-1 font-bold text-amber-300">
                *
              </span>
              {t(tieNoteKey(tie, rows), {
                places: t('standings.open.places', { from: tie.from, to: tie.to }),
                teams: teamsOf(tie),
                criterion: tie.criterion === null ? '' : t(`standings.criterion.${tie.criterion}`),
                data: tie.missing === null ? '' : t(`standings.missingData.${tie.missing}`),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-label={t('standings.tieBreak.heading')} data-testid="standings-tie-break">
        <h2 className="font-bold tracking-wide text-slate-300 uppercase">{t('standings.tieBreak.heading')}</h2>
        {sameLists ? (
          <p>{criteria(tieBreak.twoTeams)}</p>
        ) : (
          <>
            <p>
              <span className="font-semibold text-slate-300">{t('standings.tieBreak.twoTeams')}:</span>{' '}
              {criteria(tieBreak.twoTeams)}
            </p>
            <p>
              <span className="font-semibold text-slate-300">{t('standings.tieBreak.moreTeams')}:</span>{' '}
              {criteria(tieBreak.moreTeams)}
            </p>
          </>
        )}
        {tieBreak.regulation ? (
          <p className="text-slate-400">
            {t('standings.tieBreak.source', { name: tieBreak.regulation.name, season: tieBreak.regulation.season })}
          </p>
        ) : null}
      </section>
    </div>
  );
}
