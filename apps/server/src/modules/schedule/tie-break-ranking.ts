import type { UnresolvedTie } from '@placar/contract/tie-break';
import { evaluate } from './tie-break-criteria.ts';
import type { TableContext, TableLine } from './tie-break-criteria.ts';
import { criterionOf } from './tie-break-rule.ts';
import type { TieBreakRule } from './tie-break-rule.ts';

export type OpenTie = Omit<UnresolvedTie, 'from' | 'to'>;

interface Ranking {
  order: TableLine[];
  open: OpenTie[];
}

const byName = (a: TableLine, b: TableLine) => a.sortName.localeCompare(b.sortName, 'en') || a.teamId - b.teamId;

/** Splits the group by value, best first; teams with equal values stay together. */
function partition(group: readonly TableLine[], values: Map<number, number>): TableLine[][] {
  const sorted = [...group].sort((a, b) => (values.get(b.teamId) ?? 0) - (values.get(a.teamId) ?? 0));
  const parts: TableLine[][] = [];
  for (const line of sorted) {
    const last = parts.at(-1);
    if (last !== undefined && values.get(last[0]?.teamId ?? -1) === values.get(line.teamId)) last.push(line);
    else parts.push([line]);
  }
  return parts;
}

/**
 * Orders a group of teams by the rule. Each criterion that separates some of them ranks the
 * parts, and every part still level starts again from the top of the list for its own size
 * (two teams, or three and more), as UEFA, the NBA, FIBA and the RFEF prescribe; for criteria
 * counted over the whole season starting again changes nothing. Teams the rule cannot separate
 * are listed by name and reported, never ordered silently.
 */
export function rankGroup(rule: TieBreakRule, group: readonly TableLine[], context: TableContext): Ranking {
  if (group.length < 2) return { order: [...group], open: [] };
  const steps = group.length === 2 ? rule.twoTeams : rule.moreTeams;
  for (const step of steps) {
    const verdict = evaluate(step, group, context);
    if (verdict.kind === 'skip') continue;
    if (verdict.kind === 'open') {
      const order = [...group].sort(byName);
      return {
        order,
        open: [
          {
            teamIds: order.map((line) => line.teamId),
            criterion: criterionOf(step),
            reason: verdict.reason,
            missing: verdict.missing,
          },
        ],
      };
    }
    const parts = partition(group, verdict.values);
    if (parts.length === 1) continue;
    const ranked = parts.map((part) => rankGroup(rule, part, context));
    return { order: ranked.flatMap((part) => part.order), open: ranked.flatMap((part) => part.open) };
  }
  const order = [...group].sort(byName);
  return {
    order,
    open: [{ teamIds: order.map((line) => line.teamId), criterion: null, reason: 'exhausted', missing: null }],
  };
}
