/** A pairing of team indexes, home first. */
type Pair = [home: number, away: number];

/**
 * A single round robin of `teams` (an even number) by the circle method: team 0 stays put,
 * the others turn one place a round, so every team plays once a round and meets every other
 * team once in `teams - 1` rounds.
 */
export function singleRoundRobin(teams: number): Pair[][] {
  if (teams < 2 || teams % 2 !== 0) throw new Error(`the circle method needs an even number of teams, got ${teams}`);
  const rounds: Pair[][] = [];
  const circle = Array.from({ length: teams - 1 }, (_, index) => index + 1);
  for (let round = 0; round < teams - 1; round += 1) {
    const order = [0, ...circle.map((_, index) => circle[(index + round) % circle.length] ?? 0)];
    const pairs: Pair[] = [];
    for (let index = 0; index < teams / 2; index += 1) {
      const a = order[index] ?? 0;
      const b = order[teams - 1 - index] ?? 0;
      // The fixed team swaps sides every round; the others by their place on the circle.
      const swap = index === 0 ? round % 2 === 1 : index % 2 === 1;
      pairs.push(swap ? [b, a] : [a, b]);
    }
    rounds.push(pairs);
  }
  return rounds;
}

/** A double round robin: the single one, then the same rounds again with home and away swapped. */
export function doubleRoundRobin(teams: number): Pair[][] {
  const first = singleRoundRobin(teams);
  return [...first, ...first.map((round) => round.map(([home, away]): Pair => [away, home]))];
}
