import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describeFile, ImportError } from './openfootball-format.ts';

interface FoundFiles {
  files: string[];
  /** JSON files under a folder that are not a league Placar knows (openfootball holds many more). */
  skipped: string[];
}

async function jsonFilesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The season files the paths name: a file as given (it must be one Placar can read), a folder
 * searched through for the files in openfootball's layouts. Sorted, each once.
 */
export async function findSeasonFiles(paths: readonly string[]): Promise<FoundFiles> {
  const files = new Set<string>();
  const skipped: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    if (info === undefined) throw new ImportError(`${path}: no such file or folder`);
    if (!info.isDirectory()) {
      describeFile(path);
      files.add(path);
      continue;
    }
    for (const file of (await jsonFilesUnder(path)).sort()) {
      try {
        describeFile(file);
        files.add(file);
      } catch {
        skipped.push(relative(path, file));
      }
    }
  }
  return { files: [...files].sort(), skipped };
}
