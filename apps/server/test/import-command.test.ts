// Issue 16: `npm run feed:import` behaves like a command-line tool: usage on --help (exit 0) and on
// a wrong option (exit 2, no stack trace), a line per file, a summary of what it created or updated.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, like } from 'drizzle-orm';
import { matches } from '../src/db/schema.ts';
import { saveFixtures } from '../src/feed/fixtures.repository.ts';
import { createTestDatabase } from './test-database.ts';
import type { TestDatabase } from './test-database.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures/openfootball/', import.meta.url));

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

function importCommand(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['src/feed/import-command.ts', ...args],
      { cwd: serverDir, env: { ...process.env, INIT_CWD: serverDir, LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
      },
    );
  });
}

const STACK = /^\s+at |ERR_PARSE_ARGS|node:internal/m;

describe('usage', () => {
  it('--help prints the usage and exits 0', async () => {
    for (const flag of ['--help', '-h']) {
      const result = await importCommand([flag]);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(
        /^Usage: npm run feed:import -- \[--dry-run\] \[--format openfootball\] PATH\.\.\./,
      );
      expect(result.stdout).toContain('2025/br.1.json      a calendar-year season, named 2025');
      expect(result.stdout).toContain('2024-25/es.1.json   a split season, named 2024/25');
      expect(result.stderr).toBe('');
    }
  });

  it('an unknown option prints what was wrong and the usage, exits 2, with no stack trace', async () => {
    const result = await importCommand(['--bogus']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Unknown option '--bogus'/);
    expect(result.stderr).toContain('Usage: npm run feed:import');
    expect(result.stderr).not.toMatch(STACK);
    expect(result.stdout).toBe('');
  });

  it('no path, or another format, is a usage error too', async () => {
    const none = await importCommand([]);
    expect(none).toMatchObject({ code: 2, stdout: '' });
    expect(none.stderr).toMatch(/^Name at least one season file or folder\.\n\nUsage:/);
    const csv = await importCommand(['--format', 'csv', 'x.csv']);
    expect(csv.code).toBe(2);
    expect(csv.stderr).toMatch(/^Unknown format 'csv'/);
    expect(csv.stderr).not.toMatch(STACK);
  });

  it('a path that is missing, or a file not in an openfootball layout, fails with exit 1 and says which', async () => {
    const missing = await importCommand(['no/such/2025/br.1.json']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no\/such\/2025\/br\.1\.json: no such file or folder/);
    const readme = await importCommand([join(fixtures, 'README.md')]);
    expect(readme.code).toBe(1);
    expect(readme.stderr).toContain("README.md: expected openfootball's layout");
    expect(`${missing.stderr}${readme.stderr}`).not.toMatch(STACK);
  });
});

describe('importing a folder in openfootball layouts', () => {
  let database: TestDatabase;
  let folder: string;
  const copy = (from: string, to: string) => {
    mkdirSync(dirname(join(folder, to)), { recursive: true });
    copyFileSync(join(fixtures, from), join(folder, to));
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = mkdtempSync(join(tmpdir(), 'placar-openfootball-'));
    copy('2025/br.1.json', '2025/br.1.json');
    copy('2024-25/es.1.json', '2024-25/es.1.json');
    copy('2024-25_it.1.json', '2024-25_it.1.json');
    // A league Placar does not know is skipped; a broken file of one it knows fails alone.
    copy('2025/br.1.json', '2025/ar.1.json');
    mkdirSync(join(folder, '2023-24'));
    writeFileSync(join(folder, '2023-24', 'es.1.json'), '{"name": "La Liga 2023/24", "matches": [{"round": 1}]}');
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await database.drop();
  });

  it('prints a line per file and a summary of the matches, teams and seasons it created or updated', async () => {
    const first = await importCommand([folder], { DATABASE_URL: database.url });
    expect(first.code).toBe(1);
    expect(first.stdout.split('\n')).toEqual([
      '[2/4] 2024-25/es.1.json: La Liga 2024/25, 380 matches (370 with a result), 20 teams: 380 new, 0 changed, 0 unchanged',
      '[3/4] 2024-25_it.1.json: Serie A 2024/25, 380 matches (370 with a result), 20 teams: 380 new, 0 changed, 0 unchanged',
      '[4/4] 2025/br.1.json: Brasileirão Série A 2025, 380 matches (380 with a result), 20 teams: 380 new, 0 changed, 0 unchanged',
      expect.stringMatching(
        /^Imported 3 of 4 files into PostgreSQL .+: 1140 matches \(1140 created, 0 changed, 0 unchanged\), 60 teams \(60 created, 0 updated\), 3 seasons \(3 created, 0 updated\)\.$/,
      ),
      'Skipped 1 file of leagues Placar does not know, e.g. 2025/ar.1.json.',
      '',
    ]);
    expect(first.stderr).toMatch(/^\[1\/4\] 2023-24\/es\.1\.json: not an openfootball file \(matches\.0\.round: /);
    expect(first.stderr).not.toMatch(STACK);

    const again = await importCommand(['--file', join(folder, '2025/br.1.json')], { DATABASE_URL: database.url });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      /: 380 matches \(0 created, 0 changed, 380 unchanged\), 20 teams \(0 created, 20 updated\), 1 season \(0 created, 1 updated\)\.\n$/,
    );
  });
});

// Issue 35 items 3 and 4: an import never loses a stored fact, lists every change it makes, and
// refuses a bad file whole with its lines named.
describe('importing again', () => {
  let database: TestDatabase;
  let folder: string;
  const season = () =>
    JSON.parse(readFileSync(join(fixtures, '2025/br.1.json'), 'utf8')) as {
      name: string;
      matches: Record<string, unknown>[];
    };
  const write = (content: object | string, name = '2025/br.1.json') => {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    return join(folder, name);
  };
  const stored = async () =>
    (
      await database.db
        .select({ ref: matches.externalRef, status: matches.status, home: matches.homeScore, away: matches.awayScore })
        .from(matches)
        .where(like(matches.externalRef, 'openfootball:bra.1:2025:matchday-1:%'))
    )
      .map(({ ref, status, home, away }) => `${ref?.split(':').slice(-2).join(' v ')} ${status} ${home}-${away}`)
      .sort();
  const total = async () => (await database.db.select({ n: count() }).from(matches))[0]?.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = mkdtempSync(join(tmpdir(), 'placar-reimport-'));
    const first = await importCommand([write(season())], { DATABASE_URL: database.url });
    expect(first.code, first.stderr).toBe(0);
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await database.drop();
  });

  const later = () => {
    const file = season();
    const [first, second, third, fourth] = file.matches;
    if (first === undefined || second === undefined || third === undefined || fourth === undefined)
      throw new Error('a short season');
    delete first.score; // São Paulo 0-0 Sport: the file forgot the score
    second.score = {};
    second.status = 'postponed'; // Cruzeiro v Mirassol: says it was not played
    third.score = { ht: [2, 0], ft: [3, 1] }; // Grêmio v Atlético: a corrected score
    fourth.time = '20:00'; // a kickoff moved
    return file;
  };
  const CHANGES = [
    '[1/1] 2025/br.1.json: Brasileirão Série A 2025, 380 matches (378 with a result), 20 teams: 0 new, 3 changed, 377 unchanged',
    '  changed: Matchday 1, Cruzeiro EC v Mirassol FC: 2-1 FT (HT 2-1) → Postponed',
    '  changed: Matchday 1, Grêmio FBPA v CA Mineiro: 2-1 FT (HT 2-0) → 3-1 FT (HT 2-0)',
    expect.stringMatching(/^ {2}changed: Matchday 1, .+: kickoff 2025-03-2\d \d\d:\d\d UTC → 2025-03-2\d 23:00 UTC$/),
    '  kept: Matchday 1, São Paulo FC v SC Recife: 0-0 FT stays (the file has no score)',
  ];

  it('--dry-run lists every change the import would make, and writes nothing', async () => {
    const before = await stored();
    const dry = await importCommand(['--dry-run', write(later())], { DATABASE_URL: database.url });
    expect(dry.code, dry.stderr).toBe(0);
    const lines = dry.stdout.trim().split('\n');
    expect(lines.slice(0, -1)).toEqual(CHANGES);
    expect(lines.at(-1)).toMatch(
      /^Dry run, nothing written: would import 1 of 1 file into .+: 380 matches \(0 created, 3 changed, 377 unchanged\)/,
    );
    expect(await stored()).toEqual(before);
  });

  it('keeps a stored result the file gives no score, writes a postponement, and lists both', async () => {
    const run = await importCommand([write(later())], { DATABASE_URL: database.url });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim().split('\n').slice(0, -1)).toEqual(CHANGES);
    const now = await stored();
    expect(now).toContain('sao-paulo-fc v sc-recife 8 0-0');
    expect(now).toContain('cruzeiro-ec v mirassol-fc 9 null-null');
    expect(now).toContain('gremio-fbpa v ca-mineiro 8 3-1');
    // Once stored, the same file changes nothing more.
    const again = await importCommand([write(later())], { DATABASE_URL: database.url });
    expect(again.stdout).toContain(': 0 new, 0 changed, 380 unchanged');
  });

  it('refuses a file with a match twice and a half-time-only score, naming their lines, and writes nothing of it', async () => {
    const before = await total();
    const file = season();
    const [first, second] = file.matches;
    file.matches.push({ ...first });
    if (second !== undefined) second.score = { ht: [1, 0] };
    // A byte order mark is read as nothing: the refusal is about the matches, not the encoding.
    const content = `\uFEFF${JSON.stringify(file, null, 2)}`;
    const result = await importCommand([write(content)], { DATABASE_URL: database.url });
    expect(result.code).toBe(1);
    const lineOf = (needle: string) =>
      content.split('\n').findIndex(
        (line, index, all) =>
          line === '    {' &&
          all[index + 1]?.includes('"round"') &&
          all
            .slice(index, index + 8)
            .join('')
            .includes(needle),
      ) + 1;
    expect(result.stderr).toBe(
      `[1/1] 2025/br.1.json: not imported: line ${lineOf('Cruzeiro EC')}: Cruzeiro EC v Mirassol FC (Matchday 1): it has a half-time score (1-0) but no full-time score; ` +
        `São Paulo FC v SC Recife (Matchday 1) is there twice, at lines 4 and ${content.split('\n').length - 14}\n`,
    );
    expect(result.stderr).not.toMatch(STACK);
    expect(await total()).toBe(before);
  });

  it('accepts a file that starts with a UTF-8 byte order mark', async () => {
    const result = await importCommand([write(`\uFEFF${JSON.stringify(later())}`)], { DATABASE_URL: database.url });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(': 0 new, 0 changed, 380 unchanged');
  });

  it('refuses a season another real source owns, by name, in one line', async () => {
    await saveFixtures(database.db, [
      {
        externalRef: 'apif:1',
        competitionCode: 'bra.1',
        season: { name: '2024', startsOn: '2024-04-13', endsOn: '2024-12-08' },
        round: 'Regular Season - 1',
        roundOrder: 1,
        kickoff: new Date('2024-04-13T19:00:00Z'),
        home: { code: 'flamengo', nameEn: 'Flamengo' },
        away: { code: 'santos', nameEn: 'Santos' },
      },
    ]);
    const file = season();
    for (const match of file.matches) match.date = String(match.date).replace('2025-', '2024-');
    const result = await importCommand([write(file, '2024/br.1.json')], { DATABASE_URL: database.url });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      '[1/1] 2024/br.1.json: not imported: Brasileirão Série A 2024 belongs to api-football: a season has one source, so nothing else writes into it\n',
    );
  });
});
