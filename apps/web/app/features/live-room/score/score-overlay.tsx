import { mobilListScore } from '@placar/contract/calls/schedule';
import type { Language } from '@placar/contract/languages';
import type { MatchSummary } from '@placar/contract/schedule-entities';
import { useEffect, useRef } from 'react';
import { TeamBadge } from '../../../components/matches/team-badge.tsx';
import { callApi } from '../../../lib/api/contract-call.ts';
import { applyScoreToMatch, applyUpdateToMatch } from '../../../lib/matches/apply-update.ts';
import { clockLabel } from '../../../lib/matches/match-clock.ts';
import type { UpdateGate } from '../../../lib/realtime/update-gate.ts';
import { useLiveData } from '../../../lib/realtime/use-live-data.ts';
import { useAppStore } from '../../../state/app-store.ts';

interface ScoreOverlayProps {
  match: MatchSummary;
  lang: Language;
  /** Spoiler sync: updates show when the picture reaches them. */
  gate: UpdateGate;
  /** Seconds the picture is behind live: the clock shows the picture's minute. */
  behind: () => number;
}

/** The bound match's score and clock on the player, kept live from {product}/match/v1. */
export function ScoreOverlay({ match: initial, lang, gate, behind }: ScoreOverlayProps) {
  const latest = useRef(initial);
  const { data: match } = useLiveData(
    initial,
    (current, update) => applyUpdateToMatch(current, update, lang),
    () =>
      callApi(mobilListScore, { ids: String(initial.id) }).then(({ list }) => {
        const score = list.find((item) => item.id === initial.id);
        return score ? applyScoreToMatch(latest.current, score) : latest.current;
      }),
    gate,
  );
  useEffect(() => {
    latest.current = match;
  }, [match]);
  const now = useAppStore((state) => state.clock);
  const clock = match.status.phase === 'live' ? clockLabel(match, now - behind() * 1000) : null;
  const started = match.home.score !== null && match.away.score !== null;
  return (
    <div
      className="inline-flex max-w-full items-center gap-1.5 rounded-lg bg-black/70 px-2 py-1 text-[11px] font-bold whitespace-nowrap text-white shadow-lg ring-1 ring-white/10 backdrop-blur-sm sm:gap-2 sm:text-sm"
      data-testid="score-overlay"
      data-match-id={match.id}
      data-seq={match.seq}
    >
      <span className="hidden sm:contents">
        <TeamBadge name={match.home.team.name} logo={match.home.team.logo} />
      </span>
      <span className="max-w-[5.5rem] truncate sm:max-w-32">{match.home.team.shortName}</span>
      <span className="rounded bg-white px-1.5 text-ink-950 tabular-nums">
        <span data-testid="overlay-score-home">{started ? match.home.score : '-'}</span>
        <span className="px-0.5">:</span>
        <span data-testid="overlay-score-away">{started ? match.away.score : '-'}</span>
      </span>
      <span className="max-w-[5.5rem] truncate sm:max-w-32">{match.away.team.shortName}</span>
      <span className="hidden sm:contents">
        <TeamBadge name={match.away.team.name} logo={match.away.team.logo} />
      </span>
      <span className="text-pitch-400 tabular-nums" data-testid="overlay-clock">
        {clock ?? match.status.text}
      </span>
    </div>
  );
}
