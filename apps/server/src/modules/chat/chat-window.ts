import { MATCH_CHAT_CLOSES_AFTER_MINUTES, MATCH_CHAT_OPENS_BEFORE_MINUTES } from '@placar/contract/chat-rules';
import type { MatchPhase } from '@placar/contract/match-status';

const MINUTE = 60_000;
/** Full time when it was never seen (the server was away): kickoff plus a typical match, stoppages and breaks included. */
const TYPICAL_LENGTH_MINUTES = { football: 115, basketball: 150 } as const;
/** A match that never reports full time (a feed that died) stops holding its room open after this. */
const STALE_AFTER_MINUTES = 6 * 60;

export interface MatchForChat {
  id: number;
  sport: 'football' | 'basketball';
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
    const end = finishedAt?.getTime() ?? (match.phase === 'canceled' ? now : kickoff + TYPICAL_LENGTH_MINUTES[match.sport] * MINUTE);
    const closesAt = end + MATCH_CHAT_CLOSES_AFTER_MINUTES * MINUTE;
    const phase = match.phase === 'canceled' || now >= closesAt ? 'closed' : now < opensAt ? 'upcoming' : 'open';
    return { phase, opensAt, closesAt: match.phase === 'canceled' ? end : closesAt };
  }
  const staleAt = kickoff + STALE_AFTER_MINUTES * MINUTE;
  if (now >= staleAt) return { phase: 'closed', opensAt, closesAt: staleAt };
  return { phase: now < opensAt ? 'upcoming' : 'open', opensAt, closesAt: null };
}
