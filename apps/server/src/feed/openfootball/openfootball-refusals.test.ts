// Issue 35 items 2 and 4: a file that would lose or merge a fact is refused whole, each problem
// named with its line; what can be read safely (a BOM, a postponed match, names in any script) is.
import { describe, expect, it } from 'vitest';
import { FootballStatus } from '@placar/contract/sports/football-statuses';
import { arrayElementLines } from './json-lines.ts';
import { ImportError, readOpenfootball } from './openfootball-format.ts';

const FILE = '/data/2025/br.1.json';

interface Match {
  round: string;
  date: string;
  time?: string;
  team1: string;
  team2: string;
  score?: { ht?: [number, number]; ft?: [number, number]; et?: [number, number]; p?: [number, number] };
  status?: string;
}

const match = (team1: string, team2: string, extra: Partial<Match> = {}): Match => ({
  round: 'Matchday 1',
  date: '2025-04-05',
  time: '16:00',
  team1,
  team2,
  score: { ht: [1, 0], ft: [2, 1] },
  ...extra,
});
/** Pretty-printed as openfootball writes its files: the first match starts on line 4, each takes 17 lines. */
const file = (matches: Match[]) => JSON.stringify({ name: 'Brasileiro Série A 2025', matches }, null, 2);
const refusal = (content: string) => {
  try {
    readOpenfootball(FILE, content);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return (error as Error).message;
  }
  throw new Error('the file was read');
};

describe('refusing a file that would lose or merge a fact', () => {
  it('names both lines of a match given twice', () => {
    const content = file([
      match('CR Flamengo', 'Santos FC'),
      match('SE Palmeiras', 'EC Bahia'),
      match('CR Flamengo', 'Santos FC', { time: '18:30' }),
    ]);
    const lines = arrayElementLines(content, 'matches');
    expect(refusal(content)).toBe(
      `2025/br.1.json: not imported: CR Flamengo v Santos FC (Matchday 1) is there twice, at lines ${lines[0]} and ${lines[2]}`,
    );
    // The lines are the ones a person opening the file sees.
    expect(content.split('\n')[(lines[2] ?? 0) - 1]).toBe('    {');
    expect(content.split('\n')[lines[2] ?? 0]).toBe('      "round": "Matchday 1",');
  });

  it('counts a match given three times, spelt with other accents or case, as one match', () => {
    const content = JSON.stringify({
      name: 'x',
      matches: [
        match('Grêmio FBPA', 'SC Recife'),
        match('Gremio FBPA', 'SC Recife'),
        match('GRÊMIO FBPA', 'SC RECIFE'),
      ],
    });
    expect(refusal(content)).toBe(
      '2025/br.1.json: not imported: Grêmio FBPA v SC Recife (Matchday 1) is there 3 times, at lines 1, 1 and 1',
    );
  });

  it('refuses a half-time score without a full-time score, by name, rather than drop it', () => {
    const content = file([
      match('CR Flamengo', 'Santos FC'),
      match('CR Vasco da Gama', 'Botafogo FR', { score: { ht: [1, 0] } }),
    ]);
    const line = arrayElementLines(content, 'matches')[1];
    expect(refusal(content)).toBe(
      `2025/br.1.json: not imported: line ${line}: CR Vasco da Gama v Botafogo FR (Matchday 1): it has a half-time score (1-0) but no full-time score`,
    );
  });

  it('refuses scores that cannot be: more at half time than at full time, less after extra time', () => {
    expect(refusal(file([match('CR Flamengo', 'Santos FC', { score: { ht: [2, 0], ft: [1, 0] } })]))).toContain(
      'its half-time score 2-0 is more than its full-time score 1-0',
    );
    expect(refusal(file([match('CR Flamengo', 'Santos FC', { score: { ft: [1, 1], et: [0, 1] } })]))).toContain(
      'its score after extra time 0-1 is less than its full-time score 1-1',
    );
    expect(refusal(file([match('CR Flamengo', 'Santos FC', { score: { p: [4, 3] } })]))).toContain(
      'it has an extra-time or penalty score but no full-time score',
    );
  });

  it('refuses a status it does not know, and a match not played that has a score', () => {
    expect(refusal(file([match('CR Flamengo', 'Santos FC', { status: 'awarded' })]))).toContain(
      'status "awarded" is not one of postponed, cancelled, canceled, abandoned',
    );
    expect(refusal(file([match('CR Flamengo', 'Santos FC', { status: 'postponed' })]))).toContain(
      'it is postponed but has a score',
    );
  });

  it('refuses a team playing itself: two names read as one club', () => {
    expect(refusal(file([match('FC København', 'Копенгаген')]))).toMatch(
      /line 4: FC København v Копенгаген \(Matchday 1\) is one team playing itself \(copenhagen\)$/,
    );
  });

  it('refuses a team name with no letter or digit', () => {
    expect(refusal(file([match('CR Flamengo', '--')]))).toContain('line 4: the team name "--" has no letter or digit');
  });

  it('names five problems and counts the rest', () => {
    const content = file(
      Array.from({ length: 8 }, (_, index) => match(`Club ${index}`, `Other ${index}`, { score: { ht: [0, 0] } })),
    );
    const message = refusal(content);
    expect(message.match(/half-time score/g)).toHaveLength(5);
    expect(message).toMatch(/; and 3 more$/);
  });
});

describe('reading what can be read', () => {
  it('accepts a UTF-8 byte order mark', () => {
    const content = file([match('CR Flamengo', 'Santos FC')]);
    expect(readOpenfootball(FILE, `\uFEFF${content}`)).toEqual(readOpenfootball(FILE, content));
  });

  it('stores a match the file marks postponed, cancelled or abandoned with that status and no score', () => {
    const { fixtures } = readOpenfootball(
      FILE,
      file([
        match('CR Flamengo', 'Santos FC', { status: 'Postponed', score: {} }),
        match('SE Palmeiras', 'EC Bahia', { status: 'cancelled', score: {} }),
        match('Grêmio FBPA', 'SC Recife', { status: 'abandoned', score: {} }),
      ]),
    );
    expect(fixtures.map((fixture) => [fixture.result?.status, fixture.result?.home.score])).toEqual([
      [FootballStatus.postponed, null],
      [FootballStatus.canceled, null],
      [FootballStatus.cut, null],
    ]);
  });

  it('leaves a match without a score with no result, so a stored one is kept', () => {
    const { fixtures } = readOpenfootball(
      FILE,
      file([match('CR Flamengo', 'Santos FC', { score: {} }), match('SE Palmeiras', 'EC Bahia', { score: undefined })]),
    );
    expect(fixtures.map((fixture) => fixture.result)).toEqual([undefined, undefined]);
  });

  it('reads Cyrillic, Arabic, Japanese and Nordic names as teams of their own, and says when two names are one team', () => {
    const { fixtures, notices } = readOpenfootball(
      '/data/2025-26_uefa.cl.json',
      file([
        match('Спартак Москва', 'ЦСКА Москва'),
        match('النادي الأهلي', 'نادي الزمالك'),
        match('浦和レッズ', 'ガンバ大阪'),
        match('FK Bodø/Glimt', 'FC København'),
        match('Bodø/Glimt', 'Molde FK', { round: 'Matchday 2' }),
      ]),
    );
    expect(fixtures.map((fixture) => [fixture.home.code, fixture.away.code])).toEqual([
      ['спартак-москва', 'цска-москва'],
      ['النادي-الأهلي', 'نادي-الزمالك'],
      ['浦和レッズ', 'ガンバ大阪'],
      ['bodo-glimt', 'copenhagen'],
      ['bodo-glimt', 'molde-fk'],
    ]);
    // Refs keep the file's own names, in their script: each match has its own.
    expect(new Set(fixtures.map((fixture) => fixture.externalRef)).size).toBe(5);
    expect(fixtures[0]?.externalRef).toBe('openfootball:uefa.cl:2025/26:matchday-1:спартак-москва:цска-москва');
    expect(notices).toEqual(['"FK Bodø/Glimt" and "Bodø/Glimt" are one team (bodo-glimt)']);
  });

  it('keeps the ref a match had before names kept every letter, to find it stored under it', () => {
    const { fixtures } = readOpenfootball(
      '/data/2025-26_uefa.cl.json',
      file([match('FK Bodø/Glimt', 'FC København'), match('Спартак Москва', 'FC København')]),
    );
    expect(fixtures[0]).toMatchObject({
      externalRef: 'openfootball:uefa.cl:2025/26:matchday-1:fk-bodo-glimt:fc-kobenhavn',
      formerRef: 'openfootball:uefa.cl:2025/26:matchday-1:fk-bod-glimt:fc-k-benhavn',
    });
    // A Cyrillic name had no ASCII slug: no one match was stored under that ref.
    expect(fixtures[1]?.formerRef).toBeUndefined();
  });
});

describe('the lines of a file', () => {
  it('finds where each match starts, in pretty and minified JSON, whatever the strings hold', () => {
    const text =
      '{"name":"a [ { \\" ]","matches":[{"round":"x,y"},\n{"round":"}"} ,\n\n  {"score":{"ft":[1,2]}}],"other":[{}]}';
    expect(arrayElementLines(text, 'matches')).toEqual([1, 2, 4]);
    expect(arrayElementLines('{"matches": 3}', 'matches')).toEqual([]);
  });
});
