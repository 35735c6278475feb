import type { Result } from '@placar/contract/sports/match-outcome';
import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
import { sideOutcome } from './standings.service.ts';
import type { FinishedMatch, Standing } from './standings.service.ts';

interface Record3 {
  won: number;
  drawn: number;
  lost: number;
}

/** What a table shows beside points (pure; positions stay as standings.service.ts ordered them). */
interface StandingRecords {
  gamesBehind: number | null;
  homeRecord: Record3;
  awayRecord: Record3;
  lastTen: Record3;
  streak: { result: Result; count: number } | null;
}

const tally = (results: readonly Result[]): Record3 => ({
  won: results.filter((result) => result === 'W').length,
  drawn: results.filter((result) => result === 'D').length,
  lost: results.filter((result) => result === 'L').length,
});

/**
 * Each team's home and away records, last ten, current streak and, where the sport counts it, games behind
 * the leader: ((leader wins - wins) + (losses - leader losses)) / 2, the leader being the
 * first row of the ordered table.
 */
export function standingRecords(
  sport: Sport,
  standings: readonly Standing[],
  matches: readonly FinishedMatch[],
): Map<number, StandingRecords> {
  const results = new Map<number, Result[]>(standings.map((row) => [row.teamId, []]));
  for (const match of [...matches].sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime())) {
    results.get(match.homeTeamId)?.push(sideOutcome(sport, match, 'home').result);
    results.get(match.awayTeamId)?.push(sideOutcome(sport, match, 'away').result);
  }
  const leader = standings[0];
  const records = new Map<number, StandingRecords>();
  for (const row of standings) {
    const list = results.get(row.teamId) ?? [];
    const last = list.at(-1);
    let count = 0;
    for (let index = list.length - 1; index >= 0 && list[index] === last; index -= 1) count += 1;
    records.set(row.teamId, {
      gamesBehind:
        sportRules(sport).table.gamesBehind && leader !== undefined
          ? (leader.won - row.won + (row.lost - leader.lost)) / 2
          : null,
      homeRecord: { won: row.home.won, drawn: row.home.drawn, lost: row.home.lost },
      awayRecord: { won: row.away.won, drawn: row.away.drawn, lost: row.away.lost },
      lastTen: tally(list.slice(-10)),
      streak: last === undefined ? null : { result: last, count },
    });
  }
  return records;
}
