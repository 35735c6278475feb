import type { Sport } from '@placar/contract/match-status';

/**
 * Standings computed from finished matches (pure: the caller passes the rows). The score
 * counted is the stored final score: a football match decided after extra time counts its
 * 120-minute score, one decided on penalties is a draw on that score (penalties only pick
 * who goes through in a cup, they earn no league points).
 */
export type TieBreakRule = 'goal_difference' | 'head_to_head' | 'win_percentage';
export type Result = 'W' | 'D' | 'L';

export interface StandingTeam {
  id: number;
  /** Last tie-break; the English name, so positions never depend on the caller's language. */
  sortName: string;
}

export interface FinishedMatch {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  kickoff: Date;
}

export interface Split {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export interface Standing extends Split {
  position: number;
  teamId: number;
  goalDifference: number;
  winPercentage: number;
  form: Result[];
  home: Split;
  away: Split;
}

const emptySplit = (): Split => ({ played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 });

export function resultFor(scored: number, conceded: number): Result {
  return scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
}

function pointsFor(sport: Sport, result: Result): number {
  if (sport !== 'football') return 0;
  return result === 'W' ? 3 : result === 'D' ? 1 : 0;
}

function add(split: Split, sport: Sport, scored: number, conceded: number): void {
  const result = resultFor(scored, conceded);
  split.played += 1;
  split.goalsFor += scored;
  split.goalsAgainst += conceded;
  if (result === 'W') split.won += 1;
  else if (result === 'D') split.drawn += 1;
  else split.lost += 1;
  split.points += pointsFor(sport, result);
}

function sumSplits(home: Split, away: Split): Split {
  return {
    played: home.played + away.played,
    won: home.won + away.won,
    drawn: home.drawn + away.drawn,
    lost: home.lost + away.lost,
    goalsFor: home.goalsFor + away.goalsFor,
    goalsAgainst: home.goalsAgainst + away.goalsAgainst,
    points: home.points + away.points,
  };
}

/** Points and goal difference of each team counting only the matches among `group`. */
function miniTable(group: Set<number>, matches: readonly FinishedMatch[], sport: Sport): Map<number, Split> {
  const table = new Map<number, Split>([...group].map((id) => [id, emptySplit()]));
  for (const match of matches) {
    const home = table.get(match.homeTeamId);
    const away = table.get(match.awayTeamId);
    if (home === undefined || away === undefined) continue;
    add(home, sport, match.homeScore, match.awayScore);
    add(away, sport, match.awayScore, match.homeScore);
  }
  return table;
}

type Row = Omit<Standing, 'position'> & { sortName: string };

const byName = (a: Row, b: Row) => a.sortName.localeCompare(b.sortName, 'en') || a.teamId - b.teamId;
const byGoals = (a: Row, b: Row) => b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor;

function sortRows(rows: Row[], rule: TieBreakRule, sport: Sport, matches: readonly FinishedMatch[]): Row[] {
  if (rule === 'win_percentage') {
    const exact = (row: Row) => (row.played === 0 ? 0 : row.won / row.played);
    return rows.sort((a, b) => exact(b) - exact(a) || b.won - a.won || b.goalDifference - a.goalDifference || byName(a, b));
  }
  if (rule === 'goal_difference') return rows.sort((a, b) => b.points - a.points || byGoals(a, b) || byName(a, b));
  // head_to_head: teams level on points are ordered by the table of their matches among themselves.
  rows.sort((a, b) => b.points - a.points);
  const sorted: Row[] = [];
  for (let i = 0; i < rows.length; ) {
    let j = i;
    while (j < rows.length && rows[j]?.points === rows[i]?.points) j += 1;
    const tied = rows.slice(i, j);
    if (tied.length > 1) {
      const mini = miniTable(new Set(tied.map((row) => row.teamId)), matches, sport);
      const h2h = (row: Row) => mini.get(row.teamId) ?? emptySplit();
      tied.sort((a, b) => {
        const x = h2h(a);
        const y = h2h(b);
        return y.points - x.points || y.goalsFor - y.goalsAgainst - (x.goalsFor - x.goalsAgainst) || byGoals(a, b) || byName(a, b);
      });
    }
    sorted.push(...tied);
    i = j;
  }
  return sorted;
}

/** The table of `teams` from their finished matches, ordered by `rule`, with splits and form. */
export function computeStandings(sport: Sport, rule: TieBreakRule, teams: readonly StandingTeam[], matches: readonly FinishedMatch[]): Standing[] {
  const chronological = [...matches].sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
  const splits = new Map(teams.map((team) => [team.id, { home: emptySplit(), away: emptySplit(), results: [] as Result[] }]));
  for (const match of chronological) {
    const home = splits.get(match.homeTeamId);
    const away = splits.get(match.awayTeamId);
    if (home !== undefined) {
      add(home.home, sport, match.homeScore, match.awayScore);
      home.results.push(resultFor(match.homeScore, match.awayScore));
    }
    if (away !== undefined) {
      add(away.away, sport, match.awayScore, match.homeScore);
      away.results.push(resultFor(match.awayScore, match.homeScore));
    }
  }
  const rows: Row[] = teams.map((team) => {
    const entry = splits.get(team.id) ?? { home: emptySplit(), away: emptySplit(), results: [] };
    const total = sumSplits(entry.home, entry.away);
    return {
      ...total,
      teamId: team.id,
      sortName: team.sortName,
      goalDifference: total.goalsFor - total.goalsAgainst,
      winPercentage: total.played === 0 ? 0 : Math.round((total.won / total.played) * 1000) / 1000,
      form: entry.results.slice(-5),
      home: entry.home,
      away: entry.away,
    };
  });
  return sortRows(rows, rule, sport, chronological).map(({ sortName: _sortName, ...row }, index) => ({ ...row, position: index + 1 }));
}

export function isTieBreakRule(value: string): value is TieBreakRule {
  return value === 'goal_difference' || value === 'head_to_head' || value === 'win_percentage';
}

/** The rule a competition uses: its own when valid, else basketball's win percentage or goal difference. */
export function ruleFor(sport: Sport, stored: string): TieBreakRule {
  if (isTieBreakRule(stored)) return stored;
  return sport === 'basketball' ? 'win_percentage' : 'goal_difference';
}
