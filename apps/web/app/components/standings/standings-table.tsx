import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Language } from '@placar/contract/languages';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { StandingRow } from '@placar/contract/schedule-entities';
import { SideScroll } from '../ui/side-scroll.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'react-router';
import { TeamBadge } from '../matches/team-badge.tsx';
import { teamPath } from '../../lib/matches/team-path.ts';
import { standingColumns } from './standings-columns.ts';
import { ZoneBand, zoneAt } from './table-zones.tsx';
import type { TableZone } from '@placar/contract/league-format';

const FORM_COLOUR = { W: 'bg-pitch-500', D: 'bg-slate-500', L: 'bg-red-500' } as const;

export function FormDots({ form }: { form: StandingRow['form'] }) {
  const { t } = useTranslation();
  return (
    <span className="flex gap-1" data-testid="form">
      {form.map((result, index) => (
        <span
          key={index}
          title={t(`standings.result.${result}`)}
          className={`grid size-4 place-items-center rounded-sm text-[9px] font-black text-ink-950 ${FORM_COLOUR[result]}`}
        >
          {t(`standings.short.${result}`)}
        </span>
      ))}
    </span>
  );
}

// Tight cells on a phone, tighter below 360 px, so P W D L GD Pts fit beside the team without scrolling sideways (a Brasileirão at round 34 at 320 px).
const cell = 'px-0.5 py-2 text-center tabular-nums min-[360px]:px-1 sm:px-1.5';

const hidden = (wide?: 'sm' | 'md') =>
  wide === 'sm' ? 'hidden sm:table-cell' : wide === 'md' ? 'hidden md:table-cell' : '';

/**
 * The standings in the sport's own words (its rules' columns): football P W D L GF GA GD Pts and
 * form; basketball W L PCT GB, home and away records, last 10 and streak. A team's row opens its
 * page; teams the rules left level carry a mark.
 */
export function StandingsTable({
  rows,
  sport,
  lang,
  level = new Set(),
  zones = [],
  label,
}: {
  rows: StandingRow[];
  sport: Sport;
  lang: Language;
  level?: ReadonlySet<number>;
  /** What the places lead to: a colour band on each row of a zone (table-zones.tsx). */
  zones?: readonly TableZone[];
  /** The table's name for screen readers, when a page shows several (conferences). */
  label?: string;
}) {
  const { t } = useTranslation();
  const columns = standingColumns(sport, t);
  const { form } = sportRules(sport).table;
  return (
    <SideScroll className="rounded-2xl border border-ink-800 bg-ink-900">
      <table className="w-full text-sm" data-testid="standings-table" data-sport={sport} aria-label={label}>
        <thead>
          <tr className="border-b border-ink-800 text-[11px] font-bold tracking-wide whitespace-nowrap text-slate-400 uppercase">
            <th className="w-7 px-1 py-2 text-center sm:px-2">#</th>
            <th className="px-2 py-2 text-left">{t('standings.team')}</th>
            {columns.map((column) => (
              <th
                key={column.key}
                className={`${cell} ${hidden(column.wide)}`}
                title={column.title}
                data-testid={`standings-col-${column.key}`}
              >
                {column.head}
              </th>
            ))}
            {form ? <th className="hidden px-2 py-2 text-left md:table-cell">{t('standings.form')}</th> : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {rows.map((row) => (
            <tr
              key={row.team.id}
              className="relative hover:bg-ink-850"
              data-testid="standing-row"
              data-team-id={row.team.id}
              data-zone={zoneAt(zones, row.position)?.kind}
            >
              <td className="relative px-1 py-2 text-center font-semibold whitespace-nowrap text-slate-400 tabular-nums sm:px-2">
                {row.position}
                {level.has(row.team.id) ? (
                  <span className="text-amber-300" title={t('standings.open.mark')}>
                    *
                  </span>
                ) : null}
                {/* After the place and its mark, so a screen reader says "2, Libertadores". */}
                <ZoneBand zone={zoneAt(zones, row.position)} />
              </td>
              <td className="px-1 py-2 sm:px-2">
                {/* The team's link stretches over the row, so tapping anywhere on it opens the team. */}
                <Link
                  to={teamPath(lang, row.team)}
                  className="flex min-w-0 items-center gap-2 after:absolute after:inset-0"
                  data-testid="standing-team-link"
                  data-team-name={row.team.name}
                >
                  <TeamBadge name={row.team.name} logo={row.team.logo} />
                  {/* A phone shows the short name (Man City), cut shorter below 360 px so P W D L GD Pts still fit at 320; wider screens the full one. */}
                  <span
                    className="max-w-16 truncate font-medium text-white min-[360px]:max-w-[6.5rem] sm:hidden"
                    aria-hidden
                    translate="no"
                  >
                    {row.team.shortName}
                  </span>
                  <span className="sr-only truncate font-medium text-white sm:not-sr-only" translate="no">
                    {row.team.name}
                  </span>
                </Link>
              </td>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={`${cell} whitespace-nowrap ${hidden(column.wide)} ${column.strong ? 'font-bold text-white' : 'text-slate-300'}`}
                  data-column={column.key}
                >
                  {column.value(row)}
                </td>
              ))}
              {form ? (
                <td className="hidden px-2 py-2 md:table-cell">
                  <FormDots form={row.form} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}
