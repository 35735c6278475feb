import { PlayerName } from './lineups/player-links.tsx';
import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { BoxScoreColumnId } from '@placar/contract/sports/sport-rules';
import type { statsData } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { SideScroll } from '../../components/ui/side-scroll.tsx';

type Box = NonNullable<CallData<typeof statsData>['boxScore']>;
type Line = Box['home'][number];

type Counts = Pick<
  Line,
  | 'minutes'
  | 'points'
  | 'fgm'
  | 'fga'
  | 'tpm'
  | 'tpa'
  | 'ftm'
  | 'fta'
  | 'rebounds'
  | 'assists'
  | 'steals'
  | 'blocks'
  | 'turnovers'
  | 'fouls'
  | 'plusMinus'
>;

/** Columns a feed may leave out (null): drawn only when some line of the box score carries them. */
const OPTIONAL: Partial<Record<BoxScoreColumnId, 'steals' | 'blocks' | 'turnovers' | 'fouls' | 'plusMinus'>> = {
  stl: 'steals',
  blk: 'blocks',
  to: 'turnovers',
  pf: 'fouls',
  plusMinus: 'plusMinus',
};
const signed = (value: number | null) => (value === null ? '' : value > 0 ? `+${value}` : String(value));

/** How a column is filled from a line. */
const VALUES: Partial<Record<BoxScoreColumnId, (line: Counts) => string>> = {
  min: (line) => String(line.minutes),
  pts: (line) => String(line.points),
  fg: (line) => `${line.fgm}-${line.fga}`,
  tp: (line) => `${line.tpm}-${line.tpa}`,
  ft: (line) => `${line.ftm}-${line.fta}`,
  reb: (line) => String(line.rebounds),
  ast: (line) => String(line.assists),
  stl: (line) => String(line.steals ?? ''),
  blk: (line) => String(line.blocks ?? ''),
  to: (line) => String(line.turnovers ?? ''),
  pf: (line) => String(line.fouls ?? ''),
  plusMinus: (line) => signed(line.plusMinus),
};

function cells(columns: readonly BoxScoreColumnId[], line: Counts): Partial<Record<BoxScoreColumnId, string>> {
  return Object.fromEntries(columns.map((column) => [column, VALUES[column]?.(line) ?? '']));
}

function total(lines: Line[]): Counts {
  const sum = (field: keyof Omit<Line, 'name' | 'number' | 'starter'>) =>
    lines.reduce((acc, line) => acc + (line[field] ?? 0), 0);
  const sumOf = (field: 'steals' | 'blocks' | 'turnovers' | 'fouls') =>
    lines.some((line) => line[field] !== null) ? sum(field) : null;
  return {
    minutes: sum('minutes'),
    points: sum('points'),
    fgm: sum('fgm'),
    fga: sum('fga'),
    tpm: sum('tpm'),
    tpa: sum('tpa'),
    ftm: sum('ftm'),
    fta: sum('fta'),
    rebounds: sum('rebounds'),
    assists: sum('assists'),
    steals: sumOf('steals'),
    blocks: sumOf('blocks'),
    turnovers: sumOf('turnovers'),
    fouls: sumOf('fouls'),
    // A team's plus-minus total is five times its margin: the row shows none, as box scores do.
    plusMinus: null,
  };
}

/**
 * The player column stays in place while the numbers scroll under it (a phone shows MIN to FG and
 * a fading edge, then REB and AST on a swipe, as SofaScore does); no cell wraps ("5-12" broke into
 * two lines on a phone).
 */
const STICKY = 'sticky left-0 z-[1] bg-ink-900';

/** One team's box score: starters, then the bench, then the totals (the team's points). */
function TeamBox({
  name,
  side,
  lines,
  columns,
}: {
  name: string;
  side: 'home' | 'away';
  lines: Line[];
  columns: readonly BoxScoreColumnId[];
}) {
  const { t } = useTranslation();
  const groups = [
    { key: 'starters', lines: lines.filter((line) => line.starter) },
    { key: 'bench', lines: lines.filter((line) => !line.starter) },
  ].filter((group) => group.lines.length > 0);
  const sums = cells(columns, total(lines));
  return (
    <SideScroll className="rounded-2xl border border-ink-800 bg-ink-900">
      <table className="w-full text-sm whitespace-nowrap" data-testid="box-score-team">
        <caption className="sticky left-0 bg-ink-850/60 px-4 py-2 text-left text-sm font-bold text-white">
          {name}
        </caption>
        {groups.map((group) => (
          <tbody key={group.key} className="divide-y divide-ink-800">
            <tr className="text-[11px] font-bold tracking-wide text-slate-400 uppercase">
              <th className={`${STICKY} px-3 py-1.5 text-left`}>{t(`boxScore.${group.key}`)}</th>
              {columns.map((column) => (
                <th key={column} className="px-2 py-1.5 text-center" title={t(`boxScore.long.${column}`)}>
                  {t(`boxScore.col.${column}`)}
                </th>
              ))}
            </tr>
            {group.lines.map((line) => {
              const values = cells(columns, line);
              return (
                <tr key={line.name} data-testid="box-score-line">
                  <td className={`${STICKY} max-w-32 truncate px-3 py-1.5 text-slate-200 sm:max-w-40`}>
                    {line.number !== null ? (
                      <span className="mr-1.5 text-xs text-slate-400 tabular-nums">{line.number}</span>
                    ) : null}
                    <PlayerName side={side} name={line.name} />
                  </td>
                  {columns.map((column) => (
                    <td
                      key={column}
                      className={`px-2 py-1.5 text-center tabular-nums ${column === 'pts' ? 'font-bold text-white' : 'text-slate-300'}`}
                      data-column={column}
                    >
                      {values[column]}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
        <tfoot>
          <tr className="border-t border-ink-700 font-bold text-white" data-testid="box-score-totals">
            <td className={`${STICKY} px-3 py-1.5`}>{t('boxScore.totals')}</td>
            {columns.map((column) => (
              <td key={column} className="px-2 py-1.5 text-center tabular-nums" data-column={column}>
                {sums[column]}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </SideScroll>
  );
}

/** A box score, team by team, in the sport's columns (basketball's). */
export function BoxScore({ box, sport, home, away }: { box: Box; sport: Sport; home: string; away: string }) {
  const { t } = useTranslation();
  const lines = [...box.home, ...box.away];
  const columns = (sportRules(sport).boxScore?.columns ?? []).filter((column) => {
    const field = OPTIONAL[column];
    return VALUES[column] !== undefined && (field === undefined || lines.some((line) => line[field] !== null));
  });
  return (
    <section className="flex flex-col gap-3" data-testid="box-score">
      <h2 className="text-sm font-bold text-slate-300">{t('boxScore.title')}</h2>
      <TeamBox name={home} side="home" lines={box.home} columns={columns} />
      <TeamBox name={away} side="away" lines={box.away} columns={columns} />
    </section>
  );
}
