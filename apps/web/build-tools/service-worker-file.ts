import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appShellFiles } from './app-shell-files.ts';

/**
 * Writes client/sw.js: the build's id and shell files, then the worker's source. A new build
 * changes the file, which is how browsers learn that a new worker (and shell) is there.
 */
export async function writeServiceWorker(options: {
  clientDir: string;
  version: string;
  source: string;
}): Promise<number> {
  const shell = await appShellFiles(options.clientDir);
  const header = `self.PLACAR_BUILD = ${JSON.stringify({ version: options.version, shell })};\n`;
  await writeFile(join(options.clientDir, 'sw.js'), header + (await readFile(options.source, 'utf8')));
  return shell.length;
}
