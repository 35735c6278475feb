import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const REPOSITORY = new URL('../../../../../', import.meta.url);

/**
 * The commit a server started from a git checkout runs, read from .git as git keeps it (HEAD,
 * then the branch's ref file or packed-refs); null elsewhere (a copy without .git).
 */
export async function gitCommit(root: string = REPOSITORY.pathname): Promise<string | null> {
  try {
    const git = join(root, '.git');
    const head = (await readFile(join(git, 'HEAD'), 'utf8')).trim();
    if (!head.startsWith('ref: ')) return head.slice(0, 12);
    const ref = head.slice(5);
    const loose = await readFile(join(git, ref), 'utf8').catch(() => null);
    if (loose !== null) return loose.trim().slice(0, 12);
    const packed = await readFile(join(git, 'packed-refs'), 'utf8');
    const line = packed.split('\n').find((entry) => entry.endsWith(` ${ref}`));
    return line === undefined ? null : line.slice(0, 12);
  } catch {
    return null;
  }
}
