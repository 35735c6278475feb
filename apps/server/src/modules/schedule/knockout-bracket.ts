import type { MatchRow, TeamRef } from './match.repository.ts';
import { phaseOf } from './match-view.ts';
import { countsInTable } from './season-table.service.ts';

/** A tie as the bracket reads it, before it is put in the caller's language. */
interface Tie {
  home: TeamRef;
  away: TeamRef;
  legs: MatchRow[];
  aggregate: { home: number; away: number } | null;
  winnerId: number | null;
}

interface Round {
  name: string;
  ties: Tie[];
}

const pairKey = (row: MatchRow) => [row.home.id, row.away.id].sort((a, b) => a - b).join('-');

/** The aggregate over the finished legs, from the first leg's home side's view. */
function aggregateOf(home: number, legs: readonly MatchRow[]): Tie['aggregate'] {
  const finished = legs.filter(
    (leg) => phaseOf(leg) === 'finished' && leg.homeScore !== null && leg.awayScore !== null,
  );
  if (finished.length === 0) return null;
  return finished.reduce(
    (sum, leg) =>
      leg.home.id === home
        ? { home: sum.home + (leg.homeScore ?? 0), away: sum.away + (leg.awayScore ?? 0) }
        : { home: sum.home + (leg.awayScore ?? 0), away: sum.away + (leg.homeScore ?? 0) },
    { home: 0, away: 0 },
  );
}

/**
 * Who went through, from the results alone: once every leg of the round's number of legs is
 * finished, the aggregate, and if level the last leg's shoot-out. (A team drawn in the next
 * round has gone through whatever the results say; `knockoutBracket` uses that first.)
 */
function decided(tie: Omit<Tie, 'winnerId'>, legsInRound: number): number | null {
  const last = tie.legs.at(-1);
  if (
    last === undefined ||
    tie.aggregate === null ||
    tie.legs.length < legsInRound ||
    tie.legs.some((leg) => phaseOf(leg) !== 'finished')
  )
    return null;
  if (tie.aggregate.home !== tie.aggregate.away)
    return tie.aggregate.home > tie.aggregate.away ? tie.home.id : tie.away.id;
  if (last.homePenalties === null || last.awayPenalties === null || last.homePenalties === last.awayPenalties)
    return null;
  return last.homePenalties > last.awayPenalties ? last.home.id : last.away.id;
}

/**
 * A season's knockout rounds (those a table does not count) as a bracket: rounds in the order
 * they are played, each match between the same two teams in a round one tie. Ties are put in
 * bracket order from the final back: a tie sits where the next round's tie its winner plays in
 * sits, so each pair of ties feeds the tie beside them; ties not drawn on yet keep their dates' order.
 */
export function knockoutBracket(rows: readonly MatchRow[]): Round[] {
  const knockout = rows
    .filter((row) => !countsInTable(row.round))
    .sort(
      (a, b) => (a.roundOrder ?? 0) - (b.roundOrder ?? 0) || a.kickoff.getTime() - b.kickoff.getTime() || a.id - b.id,
    );
  const rounds: { name: string; ties: Map<string, MatchRow[]> }[] = [];
  for (const row of knockout) {
    const name = row.round ?? '';
    let round = rounds.find((entry) => entry.name === name);
    if (round === undefined) {
      round = { name, ties: new Map() };
      rounds.push(round);
    }
    const legs = round.ties.get(pairKey(row)) ?? [];
    legs.push(row);
    round.ties.set(pairKey(row), legs);
  }
  const built: Round[] = rounds.map((round) => {
    const legsInRound = Math.max(...[...round.ties.values()].map((legs) => legs.length));
    return {
      name: round.name,
      ties: [...round.ties.values()].map((legs) => {
        const first = legs[0] as MatchRow;
        const tie = { home: first.home, away: first.away, legs, aggregate: aggregateOf(first.home.id, legs) };
        return { ...tie, winnerId: decided(tie, legsInRound) };
      }),
    };
  });
  for (let index = built.length - 2; index >= 0; index -= 1) {
    const round = built[index] as Round;
    const next = built[index + 1] as Round;
    const slot = (tie: Tie) => {
      const found = next.ties.findIndex((later) =>
        [later.home.id, later.away.id].some((id) => id === tie.home.id || id === tie.away.id),
      );
      return found === -1 ? next.ties.length : found;
    };
    for (const tie of round.ties) {
      const later = next.ties[slot(tie)];
      if (later !== undefined)
        tie.winnerId =
          [tie.home.id, tie.away.id].find((id) => id === later.home.id || id === later.away.id) ?? tie.winnerId;
    }
    round.ties = round.ties
      .map((tie, position) => ({ tie, position }))
      .sort((a, b) => slot(a.tie) - slot(b.tie) || a.position - b.position)
      .map(({ tie }) => tie);
  }
  return built;
}
