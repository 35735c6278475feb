import type { MatchDetail } from '@placar/contract/schedule-entities';
import { useTranslation } from 'react-i18next';

type Incident = MatchDetail['incidents'][number];

const MARK: Record<Incident['kind'], { symbol: string; className: string }> = {
  goal: { symbol: '●', className: 'text-pitch-400' },
  own_goal: { symbol: '●', className: 'text-red-400' },
  penalty_goal: { symbol: '●', className: 'text-pitch-400' },
  missed_penalty: { symbol: '○', className: 'text-red-400' },
  yellow_card: { symbol: '▮', className: 'text-yellow-400' },
  red_card: { symbol: '▮', className: 'text-red-500' },
  second_yellow: { symbol: '▮', className: 'text-orange-500' },
  substitution: { symbol: '⇄', className: 'text-sky-400' },
  period: { symbol: '', className: '' },
  points: { symbol: '+', className: 'text-hoop-400' },
  var: { symbol: 'VAR', className: 'text-[9px] font-black text-slate-300' },
};

function minute(incident: Incident): string {
  if (incident.minute === null) return '';
  return incident.extraMinute ? `${incident.minute}+${incident.extraMinute}'` : `${incident.minute}'`;
}

/** The match incidents, newest first, home on the left and away on the right. */
export function MatchTimeline({ incidents }: { incidents: Incident[] }) {
  const { t } = useTranslation();
  if (incidents.length === 0) return <p className="px-4 py-10 text-center text-slate-400">{t('match.noIncidents')}</p>;
  const ordered = [...incidents].reverse();
  return (
    <ol className="flex flex-col divide-y divide-ink-800 overflow-hidden rounded-2xl border border-ink-800 bg-ink-900" data-testid="match-timeline">
      {ordered.map((incident) => {
        if (incident.kind === 'period') {
          return (
            <li key={incident.id} className="bg-ink-850/60 px-4 py-1.5 text-center text-xs font-bold tracking-wide text-slate-400 uppercase" data-testid="incident" data-kind="period">
              {incident.detail ?? t('match.periodEnd')}
              {incident.homeScore !== null ? ` · ${incident.homeScore} - ${incident.awayScore}` : ''}
            </li>
          );
        }
        const mark = MARK[incident.kind];
        const away = incident.side === 'away';
        const score = incident.homeScore !== null && (incident.kind.endsWith('goal') || incident.kind === 'points') ? `${incident.homeScore} - ${incident.awayScore}` : null;
        return (
          <li key={incident.id} className={`flex items-center gap-3 px-4 py-2 text-sm ${away ? 'flex-row-reverse text-right' : ''}`} data-testid="incident" data-kind={incident.kind}>
            <span className="w-10 shrink-0 text-center text-xs font-bold text-slate-400 tabular-nums">{minute(incident)}</span>
            <span aria-hidden className={`w-5 shrink-0 text-center ${mark.className}`}>{mark.symbol}</span>
            <span className="min-w-0 flex-1">
              <span className="font-semibold text-white">{incident.player ?? t(`match.kind.${incident.kind}`)}</span>
              {incident.detail ? <span className="block text-xs text-slate-500">{incident.detail}</span> : <span className="block text-xs text-slate-500">{t(`match.kind.${incident.kind}`)}</span>}
            </span>
            {score ? <span className="shrink-0 rounded-md bg-ink-800 px-2 py-0.5 text-xs font-bold text-white tabular-nums">{score}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
