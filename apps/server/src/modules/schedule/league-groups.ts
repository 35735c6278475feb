import type { TableContext, TableGroups, TableLine } from './tie-break-criteria.ts';
import { rankGroup } from './tie-break-ranking.ts';
import type { TieBreakRule } from './tie-break-rule.ts';

/** A league's conferences and divisions by team id (league-formats.ts, resolved against a season's teams). */
export interface GroupLayout {
  conferences: readonly {
    key: string;
    teamIds: readonly number[];
    divisions: readonly { key: string; teamIds: readonly number[] }[];
  }[];
  /** Places of a conference that go straight to the play-offs (its zones): who counts as a play-off team. */
  playoffPlaces: number;
}

const percentage = (line: TableLine) => (line.played === 0 ? 0 : line.won / line.played);

/**
 * What the grouped criteria need, from the season's lines. A division's leader is the first of
 * the division ranked by the rule itself (the division-leader step passes among teams of one
 * division). Play-off teams are those of a conference whose win percentage reaches that of its
 * last play-off place, so teams tied for it count too (NBA: "including teams tied").
 */
export function tableGroups(
  rule: TieBreakRule,
  layout: GroupLayout,
  lines: ReadonlyMap<number, TableLine>,
  context: Omit<TableContext, 'groups'>,
): TableGroups {
  const conference = new Map<number, string>();
  const division = new Map<number, string>();
  for (const group of layout.conferences) {
    for (const id of group.teamIds) conference.set(id, group.key);
    for (const part of group.divisions) for (const id of part.teamIds) division.set(id, part.key);
  }
  const lineOf = (ids: readonly number[]) => ids.flatMap((id) => lines.get(id) ?? []);
  const bare: TableGroups = { conference, division, divisionLeaders: new Set(), playoffTeams: new Set() };

  const divisionLeaders = new Set<number>();
  for (const group of layout.conferences) {
    for (const part of group.divisions) {
      const leader = rankGroup(rule, lineOf(part.teamIds), { ...context, groups: bare }).order[0];
      if (leader !== undefined) divisionLeaders.add(leader.teamId);
    }
  }

  const playoffTeams = new Set<number>();
  for (const group of layout.conferences) {
    const members = lineOf(group.teamIds);
    const cut = members.map(percentage).sort((a, b) => b - a)[layout.playoffPlaces - 1];
    if (cut === undefined) continue;
    for (const line of members) if (percentage(line) >= cut) playoffTeams.add(line.teamId);
  }
  return { conference, division, divisionLeaders, playoffTeams };
}
