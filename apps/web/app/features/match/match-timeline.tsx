import type { Sport } from '@placar/contract/sports/served-sports';
import type { MatchDetail } from '@placar/contract/schedule-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { sportRules } from '@placar/contract/sports/sport-registry';
import { PlayerName } from './lineups/player-links.tsx';
import { catalogueText, markerLabel, periodName, playerOff } from '../../lib/matches/match-labels.ts';

type Incident = MatchDetail['incidents'][number];

/** Period markers that end a match (full time, after extra time): labelled by the match's result word. */
const FINAL_MARKERS = new Set(['FT', 'AET']);

/** Each kind's symbol and colour, shared with the commentary. */
export const INCIDENT_MARKS: Record<Incident['kind'], { symbol: string; className: string }> = {
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
  shootout_goal: { symbol: '●', className: 'text-pitch-400' },
  shootout_miss: { symbol: '✕', className: 'text-red-400' },
};

function minute(incident: Incident): string {
  if (incident.minute === null) return '';
  return incident.extraMinute ? `${incident.minute}+${incident.extraMinute}'` : `${incident.minute}'`;
}

/** The text under a player's name: who went off, the shoot-out tally, or the kind of incident. */
function detailOf(incident: Incident, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (incident.kind === 'substitution') {
    const off = playerOff(incident.detail);
    return off === null ? t('match.kind.substitution') : t('timeline.playerOut', { player: off });
  }
  if (incident.kind === 'shootout_goal' || incident.kind === 'shootout_miss') {
    const verdict = t(incident.kind === 'shootout_goal' ? 'timeline.scored' : 'timeline.missed');
    return incident.detail ? `${verdict} · ${t('timeline.tally', { tally: incident.detail })}` : verdict;
  }
  if (incident.assist) return t('timeline.assist', { player: incident.assist });
  const run = incident.kind === 'points' ? /^(\d+)-0$/.exec(incident.detail ?? '') : null;
  if (run) return t('timeline.run', { run: Number(run[1]) });
  // Other details are free text from feeds; the kind is what the catalogue can say.
  return t(`match.kind.${incident.kind}`);
}

/** The side whose player is named: an own goal counts for one side and is scored by the other's player. */
function playerSide(incident: Incident): 'home' | 'away' | null {
  if (incident.kind !== 'own_goal' || incident.side === null) return incident.side;
  return incident.side === 'home' ? 'away' : 'home';
}

function IncidentRow({ incident }: { incident: Incident }) {
  const { t } = useTranslation();
  const mark = INCIDENT_MARKS[incident.kind];
  const away = incident.side === 'away';
  const score =
    incident.homeScore !== null &&
    (incident.kind.endsWith('goal') || incident.kind === 'points') &&
    !incident.kind.startsWith('shootout')
      ? `${incident.homeScore} - ${incident.awayScore}`
      : null;
  return (
    <li
      className={`flex items-center gap-3 px-4 py-2 text-sm ${away ? 'flex-row-reverse text-right' : ''}`}
      data-testid="incident"
      data-kind={incident.kind}
    >
      <span className="w-10 shrink-0 text-center text-xs font-bold text-slate-400 tabular-nums">
        {minute(incident)}
      </span>
      <span aria-hidden className={`w-5 shrink-0 text-center ${mark.className}`}>
        {mark.symbol}
      </span>
      <span className="min-w-0 flex-1">
        {incident.player ? (
          <PlayerName side={playerSide(incident)} name={incident.player} className="font-semibold text-white" />
        ) : (
          <span className="font-semibold text-white">{t(`match.kind.${incident.kind}`)}</span>
        )}
        <span className="block text-xs text-slate-400">{detailOf(incident, t)}</span>
      </span>
      {score ? (
        <span className="shrink-0 rounded-md bg-ink-800 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
          {score}
        </span>
      ) : null}
    </li>
  );
}

/**
 * The match incidents, newest first, grouped by period (1st half, 2nd half, both halves of
 * extra time, the shoot-out kick by kick; quarters and overtimes): home on the left, away on
 * the right, each period closed by its marker (half-time, full-time ...) with the score then.
 */
export function MatchTimeline({
  incidents,
  sport,
  statusCode,
}: {
  incidents: Incident[];
  sport: Sport;
  statusCode: number;
}) {
  const { t } = useTranslation();
  // The marker that ends the match says the result as the sport does: "Final", "Final/OT" in basketball.
  const result = sportRules(sport).results[statusCode]?.word;
  const label = (detail: string | null) =>
    result !== undefined && detail !== null && FINAL_MARKERS.has(detail)
      ? catalogueText(result, t)
      : markerLabel(detail, t);
  if (incidents.length === 0) return <p className="px-4 py-10 text-center text-slate-400">{t('match.noIncidents')}</p>;
  const periods = new Map<number, Incident[]>();
  for (const incident of incidents) {
    const period = incident.period ?? 1;
    periods.set(period, [...(periods.get(period) ?? []), incident]);
  }
  const ordered = [...periods.entries()].sort((a, b) => b[0] - a[0]);
  return (
    <div className="flex flex-col gap-3" data-testid="match-timeline">
      {ordered.map(([period, list]) => {
        const markers = list.filter((incident) => incident.kind === 'period');
        const events = list.filter((incident) => incident.kind !== 'period').reverse();
        return (
          <section
            key={period}
            className="overflow-hidden rounded-2xl border border-ink-800 bg-ink-900"
            data-testid="timeline-period"
            data-period={period}
          >
            <h2 className="flex items-center justify-between bg-ink-850/60 px-4 py-1.5 text-xs font-bold tracking-wide text-slate-400 uppercase">
              <span data-testid="timeline-period-name">{periodName(sport, period, t)}</span>
            </h2>
            {markers.map((marker) => (
              <p
                key={marker.id}
                className="border-b border-ink-800 px-4 py-1.5 text-center text-xs font-semibold text-slate-300"
                data-testid="incident"
                data-kind="period"
              >
                {label(marker.detail) ?? t('match.periodEnd')}
                {marker.homeScore !== null ? ` · ${marker.homeScore} - ${marker.awayScore}` : ''}
              </p>
            ))}
            {events.length > 0 ? (
              <ol className="flex flex-col divide-y divide-ink-800">
                {events.map((incident) => (
                  <IncidentRow key={incident.id} incident={incident} />
                ))}
              </ol>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
