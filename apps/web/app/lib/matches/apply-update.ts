import type { Language } from '@placar/contract/languages';
import type { MatchUpdate } from '@placar/contract/live-update';
import { matchPhase, statusText } from '@placar/contract/match-status';
import type { MatchDetail, MatchScore, MatchSummary } from '@placar/contract/schedule-entities';

/**
 * Applying live updates to the data a page shows. Every function returns its input
 * unchanged (same reference) when the update is stale or concerns no shown match, so
 * React skips the re-render.
 */

/** A match update applied to one match; stale or repeated updates (seq not newer) change nothing. */
export function applyUpdateToMatch<M extends MatchSummary>(match: M, update: MatchUpdate, lang: Language): M {
  if (match.id !== update.id || update.seq <= match.seq) return match;
  const next: M = {
    ...match,
    status: {
      code: update.status,
      phase: matchPhase(match.sport, update.status),
      text: statusText(match.sport, update.status, lang),
    },
    clock: update.clock,
    home: { ...match.home, score: update.home.score, periods: update.home.periods, penalties: update.home.penalties },
    away: { ...match.away, score: update.away.score, periods: update.away.periods, penalties: update.away.penalties },
    seq: update.seq,
  };
  if ('incidents' in match && update.incidents.length > 0) {
    const detail = match as unknown as MatchDetail;
    const known = new Set(detail.incidents.map((incident) => incident.id));
    const added = update.incidents.filter((incident) => !known.has(incident.id));
    if (added.length > 0) (next as unknown as MatchDetail).incidents = [...detail.incidents, ...added];
  }
  return next;
}

/** An update applied to a list of matches. */
export function applyUpdateToList<M extends MatchSummary>(list: M[], update: MatchUpdate, lang: Language): M[] {
  const index = list.findIndex((match) => match.id === update.id);
  if (index < 0) return list;
  const updated = applyUpdateToMatch(list[index]!, update, lang);
  if (updated === list[index]) return list;
  const next = list.slice();
  next[index] = updated;
  return next;
}

/** An update applied to matches grouped by competition (home and schedule lists). */
export function applyUpdateToGroups<G extends { matches: MatchSummary[] }>(
  groups: G[],
  update: MatchUpdate,
  lang: Language,
): G[] {
  let changed = false;
  const next = groups.map((group) => {
    const matches = applyUpdateToList(group.matches, update, lang);
    if (matches === group.matches) return group;
    changed = true;
    return { ...group, matches };
  });
  return changed ? next : groups;
}

/** Scores of a light refresh (MatchScore) laid over a match when newer. */
export function applyScoreToMatch<M extends MatchSummary>(match: M, score: MatchScore): M {
  if (match.id !== score.id || score.seq <= match.seq) return match;
  return {
    ...match,
    status: score.status,
    clock: score.clock,
    home: { ...match.home, ...score.home },
    away: { ...match.away, ...score.away },
    seq: score.seq,
  };
}

/** True when the update moves a shown match to another phase (tab counts then change). */
export function changesPhase(match: MatchSummary | undefined, update: MatchUpdate): boolean {
  return match !== undefined && update.seq > match.seq && matchPhase(match.sport, update.status) !== match.status.phase;
}
