/** A round's family and number: "League, Matchday 26" is ("League, Matchday #", 26); "Final" has none. */
function numbered(round: string): { family: string; number: number } | undefined {
  const match = /^(.*?)(\d+)(\D*)$/.exec(round);
  if (match === null) return undefined;
  return { family: `${match[1]}#${match[3]}`, number: Number(match[2]) };
}

/**
 * Each round's place in the season, from 1. Rounds are first laid out by their first match
 * (a knockout stage after the league phase it follows), then the numbered rounds of a family
 * ("Matchday 1" to "Matchday 38") take their family's places in number order: a matchday
 * played late (a postponed round, a midweek catch-up) still comes after the one numbered
 * before it, so Matchday 26 is listed before Matchday 29 whatever their dates.
 */
export function roundOrder(matches: readonly { round: string; date: string }[]): Map<string, number> {
  const firstDate = new Map<string, string>();
  for (const match of matches) {
    const seen = firstDate.get(match.round);
    if (seen === undefined || match.date < seen) firstDate.set(match.round, match.date);
  }
  const byDate = [...firstDate.entries()]
    .sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]))
    .map(([round]) => round);
  const families = new Map<string, { round: string; number: number }[]>();
  for (const round of byDate) {
    const parts = numbered(round);
    if (parts === undefined) continue;
    families.set(parts.family, [...(families.get(parts.family) ?? []), { round, number: parts.number }]);
  }
  const placed = [...byDate];
  for (const members of families.values()) {
    const places = members.map(({ round }) => placed.indexOf(round)).sort((a, b) => a - b);
    const ordered = [...members].sort((a, b) => a.number - b.number);
    places.forEach((place, index) => {
      placed[place] = ordered[index]?.round ?? placed[place] ?? '';
    });
  }
  return new Map(placed.map((round, index) => [round, index + 1]));
}
