/** One match of a file as read: where it is, its ref, and its teams' names and codes. */
export interface ReadMatch {
  line: number;
  ref: string;
  round: string;
  home: { name: string; code: string };
  away: { name: string; code: string };
}

const listed = (items: readonly (string | number)[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const times = (count: number) => (count === 2 ? 'twice' : `${count} times`);

/**
 * What makes a file unsafe to store, each with its line: a match given twice (both would write
 * one row), a team playing itself (two names read as one club), a name with no letter or digit
 * (it would be no team at all).
 */
export function fileProblems(matches: readonly ReadMatch[]): string[] {
  const problems: string[] = [];
  const linesOf = new Map<string, ReadMatch[]>();
  for (const match of matches) linesOf.set(match.ref, [...(linesOf.get(match.ref) ?? []), match]);
  for (const same of linesOf.values()) {
    const first = same[0];
    if (first === undefined || same.length < 2) continue;
    problems.push(
      `${first.home.name} v ${first.away.name} (${first.round}) is there ${times(same.length)}, at lines ${listed(same.map((match) => match.line))}`,
    );
  }
  for (const match of matches) {
    for (const side of [match.home, match.away]) {
      if (side.code === '') problems.push(`line ${match.line}: the team name "${side.name}" has no letter or digit`);
    }
    if (match.home.code !== '' && match.home.code === match.away.code) {
      problems.push(
        `line ${match.line}: ${match.home.name} v ${match.away.name} (${match.round}) is one team playing itself (${match.home.code})`,
      );
    }
  }
  return problems;
}

/** Names of one file read as one team ("Liverpool FC", "Liverpool"): said, never merged silently. */
export function namesReadAsOne(matches: readonly ReadMatch[]): string[] {
  const names = new Map<string, Set<string>>();
  for (const match of matches) {
    for (const side of [match.home, match.away])
      names.set(side.code, (names.get(side.code) ?? new Set()).add(side.name));
  }
  return [...names.entries()]
    .filter(([, set]) => set.size > 1)
    .map(([code, set]) => `${listed([...set].map((name) => `"${name}"`))} are one team (${code})`);
}
