import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
import { MATCH_CHAT_CLOSES_AFTER_MINUTES, MATCH_CHAT_OPENS_BEFORE_MINUTES } from '@placar/contract/chat-rules';
import type { MatchPhase } from '@placar/contract/sports/sport-rules';

const MINUTE = 60_000;
/** A match that never reports full time (a feed that died) stops holding its room open after this. */
const STALE_AFTER_MINUTES = 6 * 60;

interface MatchForChat {
  id: number;
  sport: Sport;
  kickoff: Date;
  phase: MatchPhase;
}

export interface ChatWindow {
  phase: 'upcoming' | 'open' | 'closed';
  opensAt: number;
  /** Null while the end is not known (before full time). */
  closesAt: number | null;
}

/**
 * When a match room takes messages: from 60 minutes before kickoff to 60 minutes after full
 * time. `finishedAt` is when the room saw full time (or a cancellation); history is readable
 * in every phase.
 */
export function matchChatWindow(match: MatchForChat, finishedAt: Date | null, now: number): ChatWindow {
  const kickoff = match.kickoff.getTime();
  const opensAt = kickoff - MATCH_CHAT_OPENS_BEFORE_MINUTES * MINUTE;
  if (match.phase === 'finished' || match.phase === 'canceled') {
    const end =
      finishedAt?.getTime() ??
      (match.phase === 'canceled' ? now : kickoff + sportRules(match.sport).typicalMinutes * MINUTE);
    const closesAt = end + MATCH_CHAT_CLOSES_AFTER_MINUTES * MINUTE;
    const phase = match.phase === 'canceled' || now >= closesAt ? 'closed' : now < opensAt ? 'upcoming' : 'open';
    return { phase, opensAt, closesAt: match.phase === 'canceled' ? end : closesAt };
  }
  const staleAt = kickoff + STALE_AFTER_MINUTES * MINUTE;
  if (now >= staleAt) return { phase: 'closed', opensAt, closesAt: staleAt };
  return { phase: now < opensAt ? 'upcoming' : 'open', opensAt, closesAt: null };
}
