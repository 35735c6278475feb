import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { verifyPassword } from './password-hash.ts';
import { findUserByEmail } from '../account/user.repository.ts';

const run = promisify(execFile);
const serverDir = join(import.meta.dirname, '../../..');
const repoRoot = join(serverDir, '../..');
const node = existsSync(join(repoRoot, 'node_modules/.bin/node'))
  ? join(repoRoot, 'node_modules/.bin/node')
  : process.execPath;

describe('admin:create command', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });
  const admin = (args: string[]) =>
    run(node, ['src/modules/auth/admin-create-command.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
    });

  it(
    'creates an admin with a generated password it prints once, and that password logs in',
    { timeout: 30_000 },
    async () => {
      const { stdout } = await admin(['--email', 'Boss@Example.com', '--username', 'bossadmin1']);
      expect(stdout).toContain('Created admin bossadmin1 <boss@example.com>');
      const password = /^Password: (\S+)$/m.exec(stdout)?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9!@#$%^*?_~]{8,20}$/);
      const user = await findUserByEmail(database.db, 'boss@example.com');
      expect(user?.role).toBe('admin');
      expect(await verifyPassword(password, user?.passwordHash ?? '')).toBe(true);
    },
  );

  it('promotes an existing account, and refuses bad input with exit code 1', { timeout: 30_000 }, async () => {
    const { stdout } = await admin([
      '--email',
      'boss@example.com',
      '--username',
      'bossadmin1',
      '--password',
      'Given123!pw',
    ]);
    expect(stdout).toContain('Made admin bossadmin1');
    expect(stdout).not.toContain('Password:');
    const user = await findUserByEmail(database.db, 'boss@example.com');
    expect(await verifyPassword('Given123!pw', user?.passwordHash ?? '')).toBe(true);
    await expect(admin(['--email', 'nope', '--username', 'bossadmin2'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--email: E-mail should be in valid form (e.g. name@example.com)'),
    });
    await expect(admin(['--username', 'bossadmin2'])).rejects.toMatchObject({ code: 2 });
  });
});
