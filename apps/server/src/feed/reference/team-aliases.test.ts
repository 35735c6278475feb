// Issue 10: imported history and the demo's matches meet in head-to-heads and team pages only
// when a club gets one code whatever its source calls it ("Grêmio FBPA" and "Grêmio").
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseOpenfootball } from '../openfootball/openfootball-format.ts';
import { BUNDESLIGA } from './simulated-teams-europe.ts';
import { BRASILEIRAO } from './simulated-teams.ts';
import { canonicalTeamCode } from './team-aliases.ts';

const fixtures = fileURLToPath(new URL('../../../test/fixtures/openfootball/', import.meta.url));

function clubsOf(file: string): Set<string> {
  const path = `${fixtures}${file}`;
  return new Set(parseOpenfootball(path, readFileSync(path, 'utf8')).flatMap((fixture) => [fixture.home.code, fixture.away.code]));
}

describe('one club, one code, whatever the source calls it', () => {
  it('gives the real 2025 Brasileirão (openfootball) exactly the demo Brasileirão’s twenty clubs', () => {
    expect([...clubsOf('2025/br.1.json')].sort()).toEqual(BRASILEIRAO.map((team) => team.code).sort());
  });

  it('gives the real 2025/26 Bundesliga exactly the demo Bundesliga’s clubs', () => {
    expect([...clubsOf('2025-26_de.1.json')].sort()).toEqual(BUNDESLIGA.map((team) => team.code).sort());
  });

  it.each([
    ['CA Mineiro', 'atletico-mineiro'],
    ['SC Corinthians Paulista', 'corinthians'],
    ['Grêmio FBPA', 'gremio'],
    ['FC Internazionale Milano', 'inter'],
    ['Liverpool FC', 'liverpool'],
  ])('reads %s as the demo club %s', (name, code) => {
    expect(canonicalTeamCode(name)).toBe(code);
  });

  it('keeps its own code for a club the demo does not have, and never strips a name down to another club', () => {
    expect(canonicalTeamCode('Empoli FC')).toBe('empoli-fc');
    expect(canonicalTeamCode('SC Farense')).toBe('sc-farense');
  });
});
