import { outcomeOf, pointsFor } from '@placar/contract/sports/match-outcome';
import type { SideResult } from '@placar/contract/sports/match-outcome';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { TieBreakCriterion, TieBreakData, UnresolvedTie } from '@placar/contract/tie-break';
import type { Step } from './tie-break-rule.ts';

export interface Cards {
  yellow: number;
  red: number;
}

export interface Meeting {
  homeTeamId: number;
  awayTeamId: number;
}

/** How a finished match ended beyond its score: its status (after overtime, a shoot-out) and shoot-out goals. */
export interface Decided {
  /** Absent: decided in regulation time. */
  status?: number;
  homePenalties?: number | null;
  awayPenalties?: number | null;
}

/** One side's view of a finished match, as the sport's rules read it (sports/match-outcome.ts). */
export function sideResult(
  match: Decided & { homeScore: number; awayScore: number },
  side: 'home' | 'away',
): SideResult {
  const home = side === 'home';
  return {
    ...(match.status === undefined ? {} : { status: match.status }),
    scored: home ? match.homeScore : match.awayScore,
    conceded: home ? match.awayScore : match.homeScore,
    shootoutScored: home ? match.homePenalties : match.awayPenalties,
    shootoutConceded: home ? match.awayPenalties : match.homePenalties,
  };
}

export interface CountedMatch extends Meeting, Decided {
  homeScore: number;
  awayScore: number;
  /** Cards each side received; absent when the feed gave none for the match. */
  cards?: { home: Cards; away: Cards };
}

/** A team's season totals, everything a criterion may compare. */
export interface TableLine {
  teamId: number;
  /** Last resort when nothing else orders teams: the English name, whatever the caller's language. */
  sortName: string;
  played: number;
  won: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  awayWon: number;
  awayGoalsFor: number;
  /** Null when some counted match of the team has no cards from the feed. */
  cards: Cards | null;
}

export interface TableContext {
  sport: Sport;
  lines: ReadonlyMap<number, TableLine>;
  matches: readonly CountedMatch[];
  /** Matches of the table not played yet (scheduled, live, postponed): meetings still to come. */
  pending: readonly Meeting[];
  /** Conferences and divisions, where the league has them and the data names every team (league-groups.ts). */
  groups?: TableGroups;
}

/** What the NBA's criteria need beyond results: who is in which conference and division, who leads a division, who is a play-off team. */
export interface TableGroups {
  conference: ReadonlyMap<number, string>;
  division: ReadonlyMap<number, string>;
  divisionLeaders: ReadonlySet<number>;
  /** Teams eligible for the play-offs, teams tied for the last place included (NBA). */
  playoffTeams: ReadonlySet<number>;
}

/** Higher value ranks higher; `open` leaves the teams level and says why; `skip` passes to the next step. */
type Verdict =
  | { kind: 'values'; values: Map<number, number> }
  | { kind: 'skip' }
  | { kind: 'open'; reason: Exclude<UnresolvedTie['reason'], 'exhausted'>; missing: TieBreakData | null };

interface MiniLine {
  played: number;
  won: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  awayGoalsFor: number;
}

/** The table of the group's matches among themselves. */
function miniTable(group: readonly TableLine[], context: TableContext): Map<number, MiniLine> {
  const table = new Map(
    group.map((line) => [line.teamId, { played: 0, won: 0, points: 0, goalsFor: 0, goalsAgainst: 0, awayGoalsFor: 0 }]),
  );
  for (const match of context.matches) {
    const home = table.get(match.homeTeamId);
    const away = table.get(match.awayTeamId);
    if (home === undefined || away === undefined) continue;
    for (const [line, side] of [
      [home, 'home'],
      [away, 'away'],
    ] as const) {
      const result = sideResult(match, side);
      const outcome = outcomeOf(context.sport, result);
      line.played += 1;
      line.won += outcome.result === 'W' ? 1 : 0;
      line.points += pointsFor(context.sport, outcome);
      line.goalsFor += result.scored;
      line.goalsAgainst += result.conceded;
    }
    away.awayGoalsFor += match.awayScore;
  }
  return table;
}

const percentage = (won: number, played: number) => (played === 0 ? 0 : won / played);

const OVERALL: Partial<Record<TieBreakCriterion, (line: TableLine) => number>> = {
  points: (line) => line.points,
  win_percentage: (line) => percentage(line.won, line.played),
  wins: (line) => line.won,
  away_wins: (line) => line.awayWon,
  goal_difference: (line) => line.goalsFor - line.goalsAgainst,
  point_differential: (line) => line.goalsFor - line.goalsAgainst,
  goals_for: (line) => line.goalsFor,
  points_scored: (line) => line.goalsFor,
  away_goals_for: (line) => line.awayGoalsFor,
};

const HEAD_TO_HEAD: Partial<Record<TieBreakCriterion, (line: MiniLine) => number>> = {
  h2h_points: (line) => line.points,
  h2h_win_percentage: (line) => percentage(line.won, line.played),
  h2h_goal_difference: (line) => line.goalsFor - line.goalsAgainst,
  h2h_point_differential: (line) => line.goalsFor - line.goalsAgainst,
  h2h_goals_for: (line) => line.goalsFor,
  h2h_points_scored: (line) => line.goalsFor,
  h2h_away_goals_for: (line) => line.awayGoalsFor,
};

const OPPONENTS: Partial<Record<TieBreakCriterion, (line: TableLine) => number>> = {
  opponents_points: (line) => line.points,
  opponents_goal_difference: (line) => line.goalsFor - line.goalsAgainst,
  opponents_goals_for: (line) => line.goalsFor,
};

/** Fewer is better, so the value is negated. Disciplinary points: a yellow card 1, a red card 3 (UEFA, LFP). */
const DISCIPLINE: Partial<Record<TieBreakCriterion, (cards: Cards) => number>> = {
  fewer_red_cards: (cards) => -cards.red,
  fewer_yellow_cards: (cards) => -cards.yellow,
  disciplinary_points: (cards) => -(cards.yellow + 3 * cards.red),
};

/** Criteria that need data no feed of Placar's carries (yet): they always leave the tie open. */
const NEEDS: Partial<Record<TieBreakCriterion, TieBreakData>> = {
  fair_play: 'fair_play',
  club_coefficient: 'coefficients',
};

/** Criteria that need conferences or divisions: open without them (an import naming other teams). */
const GROUPED: Partial<Record<TieBreakCriterion, TieBreakData>> = {
  division_leader: 'divisions',
  division_win_percentage: 'divisions',
  conference_win_percentage: 'conferences',
  playoff_teams_own_conference_win_percentage: 'conferences',
  playoff_teams_other_conference_win_percentage: 'conferences',
};

/** Win percentage of each team of the group in its matches against the opponents `counts` accepts. */
function recordAgainst(
  group: readonly TableLine[],
  context: TableContext,
  counts: (team: number, opponent: number) => boolean,
): Verdict {
  const records = new Map(group.map((line) => [line.teamId, { won: 0, played: 0 }]));
  for (const match of context.matches) {
    for (const [team, opponent, side] of [
      [match.homeTeamId, match.awayTeamId, 'home'],
      [match.awayTeamId, match.homeTeamId, 'away'],
    ] as const) {
      const record = records.get(team);
      if (record === undefined || !counts(team, opponent)) continue;
      record.played += 1;
      record.won += outcomeOf(context.sport, sideResult(match, side)).result === 'W' ? 1 : 0;
    }
  }
  return valuesOf(group, (line) => {
    const record = records.get(line.teamId) ?? { won: 0, played: 0 };
    return percentage(record.won, record.played);
  });
}

/**
 * The NBA's grouped criteria. A division's criteria apply only where they can tell the teams
 * apart: the division leader when the tied teams are not all in one division, the division
 * record only when they are (NBA Tiebreaker Procedures); otherwise the step passes.
 */
function groupedVerdict(
  criterion: TieBreakCriterion,
  group: readonly TableLine[],
  context: TableContext,
  groups: TableGroups,
): Verdict {
  const sameDivision = new Set(group.map((line) => groups.division.get(line.teamId))).size === 1;
  const same = (map: ReadonlyMap<number, string>) => (team: number, opponent: number) =>
    map.get(team) !== undefined && map.get(team) === map.get(opponent);
  switch (criterion) {
    case 'division_leader':
      return sameDivision
        ? { kind: 'skip' }
        : valuesOf(group, (line) => (groups.divisionLeaders.has(line.teamId) ? 1 : 0));
    case 'division_win_percentage':
      return sameDivision ? recordAgainst(group, context, same(groups.division)) : { kind: 'skip' };
    case 'conference_win_percentage':
      return recordAgainst(group, context, same(groups.conference));
    case 'playoff_teams_own_conference_win_percentage':
      return recordAgainst(
        group,
        context,
        (team, opponent) => groups.playoffTeams.has(opponent) && same(groups.conference)(team, opponent),
      );
    default:
      return recordAgainst(
        group,
        context,
        (team, opponent) =>
          groups.playoffTeams.has(opponent) &&
          groups.conference.has(opponent) &&
          !same(groups.conference)(team, opponent),
      );
  }
}

function meetingsPending(group: readonly TableLine[], context: TableContext): boolean {
  const ids = new Set(group.map((line) => line.teamId));
  return context.pending.some((meeting) => ids.has(meeting.homeTeamId) && ids.has(meeting.awayTeamId));
}

const valuesOf = (group: readonly TableLine[], value: (line: TableLine) => number): Verdict => ({
  kind: 'values',
  values: new Map(group.map((line) => [line.teamId, value(line)])),
});

/** What one step of a rule says about a group of teams still level. */
export function evaluate(step: Step, group: readonly TableLine[], context: TableContext): Verdict {
  const criterion = typeof step === 'string' ? step : step.criterion;
  const overall = OVERALL[criterion];
  if (overall !== undefined) return valuesOf(group, overall);

  const h2h = HEAD_TO_HEAD[criterion];
  if (h2h !== undefined) {
    const pendingRule = typeof step === 'string' ? undefined : step.whileMeetingsPending;
    if (pendingRule !== undefined && meetingsPending(group, context)) {
      return pendingRule === 'skip' ? { kind: 'skip' } : { kind: 'open', reason: 'meetings_pending', missing: null };
    }
    const mini = miniTable(group, context);
    return valuesOf(group, (line) => h2h(mini.get(line.teamId) as MiniLine));
  }

  const opponents = OPPONENTS[criterion];
  if (opponents !== undefined) {
    const sums = new Map(group.map((line) => [line.teamId, 0]));
    for (const match of context.matches) {
      for (const [team, opponent] of [
        [match.homeTeamId, match.awayTeamId],
        [match.awayTeamId, match.homeTeamId],
      ] as const) {
        const sum = sums.get(team);
        const line = context.lines.get(opponent);
        if (sum !== undefined && line !== undefined) sums.set(team, sum + opponents(line));
      }
    }
    return valuesOf(group, (line) => sums.get(line.teamId) ?? 0);
  }

  const discipline = DISCIPLINE[criterion];
  if (discipline !== undefined) {
    if (group.some((line) => line.cards === null)) return { kind: 'open', reason: 'missing_data', missing: 'cards' };
    return valuesOf(group, (line) => discipline(line.cards as Cards));
  }

  const grouped = GROUPED[criterion];
  if (grouped !== undefined)
    return context.groups === undefined
      ? { kind: 'open', reason: 'missing_data', missing: grouped }
      : groupedVerdict(criterion, group, context, context.groups);

  const missing = NEEDS[criterion];
  if (missing !== undefined) return { kind: 'open', reason: 'missing_data', missing };
  // drawing_of_lots, play_off_match: decided away from the results.
  return { kind: 'open', reason: 'off_the_table', missing: null };
}
