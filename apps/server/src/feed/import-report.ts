import { describeChanges } from './fixture-changes.ts';
import type { SavedFixtures, SavedRows } from './fixtures.repository.ts';
import type { Fixture } from './provider.ts';

export const plural = (count: number, word: string) =>
  `${count} ${count === 1 ? word : word.endsWith('ch') ? `${word}es` : `${word}s`}`;

/** What every file of one run did, added up: one team in two files is created once. */
export class ImportTotals {
  private readonly matches = { created: 0, changed: 0, unchanged: 0 };
  private readonly teams = { created: new Set<number>(), touched: new Set<number>() };
  private readonly seasons = { created: new Set<number>(), touched: new Set<number>() };

  add(saved: SavedFixtures): void {
    const changes = saved.changes ?? describeChanges([], new Map());
    this.matches.created += changes.created;
    this.matches.changed += changes.changedMatches;
    this.matches.unchanged += changes.unchanged;
    for (const [into, rows] of [
      [this.teams, saved.teams],
      [this.seasons, saved.seasons],
    ] as const)
      tally(into, rows);
  }

  /** "1140 matches (1140 created, 0 changed, 0 unchanged), 60 teams (60 created, 0 updated), 3 seasons (...)". */
  toString(): string {
    const { created, changed, unchanged } = this.matches;
    const rows = (word: string, into: { created: Set<number>; touched: Set<number> }) =>
      `${plural(into.touched.size, word)} (${into.created.size} created, ${into.touched.size - into.created.size} updated)`;
    return `${plural(created + changed + unchanged, 'match')} (${created} created, ${changed} changed, ${unchanged} unchanged), ${rows('team', this.teams)}, ${rows('season', this.seasons)}`;
  }
}

function tally(into: { created: Set<number>; touched: Set<number> }, rows: SavedRows): void {
  for (const id of rows.created) into.created.add(id);
  for (const id of rows.ids) into.touched.add(id);
}

/**
 * A file's lines: what it holds and what it changed, then each change to a stored fact on a
 * line of its own (a result, a kickoff, a team, a round's place), each stored result the file
 * left alone, a simulated season it took over, and names it read as one team.
 */
export function fileReport(
  step: string,
  title: string,
  fixtures: readonly Fixture[],
  saved: SavedFixtures,
  notices: readonly string[],
): string[] {
  const changes = saved.changes ?? describeChanges([], new Map());
  const results = fixtures.filter((fixture) => fixture.result?.home.score != null).length;
  return [
    `${step}: ${title}, ${plural(fixtures.length, 'match')} (${results} with a result), ${plural(saved.teams.ids.length, 'team')}: ${changes.created} new, ${changes.changedMatches} changed, ${changes.unchanged} unchanged`,
    ...saved.takenOver.map(
      ({ label, removed }) =>
        `  taken over: ${label} was the simulator's; its ${plural(removed, 'simulated match')} are removed`,
    ),
    ...changes.changed.map((line) => `  changed: ${line}`),
    ...changes.reordered.map((line) => `  round order: ${line}`),
    ...changes.kept.map((line) => `  kept: ${line}`),
    ...notices.map((notice) => `  one team: ${notice}`),
  ];
}
