import { describe, expect, it } from 'vitest';
import { statusCodes } from '@placar/contract/match-status';
import { sportRules } from '@placar/contract/sports/sport-registry';
import { servedSports } from '@placar/contract/sports/served-sports';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { CatalogueText } from '@placar/contract/sports/sport-rules';
import { br } from './br.ts';
import { brStaff } from './br-staff.ts';
import { en } from './en.ts';
import { enStaff } from './en-staff.ts';

/** The leaf at `a.b.c` of a catalogue, if it is text. */
function leaf(catalogue: object, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );
  return typeof value === 'string' ? value : undefined;
}

/** Every catalogue key a sport's rules make a page read. */
function keysOf(sport: Sport): string[] {
  const rules = sportRules(sport);
  const texts: CatalogueText[] = [];
  for (const status of Object.values(rules.statuses))
    if (status.clock !== undefined && 'period' in status.clock) texts.push(status.clock.period);
  for (const result of Object.values(rules.results)) texts.push(result.word);
  const periods =
    rules.periods.regular + (rules.periods.overtime?.periods ?? 3) + (rules.periods.shootout === null ? 0 : 1);
  for (let period = 1; period <= periods; period += 1)
    texts.push(rules.periods.name(period), rules.periods.short(period - 1), rules.commentary.periodStart(period));
  return [
    ...texts.map((text) => text.key),
    ...statusCodes(sport)
      .filter((code) => code > 1)
      .map((code) => `status.${sport}.${code}`),
    ...rules.table.columns.flatMap((column) => [`standings.col.${column.id}`, `standings.long.${column.id}`]),
    ...rules.statistics.map((statistic) => `statLabels.${statistic.key}`),
    ...rules.positions.map((position) => `team.positions.${position}`),
    `tabs.${sport}`,
    `host.sports.${sport}`,
  ];
}

describe("the sports' texts", () => {
  // A sport added to the registry is not done until the pages can name everything of it in both languages.
  it('are in both catalogues for every sport served', () => {
    for (const sport of servedSports()) {
      for (const key of keysOf(sport)) {
        expect(leaf({ ...en, ...enStaff }, key), `en ${key}`).toBeTypeOf('string');
        expect(leaf({ ...br, ...brStaff }, key), `br ${key}`).toBeTypeOf('string');
      }
    }
  });
});
