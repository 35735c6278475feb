// Issue 16: `npm run feed:import` behaves like a command-line tool: usage on --help (exit 0) and on
// a wrong option (exit 2, no stack trace), a line per file, a summary of what it created or updated.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    execFile(process.execPath, ['src/feed/import-command.ts', ...args], { cwd: serverDir, env: { ...process.env, INIT_CWD: serverDir, LOG_LEVEL: 'warn', ...env } }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
    });
  });
}

const STACK = /^\s+at |ERR_PARSE_ARGS|node:internal/m;

describe('usage', () => {
  it('--help prints the usage and exits 0', async () => {
    for (const flag of ['--help', '-h']) {
      const result = await importCommand([flag]);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Usage: npm run feed:import -- \[--format openfootball\] PATH\.\.\./);
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
      '[2/4] 2024-25/es.1.json: La Liga 2024/25, 380 matches (370 with a result), 20 teams',
      '[3/4] 2024-25_it.1.json: Serie A 2024/25, 380 matches (370 with a result), 20 teams',
      '[4/4] 2025/br.1.json: Brasileirão Série A 2025, 380 matches (380 with a result), 20 teams',
      expect.stringMatching(/^Imported 3 of 4 files into PostgreSQL .+: 1140 matches \(1140 created, 0 updated\), 60 teams \(60 created, 0 updated\), 3 seasons \(3 created, 0 updated\)\.$/),
      'Skipped 1 file of leagues Placar does not know, e.g. 2025/ar.1.json.',
      '',
    ]);
    expect(first.stderr).toMatch(/^\[1\/4\] 2023-24\/es\.1\.json: not an openfootball file \(matches\.0\.round: /);
    expect(first.stderr).not.toMatch(STACK);

    const again = await importCommand(['--file', join(folder, '2025/br.1.json')], { DATABASE_URL: database.url });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/: 380 matches \(0 created, 380 updated\), 20 teams \(0 created, 20 updated\), 1 season \(0 created, 1 updated\)\.\n$/);
  });
});
