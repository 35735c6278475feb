import { z } from 'zod';

/**
 * The criteria a league's regulation ranks by, in the order it lists them. The first of a list
 * is the basis (points, or win percentage in basketball); the rest break ties. `h2h_` criteria
 * count only the matches among the tied teams; `opponents_` ones sum the opponents' tables.
 */
export const TIE_BREAK_CRITERIA = [
  'points',
  'win_percentage',
  'wins',
  'away_wins',
  'goal_difference',
  'goals_for',
  'away_goals_for',
  'point_differential',
  'points_scored',
  'h2h_points',
  'h2h_goal_difference',
  'h2h_goals_for',
  'h2h_away_goals_for',
  'h2h_win_percentage',
  'h2h_point_differential',
  'h2h_points_scored',
  'opponents_points',
  'opponents_goal_difference',
  'opponents_goals_for',
  'fewer_red_cards',
  'fewer_yellow_cards',
  'disciplinary_points',
  'fair_play',
  'division_leader',
  'division_win_percentage',
  'conference_win_percentage',
  'playoff_teams_own_conference_win_percentage',
  'playoff_teams_other_conference_win_percentage',
  'club_coefficient',
  'play_off_match',
  'drawing_of_lots',
] as const;

export type TieBreakCriterion = (typeof TIE_BREAK_CRITERIA)[number];
export const tieBreakCriterionSchema = z.enum(TIE_BREAK_CRITERIA);

/** Data some criteria need beyond results; a feed that lacks it leaves those ties open. */
export const TIE_BREAK_DATA = ['cards', 'divisions', 'conferences', 'fair_play', 'coefficients'] as const;
export type TieBreakData = (typeof TIE_BREAK_DATA)[number];

export const tieBreakSchema = z.object({
  regulation: z
    .object({ name: z.string(), season: z.string() })
    .nullable()
    .describe('The regulation the lists come from, and the season it was written for'),
  twoTeams: z.array(tieBreakCriterionSchema).describe('Criteria for two teams level, in order'),
  moreTeams: z.array(tieBreakCriterionSchema).describe('Criteria for three or more teams level, in order'),
});

export const unresolvedTieSchema = z.object({
  from: z.number().int().describe('First position of the teams still level'),
  to: z.number().int().describe('Last position of the teams still level'),
  teamIds: z.array(z.number().int()).describe('The teams still level, listed by name'),
  criterion: tieBreakCriterionSchema
    .nullable()
    .describe('The criterion that could not order them; null when the list ran out'),
  reason: z
    .enum(['missing_data', 'meetings_pending', 'off_the_table', 'exhausted'])
    .describe(
      'missing_data: the feed lacks what the criterion needs; meetings_pending: the regulation waits for their meetings (a shared place); off_the_table: lots or a play-off decide; exhausted: no criterion left',
    ),
  missing: z.enum(TIE_BREAK_DATA).nullable().describe('With missing_data: what the feed lacks'),
});

export type TieBreak = z.infer<typeof tieBreakSchema>;
export type UnresolvedTie = z.infer<typeof unresolvedTieSchema>;
