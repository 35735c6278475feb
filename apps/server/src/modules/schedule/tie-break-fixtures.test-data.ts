import type { Sport } from '@placar/contract/sports/served-sports';
import type { TieBreakCriterion } from '@placar/contract/tie-break';
import type { FinishedMatch, StandingTeam } from './standings.service.ts';
import type { Cards, Meeting } from './tie-break-criteria.ts';

/**
 * One small table per computable criterion: the tied teams are level on `level` (every criterion
 * that comes before this one in any regulation of reference-data.ts) and only `criterion` orders
 * them, against the order of their names (Zeta above Alpha), so a fallback to names cannot pass.
 */
export interface CriterionTable {
  criterion: TieBreakCriterion;
  sport: Sport;
  teams: StandingTeam[];
  matches: FinishedMatch[];
  pending?: Meeting[];
  /** The teams level on the basis (points or win percentage). */
  tied: number[];
  level: TieBreakCriterion[];
  /** The tied teams in the order the criterion gives. */
  expected: number[];
  /** Those the criterion leaves level with each other (listed by name). */
  stillLevel?: number[];
}

export const ALPHA = 1;
export const ZETA = 2;
export const MU = 3;

export function teamsOf(count: number): StandingTeam[] {
  const names = ['Alpha', 'Zeta', 'Mu'];
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    sortName: names[index] ?? `Filler ${index + 1}`,
  }));
}

let day = 0;
export function m(
  homeTeamId: number,
  awayTeamId: number,
  homeScore: number,
  awayScore: number,
  cards?: [Cards, Cards],
): FinishedMatch {
  day += 1;
  return {
    homeTeamId,
    awayTeamId,
    homeScore,
    awayScore,
    kickoff: new Date(Date.UTC(2025, 0, 1) + day * 86_400_000),
    ...(cards === undefined ? {} : { cards: { home: cards[0], away: cards[1] } }),
  };
}

const card = (yellow: number, red: number): Cards => ({ yellow, red });
const pair = [ALPHA, ZETA];
const zetaFirst = [ZETA, ALPHA];

export const CRITERION_TABLES: CriterionTable[] = [
  {
    criterion: 'points',
    sport: 'football',
    teams: teamsOf(2),
    matches: [m(1, 2, 0, 1)],
    tied: pair,
    level: [],
    expected: zetaFirst,
  },
  {
    // Zeta won once and lost once, Alpha drew three times: 3 points, +0, one goal each.
    criterion: 'wins',
    sport: 'football',
    teams: teamsOf(5),
    matches: [m(2, 3, 1, 0), m(2, 4, 0, 1), m(1, 3, 1, 1), m(1, 4, 0, 0), m(1, 5, 0, 0)],
    tied: pair,
    level: ['points', 'goal_difference', 'goals_for', 'away_goals_for', 'h2h_points', 'h2h_goal_difference'],
    expected: zetaFirst,
  },
  {
    criterion: 'away_wins',
    sport: 'football',
    teams: teamsOf(6),
    matches: [m(3, 2, 0, 1), m(2, 4, 1, 1), m(1, 5, 1, 0), m(6, 1, 1, 1)],
    tied: pair,
    level: ['points', 'goal_difference', 'goals_for', 'away_goals_for', 'wins', 'h2h_points', 'h2h_goal_difference'],
    expected: zetaFirst,
  },
  {
    criterion: 'goal_difference',
    sport: 'football',
    teams: teamsOf(4),
    matches: [m(2, 3, 2, 0), m(1, 4, 1, 0)],
    tied: pair,
    level: ['points', 'wins', 'h2h_points', 'h2h_goal_difference'],
    expected: zetaFirst,
  },
  {
    criterion: 'goals_for',
    sport: 'football',
    teams: teamsOf(4),
    matches: [m(2, 3, 3, 2), m(1, 4, 1, 0)],
    tied: pair,
    level: ['points', 'wins', 'goal_difference', 'h2h_points', 'h2h_goal_difference'],
    expected: zetaFirst,
  },
  {
    criterion: 'away_goals_for',
    sport: 'football',
    teams: teamsOf(4),
    matches: [m(3, 2, 1, 2), m(1, 4, 2, 1)],
    tied: pair,
    level: ['points', 'goal_difference', 'goals_for', 'h2h_goal_difference', 'h2h_away_goals_for'],
    expected: zetaFirst,
  },
  {
    // Zeta beat Alpha and drew the return; both 5 points, one win, 2-1 in goals.
    criterion: 'h2h_points',
    sport: 'football',
    teams: teamsOf(5),
    matches: [m(2, 1, 1, 0), m(1, 2, 0, 0), m(2, 4, 1, 1), m(1, 3, 2, 0), m(1, 5, 0, 0)],
    tied: pair,
    level: ['points', 'wins', 'goal_difference', 'goals_for'],
    expected: zetaFirst,
  },
  {
    // A win each between them, Zeta's by more; 6 points, two wins, 3-3 in goals each.
    criterion: 'h2h_goal_difference',
    sport: 'football',
    teams: teamsOf(6),
    matches: [m(2, 1, 2, 0), m(1, 2, 1, 0), m(2, 3, 1, 0), m(2, 4, 0, 2), m(1, 5, 2, 0), m(1, 6, 0, 1)],
    tied: pair,
    level: ['points', 'goal_difference', 'goals_for', 'h2h_points'],
    expected: zetaFirst,
  },
  {
    // 2-1 at Alpha's, 0-1 at Zeta's: level in points and goals between them, Zeta scored more away.
    criterion: 'h2h_away_goals_for',
    sport: 'football',
    teams: teamsOf(2),
    matches: [m(1, 2, 1, 2), m(2, 1, 0, 1)],
    tied: pair,
    level: ['points', 'goal_difference', 'goals_for', 'h2h_points', 'h2h_goal_difference'],
    expected: zetaFirst,
  },
  {
    // Between two teams their goals always mirror, so goals among the tied need three: all drew, Alpha scored none.
    criterion: 'h2h_goals_for',
    sport: 'football',
    teams: teamsOf(3),
    matches: [m(2, 3, 2, 2), m(1, 3, 0, 0), m(2, 1, 0, 0)],
    tied: [ALPHA, ZETA, MU],
    level: ['points', 'h2h_points', 'h2h_goal_difference'],
    expected: [MU, ZETA, ALPHA],
    stillLevel: [MU, ZETA],
  },
  {
    criterion: 'opponents_points',
    sport: 'football',
    teams: teamsOf(6),
    matches: [m(2, 3, 1, 0), m(1, 4, 1, 0), m(3, 5, 1, 0), m(3, 6, 1, 0)],
    tied: pair,
    level: ['points', 'goal_difference', 'goals_for', 'away_goals_for', 'wins', 'away_wins'],
    expected: zetaFirst,
  },
  {
    criterion: 'opponents_goal_difference',
    sport: 'football',
    teams: teamsOf(8),
    matches: [m(2, 3, 1, 0), m(1, 4, 1, 0), m(3, 5, 3, 0), m(3, 6, 1, 0), m(4, 7, 1, 0), m(4, 8, 1, 0)],
    tied: pair,
    level: ['points', 'goal_difference', 'goals_for', 'away_goals_for', 'wins', 'away_wins', 'opponents_points'],
    expected: zetaFirst,
  },
  {
    criterion: 'opponents_goals_for',
    sport: 'football',
    teams: teamsOf(8),
    matches: [m(2, 3, 1, 0), m(1, 4, 1, 0), m(3, 5, 3, 1), m(3, 6, 1, 0), m(4, 7, 2, 0), m(4, 8, 1, 0)],
    tied: pair,
    level: [
      'points',
      'goal_difference',
      'goals_for',
      'away_goals_for',
      'wins',
      'away_wins',
      'opponents_points',
      'opponents_goal_difference',
    ],
    expected: zetaFirst,
  },
  {
    // Zeta: one red card (3 points); Alpha: four yellows (4). Fewer red cards alone would put Alpha first.
    criterion: 'disciplinary_points',
    sport: 'football',
    teams: teamsOf(2),
    matches: [m(2, 1, 0, 0, [card(0, 1), card(4, 0)]), m(1, 2, 0, 0, [card(0, 0), card(0, 0)])],
    tied: pair,
    level: [
      'points',
      'goal_difference',
      'goals_for',
      'away_goals_for',
      'wins',
      'away_wins',
      'opponents_points',
      'opponents_goal_difference',
      'opponents_goals_for',
      'h2h_points',
      'h2h_goal_difference',
    ],
    expected: zetaFirst,
  },
  {
    criterion: 'fewer_red_cards',
    sport: 'football',
    teams: teamsOf(2),
    matches: [m(2, 1, 1, 1, [card(5, 0), card(0, 1)])],
    tied: pair,
    level: ['points', 'wins', 'goal_difference', 'goals_for', 'h2h_points'],
    expected: zetaFirst,
  },
  {
    criterion: 'fewer_yellow_cards',
    sport: 'football',
    teams: teamsOf(2),
    matches: [m(2, 1, 1, 1, [card(1, 1), card(2, 1)])],
    tied: pair,
    level: ['points', 'wins', 'goal_difference', 'goals_for', 'h2h_points', 'fewer_red_cards'],
    expected: zetaFirst,
  },
  {
    criterion: 'win_percentage',
    sport: 'basketball',
    teams: teamsOf(2),
    matches: [m(2, 1, 100, 90)],
    tied: pair,
    level: [],
    expected: zetaFirst,
  },
  {
    criterion: 'h2h_win_percentage',
    sport: 'basketball',
    teams: teamsOf(4),
    matches: [m(2, 1, 100, 90), m(1, 3, 100, 80), m(4, 2, 100, 80)],
    tied: pair,
    level: ['win_percentage'],
    expected: zetaFirst,
  },
  {
    criterion: 'h2h_point_differential',
    sport: 'basketball',
    teams: teamsOf(2),
    matches: [m(2, 1, 100, 90), m(1, 2, 95, 90)],
    tied: pair,
    level: ['win_percentage', 'h2h_win_percentage'],
    expected: zetaFirst,
  },
  {
    // As with goals: points scored among the tied separate only three or more. A cycle of one-win teams.
    criterion: 'h2h_points_scored',
    sport: 'basketball',
    teams: teamsOf(3),
    matches: [m(2, 3, 100, 90), m(3, 1, 95, 85), m(1, 2, 90, 80)],
    tied: [ALPHA, ZETA, MU],
    level: ['win_percentage', 'h2h_win_percentage', 'h2h_point_differential'],
    expected: [MU, ZETA, ALPHA],
  },
  {
    criterion: 'point_differential',
    sport: 'basketball',
    teams: teamsOf(6),
    matches: [m(2, 3, 100, 80), m(1, 4, 100, 90), m(5, 2, 100, 90), m(6, 1, 100, 90)],
    tied: pair,
    level: ['win_percentage', 'h2h_win_percentage', 'h2h_point_differential', 'h2h_points_scored'],
    expected: zetaFirst,
  },
  {
    criterion: 'points_scored',
    sport: 'basketball',
    teams: teamsOf(4),
    matches: [m(2, 3, 110, 100), m(1, 4, 90, 80)],
    tied: pair,
    level: [
      'win_percentage',
      'h2h_win_percentage',
      'h2h_point_differential',
      'h2h_points_scored',
      'point_differential',
    ],
    expected: zetaFirst,
  },
];

/** Criteria no feed of Placar's can settle, and what each lacks (null: decided away from the results). */
export const OPEN_CRITERIA: Partial<Record<TieBreakCriterion, string | null>> = {
  fair_play: 'fair_play',
  division_leader: 'divisions',
  division_win_percentage: 'divisions',
  conference_win_percentage: 'conferences',
  playoff_teams_own_conference_win_percentage: 'conferences',
  playoff_teams_other_conference_win_percentage: 'conferences',
  club_coefficient: 'coefficients',
  play_off_match: null,
  drawing_of_lots: null,
};
