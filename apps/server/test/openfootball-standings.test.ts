// Issues 3 and 16: real openfootball seasons, imported with the real command from openfootball's
// own layouts, give the table their results imply under each competition's regulation, as an
// independent implementation (standings-oracle.ts) computes it from the files.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIE_BREAKS } from '../src/feed/reference/reference-data.ts';
import { buildTestApp } from './build-test-app.ts';
import type { TestApp } from './build-test-app.ts';
import { oracleTable } from './standings-oracle.ts';
import type { OracleMatch } from './standings-oracle.ts';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fileURLToPath(new URL('./fixtures/openfootball/', import.meta.url));

/** Each file with what a reader of openfootball expects it to be, written out rather than derived. */
const FILES = [
  { file: '2025/br.1.json', code: 'bra.1', season: '2025' },
  { file: '2024-25/es.1.json', code: 'esp.1', season: '2024/25' },
  { file: '2024-25_it.1.json', code: 'ita.1', season: '2024/25' },
  { file: '2024-25_pt.1.json', code: 'por.1', season: '2024/25' },
  { file: '2024-25_uefa.cl.json', code: 'uefa.cl', season: '2024/25' },
  { file: '2025-26_de.1.json', code: 'ger.1', season: '2025/26' },
];

interface FileMatch {
  round: string;
  team1: string;
  team2: string;
  score?: { ft?: [number, number]; et?: [number, number] };
}

interface Row {
  position: number;
  team: { id: number; name: string };
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
}

const KNOCKOUT = /play-?offs?|round of \d+|quarter|semi|final|knockout/i;
/** Champions League files name clubs with their country, "FC Porto (POR)"; the importer keeps the club name. */
const club = (name: string) => name.replace(/\s+\([A-Z]{3}\)$/, '');

/** The league matches of a file: played ones with their score, and those still to play. */
function leagueOf(file: string) {
  const { matches } = JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as { matches: FileMatch[] };
  const league = matches.filter((match) => !KNOCKOUT.test(match.round));
  const played: OracleMatch[] = league.flatMap((match) => {
    const score = match.score?.et ?? match.score?.ft;
    return score === undefined
      ? []
      : [{ home: club(match.team1), away: club(match.team2), homeGoals: score[0], awayGoals: score[1] }];
  });
  const toPlay = league
    .filter((match) => match.score?.ft === undefined)
    .map((match) => ({ home: club(match.team1), away: club(match.team2) }));
  const teams = [...new Set(league.flatMap((match) => [club(match.team1), club(match.team2)]))];
  return { played, toPlay, teams };
}

/** Each team's line recounted from the played matches. */
function linesOf(played: readonly OracleMatch[]) {
  const lines = new Map<
    string,
    { played: number; won: number; drawn: number; lost: number; goalsFor: number; goalsAgainst: number; points: number }
  >();
  const line = (team: string) => {
    const found = lines.get(team) ?? { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
    lines.set(team, found);
    return found;
  };
  for (const { home, away, homeGoals, awayGoals } of played) {
    for (const [team, scored, conceded] of [
      [line(home), homeGoals, awayGoals],
      [line(away), awayGoals, homeGoals],
    ] as const) {
      team.played += 1;
      team.goalsFor += scored;
      team.goalsAgainst += conceded;
      if (scored > conceded) [team.won, team.points] = [team.won + 1, team.points + 3];
      else if (scored === conceded) [team.drawn, team.points] = [team.drawn + 1, team.points + 1];
      else team.lost += 1;
    }
  }
  return lines;
}

describe('openfootball seasons imported from their own layouts, then seasonTable', () => {
  let t: TestApp;
  const tables = new Map<
    string,
    {
      season: { name: string; current: boolean };
      current: unknown;
      table: {
        tieBreak: { twoTeams: string[]; regulation: { season: string } | null };
        unresolved: { teamIds: number[]; criterion: string | null; reason: string }[];
        rows: Row[];
      };
    }
  >();

  beforeAll(async () => {
    t = await buildTestApp();
    // One run of the real command over the fixtures folder, as a fan would over a clone of football.json.
    await run(process.execPath, ['src/feed/import-command.ts', dataDir], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: t.database?.url ?? '', INIT_CWD: serverDir, LOG_LEVEL: 'warn' },
    });
    const call = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const competitions = (
      await (await t.app.inject({ url: '/api/schedule/categoryCompetition?sport=football' })).json()
    ).data.list as { id: number; code: string }[];
    for (const { code, season: name } of FILES) {
      const competition = competitions.find((entry) => entry.code === code);
      const seasons = await call('/api/schedule/seasonSelection', { competitionId: competition?.id });
      const season = seasons.list.find((entry: { name: string }) => entry.name === name);
      tables.set(code, {
        season,
        current: seasons.current,
        table: season === undefined ? undefined : await call('/api/schedule/seasonTable', { seasonId: season.id }),
      });
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('acceptance: the Brasileirão 2025, from 2025/br.1.json, is named by its year, ended, and ranked by wins after points', () => {
    const { season, current, table } = tables.get('bra.1') ?? {};
    expect(season).toMatchObject({ name: '2025', current: false });
    // Its last matchday (7 December 2025) has passed at the tests' clock (22 November 2026): no current season.
    expect(current).toBeNull();
    expect(table?.tieBreak.twoTeams.slice(0, 3)).toEqual(['points', 'wins', 'goal_difference']);
    expect(table?.tieBreak.regulation?.season).toBe('2025');
    const at = (position: number) => table?.rows[position - 1];
    // Level on 48 points: Bragantino won 14 (goal difference -12), Atlético Mineiro 12 (-1). Wins decide.
    expect(at(10)).toMatchObject({ team: { name: 'RB Bragantino' }, points: 48, won: 14, goalDifference: -12 });
    expect(at(11)).toMatchObject({ team: { name: 'CA Mineiro' }, points: 48, won: 12, goalDifference: -1 });
    // Level on 47 points, 12 wins and -5: Santos scored 45, Corinthians 42.
    expect([at(12)?.team.name, at(13)?.team.name]).toEqual(['Santos FC', 'SC Corinthians Paulista']);
    expect(table?.unresolved).toEqual([]);
  });

  it.each(FILES)(
    '$file: every line and the order its results imply under the $code regulation',
    ({ file, code, season: name }) => {
      const entry = tables.get(code);
      expect(entry?.season, `season ${name} of ${code}`).toMatchObject({ name });
      const table = entry?.table;
      const { played, toPlay, teams } = leagueOf(file);
      const lines = linesOf(played);
      expect(table?.rows).toHaveLength(teams.length);
      for (const row of table?.rows ?? []) {
        const line = lines.get(row.team.name) ?? {
          played: 0,
          won: 0,
          drawn: 0,
          lost: 0,
          goalsFor: 0,
          goalsAgainst: 0,
          points: 0,
        };
        expect({ ...row, team: row.team.name }, row.team.name).toMatchObject({
          ...line,
          goalDifference: line.goalsFor - line.goalsAgainst,
        });
      }
      const rule = TIE_BREAKS[code];
      if (rule === undefined) throw new Error(`no regulation for ${code}`);
      const expected = oracleTable('football', rule, teams, played, toPlay);
      const nameOf = new Map(table?.rows.map((row) => [row.team.id, row.team.name]));
      expect(table?.rows.map((row) => row.team.name)).toEqual(expected.order);
      expect(
        table?.unresolved.map((tie) => ({
          teams: tie.teamIds.map((id) => nameOf.get(id)),
          criterion: tie.criterion,
          reason: tie.reason,
        })),
      ).toEqual(expected.open);
    },
  );

  it('seasons that ended are not current; split seasons keep their two-year names', () => {
    for (const code of ['esp.1', 'ita.1', 'por.1', 'uefa.cl', 'ger.1'])
      expect(tables.get(code)?.season.current, code).toBe(false);
    expect(tables.get('ger.1')?.season.name).toBe('2025/26');
  });
});
