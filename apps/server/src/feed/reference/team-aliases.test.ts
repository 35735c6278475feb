// Issue 10: imported history and the demo's matches meet in head-to-heads and team pages only
// when a club gets one code whatever its source calls it ("Grêmio FBPA" and "Grêmio").
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseOpenfootball } from '../openfootball/openfootball-format.ts';
import { NBA, NBB } from './simulated-teams-basketball.ts';
import { BUNDESLIGA, CHAMPIONS_LEAGUE, LIGUE_1, PRIMEIRA_LIGA, SERIE_A } from './simulated-teams-europe.ts';
import { BRASILEIRAO, LA_LIGA, PREMIER_LEAGUE } from './simulated-teams.ts';
import { CLUB_ALIASES } from './team-alias-names.ts';
import { canonicalTeamCode } from './team-aliases.ts';
import { teamCode } from './team-code.ts';

const fixtures = fileURLToPath(new URL('../../../test/fixtures/openfootball/', import.meta.url));

function clubsOf(file: string): Set<string> {
  const path = `${fixtures}${file}`;
  return new Set(
    parseOpenfootball(path, readFileSync(path, 'utf8')).flatMap((fixture) => [fixture.home.code, fixture.away.code]),
  );
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

// Issue 35 item 2: aliases in any script are data (team-alias-names.ts); a name no alias
// matches is a new team, never a guess at an old one.
describe('one club across scripts', () => {
  const demoCodes = new Set(
    [
      ...BRASILEIRAO,
      ...PREMIER_LEAGUE,
      ...LA_LIGA,
      ...SERIE_A,
      ...BUNDESLIGA,
      ...LIGUE_1,
      ...PRIMEIRA_LIGA,
      ...CHAMPIONS_LEAGUE,
      ...NBA,
      ...NBB,
    ].map((team) => team.code),
  );

  it.each([
    ['FK Bodø/Glimt', 'bodo-glimt'],
    ['Bodø/Glimt', 'bodo-glimt'],
    ['FC København', 'copenhagen'],
    ['Копенгаген', 'copenhagen'],
    ['Ολυμπιακός', 'olympiacos'],
    ['ΟΛΥΜΠΙΑΚΟΣ', 'olympiacos'],
    ['Олимпиакос', 'olympiacos'],
    ['Реал Мадрид', 'real-madrid'],
    ['ريال مدريد', 'real-madrid'],
    ['レアル・マドリード', 'real-madrid'],
    ['皇家马德里', 'real-madrid'],
    ['Қайрат', 'kairat-almaty'],
  ])('reads %s as the demo club %s', (name, code) => {
    expect(canonicalTeamCode(name)).toBe(code);
  });

  it('makes a new team of a name no alias lists, in its own script, never merged with another', () => {
    const names = [
      'Спартак Москва',
      'ЦСКА Москва',
      'النادي الأهلي',
      'نادي الزمالك',
      '浦和レッズ',
      'ガンバ大阪',
      '北京国安',
      'Molde FK',
      'Brøndby IF',
    ];
    const codes = names.map(canonicalTeamCode);
    expect(new Set(codes).size).toBe(names.length);
    for (const code of codes) expect(demoCodes.has(code), code).toBe(false);
    expect(canonicalTeamCode('Brøndby IF')).toBe('brondby-if');
  });

  it("lists every alias under one demo club, and no alias is another demo club's own name", () => {
    const owner = new Map<string, string>();
    for (const [club, names] of Object.entries(CLUB_ALIASES)) {
      expect(demoCodes.has(club), `${club} is a demo club`).toBe(true);
      for (const name of names) {
        const code = teamCode(name);
        expect(code, name).not.toBe('');
        expect(owner.get(code) ?? club, `${name} is listed under ${owner.get(code)} and ${club}`).toBe(club);
        owner.set(code, club);
        if (demoCodes.has(code)) expect(code, `${name} is the demo club ${code}, not an alias of ${club}`).toBe(club);
      }
    }
  });
});
