import { sportRules } from '@placar/contract/sports/sport-registry';
import { tableDetail } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import { useEffect, useState } from 'react';
import { SideScroll } from '../../components/ui/side-scroll.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Language } from '@placar/contract/languages';
import type { Sport } from '@placar/contract/sports/served-sports';
import { Link } from 'react-router';
import { TeamBadge } from '../../components/matches/team-badge.tsx';
import { callApi } from '../../lib/api/contract-call.ts';
import { teamPath } from '../../lib/matches/team-path.ts';
import { FormDots } from '../../components/standings/standings-table.tsx';
import { pct, recordOf } from '../../components/standings/standings-columns.ts';

type Detail = CallData<typeof tableDetail>;
type Split = Detail['rows'][number]['home'];

/** One side's record: played, W-D-L (or W-L), goals or points for and against, then points, or PCT where the sport has no points. */
function SplitCells({ split, sport }: { split: Split; sport: Sport }) {
  const points = sportRules(sport).table.points !== null;
  return (
    <>
      <td className="px-1.5 py-2 text-center tabular-nums text-slate-300">{split.played}</td>
      <td className="px-1.5 py-2 text-center whitespace-nowrap tabular-nums text-slate-300" data-column="record">
        {recordOf(sport, split)}
      </td>
      <td className="hidden px-1.5 py-2 text-center tabular-nums text-slate-400 sm:table-cell">
        {split.goalsFor}:{split.goalsAgainst}
      </td>
      <td className="px-1.5 py-2 text-center font-bold tabular-nums text-white">
        {points ? split.points : pct(split.played === 0 ? 0 : split.won / split.played)}
      </td>
    </>
  );
}

/** The table's detail (tableDetail): home and away splits and recent form, fetched when opened. */
export function TableDetail({ seasonId, sport, lang }: { seasonId: number; sport: Sport; lang: Language }) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<{ seasonId: number; data: Detail | null; failed: boolean } | null>(null);
  useEffect(() => {
    let alive = true;
    callApi(tableDetail, { seasonId })
      .then((data) => alive && setDetail({ seasonId, data, failed: false }))
      .catch(() => alive && setDetail({ seasonId, data: null, failed: true }));
    return () => {
      alive = false;
    };
  }, [seasonId]);

  if (!detail || detail.seasonId !== seasonId)
    return <p className="px-4 py-6 text-center text-slate-400">{t('common.loading')}</p>;
  if (!detail.data) return <p className="px-4 py-6 text-center text-slate-400">{t('matches.loadFailed')}</p>;
  const { table } = sportRules(sport);
  const head = (
    <>
      <th className="px-1.5 py-1">{t('standings.col.played')}</th>
      <th className="px-1.5 py-1">
        {table.record === 'won-drawn-lost' ? t('standings.wdl') : t('basketballTable.record')}
      </th>
      <th className="hidden px-1.5 py-1 sm:table-cell">
        {table.points !== null ? t('standings.goals') : t('boxScore.col.pts')}
      </th>
      <th className="px-1.5 py-1">{table.points !== null ? t('standings.col.points') : t('standings.col.pct')}</th>
    </>
  );
  return (
    <SideScroll className="rounded-2xl border border-ink-800 bg-ink-900">
      <table className="w-full text-sm" data-testid="table-detail">
        <thead className="text-[11px] font-bold tracking-wide whitespace-nowrap text-slate-400 uppercase">
          <tr>
            <th colSpan={2} />
            <th colSpan={4} className="border-l border-ink-800 px-2 pt-2 text-center text-pitch-400">
              {t('standings.home')}
            </th>
            <th colSpan={4} className="border-l border-ink-800 px-2 pt-2 text-center text-hoop-400">
              {t('standings.away')}
            </th>
            <th className="hidden md:table-cell" />
          </tr>
          <tr className="border-b border-ink-800 text-center">
            <th className="w-8 px-2 py-1">#</th>
            <th className="px-2 py-1 text-left">{t('standings.team')}</th>
            {head}
            {head}
            <th className="hidden px-2 py-1 text-left md:table-cell">{t('standings.form')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {detail.data.rows.map((row) => (
            <tr key={row.team.id} data-testid="table-detail-row">
              <td className="px-2 py-2 text-center text-slate-400 tabular-nums">{row.position}</td>
              <td className="px-2 py-2">
                <Link to={teamPath(lang, row.team)} className="flex min-w-0 items-center gap-2 hover:underline">
                  <TeamBadge name={row.team.name} logo={row.team.logo} />
                  <span className="truncate text-white" translate="no">
                    {row.team.name}
                  </span>
                </Link>
              </td>
              <SplitCells split={row.home} sport={sport} />
              <SplitCells split={row.away} sport={sport} />
              <td className="hidden px-2 py-2 md:table-cell">
                <FormDots form={row.form} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}
