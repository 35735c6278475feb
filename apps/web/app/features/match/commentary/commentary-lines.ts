import { sportRules } from '@placar/contract/sports/sport-registry';
import type { CatalogueText } from '@placar/contract/sports/sport-rules';
import type { MatchDetail } from '@placar/contract/schedule-entities';
import { playerOff } from '../../../lib/matches/match-labels.ts';
import type { Translate } from '../../../lib/matches/status-label.ts';

type Incident = MatchDetail['incidents'][number];
type Match = Pick<MatchDetail, 'sport' | 'incidents' | 'status' | 'home' | 'away'>;

/** Period markers after which nothing more is played: the match is over. */
const LAST_MARKERS = new Set(['FT', 'AET', 'PSO']);

/** One line of the commentary, before it is put in words: a catalogue key of the sport's section and what fills it. */
interface CommentaryLine {
  /** Stable across live updates: the incident's id, or the period a start line opens. */
  id: string;
  /** The incident kind it tells ("period" for an end, "start" for a beginning): the page marks it with the timeline's symbol. */
  kind: Incident['kind'] | 'start';
  stamp: { minute: number; extraMinute: number | null } | { period: CatalogueText } | null;
  text: CatalogueText | { key: string; values: Record<string, string | number> };
  /** The key told when the section has no `text.key` (an assisted penalty a feed sent: told as a penalty). */
  fallback?: string;
  /** The score just after it, told after the line's words where the text asks for it. */
  score: { home: number; away: number } | null;
}

/** Incidents in the order they happened: by period, each period's markers last, then by minute and arrival. */
function chronological(incidents: readonly Incident[]): Incident[] {
  const time = (incident: Incident) => (incident.minute ?? 0) * 100 + (incident.extraMinute ?? 0);
  return [...incidents].sort(
    (a, b) =>
      (a.period ?? 1) - (b.period ?? 1) ||
      Number(a.kind === 'period') - Number(b.kind === 'period') ||
      time(a) - time(b) ||
      a.id - b.id,
  );
}

/**
 * The match told as a commentator would, newest line first (as SofaScore reads), from its
 * incidents and status: every period's start and end, goals, cards, substitutions, VAR, the
 * shoot-out kick by kick, and (where the sport tells baskets only in runs) scoring runs.
 */
export function commentaryLines(match: Match): CommentaryLine[] {
  const rules = sportRules(match.sport);
  const section = `commentary.${match.sport}`;
  const began =
    match.incidents.length > 0 ||
    (match.status.phase !== 'upcoming' && match.status.phase !== 'postponed' && match.status.phase !== 'canceled');
  if (!began) return [];
  const playing = rules.statuses[match.status.code]?.clock !== undefined;
  const ordered = chronological(match.incidents);
  const stampOf = (incident: Incident, period: number): CommentaryLine['stamp'] =>
    rules.commentary.stamp === 'minute'
      ? incident.minute === null
        ? null
        : { minute: incident.minute, extraMinute: incident.extraMinute }
      : { period: rules.periods.short(period - 1) };
  const start = (period: number): CommentaryLine => ({
    id: `start-${period}`,
    kind: 'start',
    stamp: rules.commentary.stamp === 'period' ? { period: rules.periods.short(period - 1) } : null,
    text: rules.commentary.periodStart(period),
    score: null,
  });

  const lines: CommentaryLine[] = [start(1)];
  let score: { home: number; away: number } | null = null;
  let ended = false;
  ordered.forEach((incident, index) => {
    const period = incident.period ?? 1;
    if (incident.homeScore !== null && incident.awayScore !== null)
      score = { home: incident.homeScore, away: incident.awayScore };
    const team = (incident.side === 'away' ? match.away : match.home).team.name;
    const values: Record<string, string | number> = {
      team,
      player: incident.player ?? team,
      detail: incident.detail ?? '',
    };
    // A feed may name no player: the line then names the team alone (where the section has such a line); an assist is told with the goal.
    const plain = `${section}.${incident.kind}`;
    let key =
      incident.player === null && incident.side !== null
        ? `${section}.noPlayer.${incident.kind}`
        : incident.assist
          ? `${section}.assisted.${incident.kind}`
          : plain;
    if (incident.assist) values.assist = incident.assist;
    if (incident.kind === 'period') {
      const marker = (incident.detail ?? '').trim().toUpperCase();
      key = `${section}.end.${marker}`;
      values.period = period;
      ended = LAST_MARKERS.has(marker);
    } else if (incident.kind === 'substitution') {
      const off = playerOff(incident.detail);
      if (off === null) key = `${section}.substitutionOn`;
      else values.off = off;
    } else if (incident.kind === 'var' && incident.detail === null) key = `${section}.varCheck`;
    // A vendor's decision in its own words ("Goal cancelled", decision 0156): told in the page's language where the section knows it, else as sent.
    else if (incident.kind === 'var')
      key = `${section}.varDecision.${(incident.detail ?? '')
        .toLowerCase()
        .replace(/[^a-z]+/g, '_')
        .replace(/^_|_$/g, '')}`;
    else if (incident.kind === 'points' && /^\d+-0$/.test(incident.detail ?? '')) {
      // A scoring run stored by the feed as "8-0": the points scored without reply.
      key = `${section}.run`;
      values.run = Number.parseInt(incident.detail ?? '', 10);
    }
    lines.push({
      id: String(incident.id),
      kind: incident.kind,
      stamp: stampOf(incident, period),
      text: { key, values },
      score,
      ...(key === plain ? {} : { fallback: plain }),
    });
    // The next period has begun once anything happens in it, or play is on after this break.
    const next = ordered[index + 1];
    if (
      incident.kind === 'period' &&
      !ended &&
      ((next !== undefined && (next.period ?? 1) > period) || (next === undefined && playing))
    )
      lines.push(start(period + 1));
  });
  // A feed that never sent the final marker: the result still ends the commentary.
  const final =
    match.home.score !== null && match.away.score !== null ? { home: match.home.score, away: match.away.score } : score;
  if (match.status.phase === 'finished' && !ended)
    lines.push({ id: 'end', kind: 'period', stamp: null, text: { key: `${section}.end.FT` }, score: final });
  return lines.reverse();
}

/** A line in the page's language: its stamp (45+2', Q3) and its words, with the score where the text asks for it. */
export function commentaryText(
  line: CommentaryLine,
  match: Pick<MatchDetail, 'home' | 'away'>,
  t: Translate,
): { stamp: string; words: string } {
  const stamp =
    line.stamp === null
      ? ''
      : 'period' in line.stamp
        ? t(line.stamp.period.key, line.stamp.period.values)
        : `${line.stamp.minute}${line.stamp.extraMinute ? `+${line.stamp.extraMinute}` : ''}'`;
  const score =
    line.score === null
      ? ''
      : t('commentary.score', {
          home: match.home.team.name,
          away: match.away.team.name,
          homeScore: line.score.home,
          awayScore: line.score.away,
        });
  const values = { ...line.text.values, score };
  let words = t(line.text.key, values);
  if (words === line.text.key && line.fallback !== undefined) words = t(line.fallback, values);
  // A marker or kind the sport's section does not have (a feed's own code) is told by its general name.
  return {
    stamp,
    words:
      words === line.text.key || words === line.fallback
        ? t(`match.kind.${line.kind === 'start' ? 'period' : line.kind}`)
        : words,
  };
}
