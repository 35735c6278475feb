import type { Language } from '@placar/contract/languages';
import type { Sport } from '@placar/contract/match-status';
import type { StandingRow } from '@placar/contract/schedule-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { TeamBadge } from '../../components/matches/team-badge.tsx';
import { teamPath } from '../../lib/matches/team-path.ts';

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

// Tight cells on a phone, so P W D L GD Pts fit beside the team without scrolling sideways.
const cell = 'px-1 py-2 text-center tabular-nums sm:px-1.5';

type Column = { key: string; head: string; title: string; value: (row: StandingRow) => string; strong?: boolean; wide?: 'sm' | 'md' };

/** PCT as fans read it: .667, 1.000. */
export const pct = (value: number) => value.toFixed(3).replace(/^0/, '');
const record = (entry: { won: number; lost: number }) => `${entry.won}-${entry.lost}`;

function footballColumns(t: (key: string) => string): Column[] {
  const col = (key: 'played' | 'won' | 'drawn' | 'lost' | 'goalsFor' | 'goalsAgainst' | 'goalDifference' | 'points', wide?: 'sm'): Column => ({
    key,
    head: t(`standings.col.${key}`),
    title: t(`standings.long.${key}`),
    value: (row) => (key === 'goalDifference' && row[key] > 0 ? `+${row[key]}` : String(row[key])),
    ...(key === 'points' ? { strong: true } : {}),
    ...(wide ? { wide } : {}),
  });
  // A phone keeps P W D L GD Pts; goals for and against join on wider screens.
  return [col('played'), col('won'), col('drawn'), col('lost'), col('goalsFor', 'sm'), col('goalsAgainst', 'sm'), col('goalDifference'), col('points')];
}

function basketballColumns(t: (key: string, values?: Record<string, unknown>) => string): Column[] {
  const head = (key: string) => ({ head: t(`basketballTable.col.${key}`), title: t(`basketballTable.long.${key}`) });
  return [
    { key: 'won', ...head('won'), value: (row) => String(row.won) },
    { key: 'lost', ...head('lost'), value: (row) => String(row.lost) },
    { key: 'pct', ...head('pct'), value: (row) => pct(row.winPercentage), strong: true },
    { key: 'gb', ...head('gb'), value: (row) => (row.gamesBehind === null || row.gamesBehind === 0 ? '-' : String(row.gamesBehind)) },
    { key: 'home', ...head('home'), value: (row) => record(row.homeRecord), wide: 'sm' },
    { key: 'away', ...head('away'), value: (row) => record(row.awayRecord), wide: 'sm' },
    { key: 'lastTen', ...head('lastTen'), value: (row) => record(row.lastTen), wide: 'md' },
    { key: 'streak', ...head('streak'), value: (row) => (row.streak ? t(`basketballTable.streak.${row.streak.result}`, { count: row.streak.count }) : '-'), wide: 'md' },
  ];
}

const hidden = (wide?: 'sm' | 'md') => (wide === 'sm' ? 'hidden sm:table-cell' : wide === 'md' ? 'hidden md:table-cell' : '');

/**
 * The standings in the sport's own words: football P W D L GF GA GD Pts and form; basketball
 * W L PCT GB, home and away records, last 10 and streak. A team's row opens its page; teams the
 * rules left level carry a mark.
 */
export function StandingsTable({ rows, sport, lang, level = new Set() }: { rows: StandingRow[]; sport: Sport; lang: Language; level?: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const football = sport === 'football';
  const columns = football ? footballColumns(t) : basketballColumns(t);
  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-800 bg-ink-900">
      <table className="w-full text-sm" data-testid="standings-table" data-sport={sport}>
        <thead>
          <tr className="border-b border-ink-800 text-[11px] font-bold tracking-wide whitespace-nowrap text-slate-400 uppercase">
            <th className="w-7 px-1 py-2 text-center sm:px-2">#</th>
            <th className="px-2 py-2 text-left">{t('standings.team')}</th>
            {columns.map((column) => (
              <th key={column.key} className={`${cell} ${hidden(column.wide)}`} title={column.title} data-testid={`standings-col-${column.key}`}>
                {column.head}
              </th>
            ))}
            {football ? <th className="hidden px-2 py-2 text-left md:table-cell">{t('standings.form')}</th> : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {rows.map((row) => (
            <tr key={row.team.id} className="relative hover:bg-ink-850" data-testid="standing-row" data-team-id={row.team.id}>
              <td className="px-1 py-2 text-center font-semibold whitespace-nowrap text-slate-400 tabular-nums sm:px-2">
                {row.position}
                {level.has(row.team.id) ? (
                  <span className="text-amber-300" title={t('standings.open.mark')}>
                    *
                  </span>
                ) : null}
              </td>
              <td className="px-1 py-2 sm:px-2">
                {/* The team's link stretches over the row, so tapping anywhere on it opens the team. */}
                <Link to={teamPath(lang, row.team)} className="flex min-w-0 items-center gap-2 after:absolute after:inset-0" data-testid="standing-team-link" data-team-name={row.team.name}>
                  <TeamBadge name={row.team.name} logo={row.team.logo} />
                  {/* A phone shows the short name (Man City), wider screens the full one. */}
                  <span className="max-w-[6.5rem] truncate font-medium text-white sm:hidden" aria-hidden translate="no">
                    {row.team.shortName}
                  </span>
                  <span className="sr-only truncate font-medium text-white sm:not-sr-only" translate="no">
                    {row.team.name}
                  </span>
                </Link>
              </td>
              {columns.map((column) => (
                <td key={column.key} className={`${cell} whitespace-nowrap ${hidden(column.wide)} ${column.strong ? 'font-bold text-white' : 'text-slate-300'}`} data-column={column.key}>
                  {column.value(row)}
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
