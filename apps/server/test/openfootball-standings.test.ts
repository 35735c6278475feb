// Issue 3 acceptance: after importing each openfootball file with the real command,
// seasonTable returns the table those results imply, with the competition's tie-break rule.
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.ts';
import type { TestApp } from './build-test-app.ts';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fileURLToPath(new URL('./fixtures/openfootball/', import.meta.url));
const files = readdirSync(dataDir).filter((name) => name.endsWith('.json')).sort();

interface OpenfootballMatch {
  round: string;
  team1: string;
  team2: string;
  score?: { ft?: [number, number] };
}

interface Line {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

const KNOCKOUT = /play-?offs?|round of \d+|quarter|semi|final|knockout/i;
/** Champions League files name clubs with their country, "FC Porto (POR)"; the importer keeps the club name. */
const club = (name: string) => name.replace(/\s+\([A-Z]{3}\)$/, '');
const expectedRule: Record<string, string> = { 'es.1': 'head_to_head', 'it.1': 'head_to_head', 'pt.1': 'goal_difference', 'de.1': 'goal_difference', 'uefa.cl': 'goal_difference' };

/** The oracle: the table the file's league results imply, computed here independently. */
function impliedTable(matches: OpenfootballMatch[]): Map<string, Line> {
  const lines = new Map<string, Line>();
  const line = (team: string) => {
    let entry = lines.get(team);
    if (!entry) lines.set(team, (entry = { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 }));
    return entry;
  };
  for (const match of matches) {
    if (KNOCKOUT.test(match.round)) continue;
    const score = match.score?.ft;
    if (!score) continue;
    const [home, away] = [line(club(match.team1)), line(club(match.team2))];
    const [h, a] = score;
    home.played += 1;
    away.played += 1;
    home.goalsFor += h;
    home.goalsAgainst += a;
    away.goalsFor += a;
    away.goalsAgainst += h;
    if (h > a) [home.won, away.lost, home.points] = [home.won + 1, away.lost + 1, home.points + 3];
    else if (h < a) [away.won, home.lost, away.points] = [away.won + 1, home.lost + 1, away.points + 3];
    else [home.drawn, away.drawn, home.points, away.points] = [home.drawn + 1, away.drawn + 1, home.points + 1, away.points + 1];
  }
  return lines;
}

/** Points between two teams in their league meetings, for the head-to-head rule. */
function headToHead(matches: OpenfootballMatch[], a: string, b: string): { a: number; b: number; goals: number } {
  let points = { a: 0, b: 0, goals: 0 };
  for (const match of matches) {
    const score = match.score?.ft;
    if (!score || KNOCKOUT.test(match.round)) continue;
    const pair = [club(match.team1), club(match.team2)];
    if (!pair.includes(a) || !pair.includes(b)) continue;
    const [ga, gb] = pair[0] === a ? score : [score[1], score[0]];
    points = { a: points.a + (ga > gb ? 3 : ga === gb ? 1 : 0), b: points.b + (gb > ga ? 3 : ga === gb ? 1 : 0), goals: points.goals + ga - gb };
  }
  return points;
}

describe('openfootball import, then seasonTable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    for (const file of files) {
      await run(process.execPath, ['src/feed/import-command.ts', '--format', 'openfootball', '--file', join(dataDir, file)], {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: t.database?.url ?? '', INIT_CWD: serverDir, LOG_LEVEL: 'warn' },
      });
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const call = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it.each(files)('%s gives the table its results imply', async (file) => {
    const source = JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as { matches: OpenfootballMatch[] };
    const code = file.replace(/^[\d-]+_/, '').replace(/\.json$/, '');
    const competitions = await (await t.app.inject({ url: '/api/schedule/categoryCompetition?sport=football' })).json().data.list;
    const mapped = { 'es.1': 'esp.1', 'it.1': 'ita.1', 'pt.1': 'por.1', 'de.1': 'ger.1', 'uefa.cl': 'uefa.cl' }[code];
    const competition = competitions.find((entry: { code: string }) => entry.code === mapped);
    expect(competition, `competition ${mapped}`).toBeDefined();
    const seasons = await call('/api/schedule/seasonSelection', { competitionId: competition.id });
    const season = seasons.list.find((entry: { name: string }) => file.startsWith(entry.name.replace('/', '-')));
    expect(season, `season of ${file}`).toBeDefined();
    const table = await call('/api/schedule/seasonTable', { seasonId: season.id });
    expect(table.rule).toBe(expectedRule[code]);

    const implied = impliedTable(source.matches);
    expect(table.rows).toHaveLength(implied.size);
    for (const row of table.rows) {
      const expected = implied.get(row.team.name);
      expect(expected, `team ${row.team.name}`).toBeDefined();
      expect({ ...row, team: row.team.name }).toMatchObject({ ...expected, goalDifference: (expected?.goalsFor ?? 0) - (expected?.goalsAgainst ?? 0) });
    }
    // Positions follow the rule: points first, then the competition's tie-break.
    for (let i = 1; i < table.rows.length; i++) {
      const [above, below] = [table.rows[i - 1], table.rows[i]];
      expect(above.position).toBe(i);
      expect(above.points).toBeGreaterThanOrEqual(below.points);
      if (above.points !== below.points) continue;
      if (table.rule === 'goal_difference') {
        expect(above.goalDifference > below.goalDifference || (above.goalDifference === below.goalDifference && above.goalsFor >= below.goalsFor)).toBe(true);
      } else {
        const pair = headToHead(source.matches, above.team.name, below.team.name);
        const tiedGroup = table.rows.filter((row: { points: number }) => row.points === above.points);
        // With exactly two teams level, their meetings decide.
        if (tiedGroup.length === 2 && (pair.a !== pair.b || pair.goals !== 0)) {
          expect(pair.a > pair.b || (pair.a === pair.b && pair.goals > 0)).toBe(true);
        }
      }
    }
  });
});
