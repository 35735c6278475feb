import { z } from 'zod';
import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
import { tieBreakCriterionSchema } from '@placar/contract/tie-break';
import type { TieBreak, TieBreakCriterion } from '@placar/contract/tie-break';

/**
 * A head-to-head step some regulations apply only once every meeting among the tied teams is
 * played: `skip` it until then (Liga Portugal), or leave the teams sharing the place (DFL).
 */
export interface TieBreakStep {
  criterion: TieBreakCriterion;
  whileMeetingsPending?: 'skip' | 'share';
}

export type Step = TieBreakCriterion | TieBreakStep;

/** A competition's ranking rule: ordered criteria for two teams level, and for three or more. */
export interface TieBreakRule {
  regulation: { name: string; season: string; url: string } | null;
  twoTeams: readonly Step[];
  moreTeams: readonly Step[];
}

const stepSchema = z.union([
  tieBreakCriterionSchema,
  z.object({ criterion: tieBreakCriterionSchema, whileMeetingsPending: z.enum(['skip', 'share']).optional() }),
]);
const ruleSchema = z.object({
  regulation: z.object({ name: z.string(), season: z.string(), url: z.string() }).nullable(),
  twoTeams: z.array(stepSchema).min(1),
  moreTeams: z.array(stepSchema).min(1),
});

const generic = (...steps: TieBreakCriterion[]): TieBreakRule => ({
  regulation: null,
  twoTeams: steps,
  moreTeams: steps,
});

/** The three rule names stored before regulations were data; competitions made by hand may still carry them. */
const LEGACY: Record<string, TieBreakRule> = {
  goal_difference: generic('points', 'goal_difference', 'goals_for'),
  head_to_head: generic('points', 'h2h_points', 'h2h_goal_difference', 'goal_difference', 'goals_for'),
  win_percentage: generic('win_percentage', 'wins', 'point_differential'),
};

export const criterionOf = (step: Step): TieBreakCriterion => (typeof step === 'string' ? step : step.criterion);

/** The rule as stored in `competitions.tie_break` (JSON). */
export function serializeTieBreak(rule: TieBreakRule): string {
  return JSON.stringify(rule);
}

/** The stored rule; a legacy name or anything unreadable falls back to the sport's plain rule, never to an error. */
export function parseTieBreak(sport: Sport, stored: string): TieBreakRule {
  const legacy = LEGACY[stored];
  if (legacy !== undefined) return legacy;
  try {
    const parsed = ruleSchema.safeParse(JSON.parse(stored));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: the fallback below
  }
  return generic(...sportRules(sport).table.defaultTieBreak);
}

/** What the answer shows: the criteria in order and where they come from. */
export function tieBreakView(rule: TieBreakRule): TieBreak {
  return {
    regulation: rule.regulation === null ? null : { name: rule.regulation.name, season: rule.regulation.season },
    twoTeams: rule.twoTeams.map(criterionOf),
    moreTeams: rule.moreTeams.map(criterionOf),
  };
}
