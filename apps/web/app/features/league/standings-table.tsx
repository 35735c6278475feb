import type { Sport } from '@placar/contract/match-status';
import type { StandingRow } from '@placar/contract/schedule-entities';
import { useTranslation } from 'react-i18next';
import { TeamBadge } from '../../components/matches/team-badge.tsx';

const FORM_COLOUR = { W: 'bg-pitch-500', D: 'bg-slate-500', L: 'bg-red-500' } as const;

export function FormDots({ form }: { form: StandingRow['form'] }) {
  const { t } = useTranslation();
  return (
    <span className="flex gap-1" data-testid="form">
      {form.map((result, index) => (
        <span key={index} title={t(`standings.result.${result}`)} className={`grid size-4 place-items-center rounded-sm text-[9px] font-black text-ink-950 ${FORM_COLOUR[result]}`}>
          {t(`standings.short.${result}`)}
        </span>
      ))}
    </span>
  );
}

const cell = 'px-1.5 py-2 text-center tabular-nums';

/** The standings: football P W D L GF GA GD Pts and form; basketball W L PCT. Teams the rules left level carry a mark. */
export function StandingsTable({ rows, sport, level = new Set() }: { rows: StandingRow[]; sport: Sport; level?: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const football = sport === 'football';
  const head = football ? (['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst', 'goalDifference', 'points'] as const) : (['played', 'won', 'lost', 'winPercentage'] as const);
  const hideOnPhone = new Set(['goalsFor', 'goalsAgainst', 'drawn']);
  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-800 bg-ink-900">
      <table className="w-full text-sm" data-testid="standings-table">
        <thead>
          <tr className="border-b border-ink-800 text-[11px] font-bold tracking-wide text-slate-500 uppercase">
            <th className="w-8 px-2 py-2 text-center">#</th>
            <th className="px-2 py-2 text-left">{t('standings.team')}</th>
            {head.map((key) => (
              <th key={key} className={`${cell} ${hideOnPhone.has(key) ? 'hidden sm:table-cell' : ''}`} title={t(`standings.long.${key}`)}>
                {t(`standings.col.${key}`)}
              </th>
            ))}
            {football ? <th className="hidden px-2 py-2 text-left md:table-cell">{t('standings.form')}</th> : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {rows.map((row) => (
            <tr key={row.team.id} className="hover:bg-ink-850" data-testid="standing-row" data-team-id={row.team.id}>
              <td className="px-2 py-2 text-center font-semibold whitespace-nowrap text-slate-400 tabular-nums">
                {row.position}
                {level.has(row.team.id) ? (
                  <span className="text-amber-300" title={t('standings.open.mark')}>
                    *
                  </span>
                ) : null}
              </td>
              <td className="px-2 py-2">
                <span className="flex min-w-0 items-center gap-2">
                  <TeamBadge name={row.team.name} logo={row.team.logo} />
                  <span className="truncate font-medium text-white">{row.team.name}</span>
                </span>
              </td>
              {head.map((key) => (
                <td key={key} className={`${cell} ${hideOnPhone.has(key) ? 'hidden sm:table-cell' : ''} ${key === 'points' || key === 'winPercentage' ? 'font-bold text-white' : 'text-slate-300'}`}>
                  {key === 'winPercentage' ? row.winPercentage.toFixed(3).replace(/^0/, '') : key === 'goalDifference' && row[key] > 0 ? `+${row[key]}` : row[key]}
                </td>
              ))}
              {football ? (
                <td className="hidden px-2 py-2 md:table-cell">
                  <FormDots form={row.form} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
