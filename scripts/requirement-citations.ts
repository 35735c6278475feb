// What scripts/cite-requirements.ts and scripts/check-doc-references.ts share: which files cite,
// how a citation of docs/REQUIREMENTS.md is written, and how a citation of the outside files looks.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export const REQUIREMENTS_PATH = 'docs/REQUIREMENTS.md';

/** The folders whose code and docs may cite; scripts/ names the old forms on purpose. */
const CITING = ['apps', 'packages', 'docs', 'e2e', 'bench', 'README.md'];
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|md|json|yml|yaml|sh)$/;

/** Tracked text files that may cite, from the repository root (the page itself left out). */
export function citingFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...CITING], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => TEXT.test(file) && file !== REQUIREMENTS_PATH && !file.includes('/drizzle/'));
}

/** A citation of a file outside the repository: the specification, design note, stack notes or API map. */
export const OUTSIDE_CITATION = /\bSPEC\b|\bDESIGN(?:\.md|'s)|STACK-NOTES|API-MAP/g;

/** How `file` cites requirement `id`: a link in Markdown, `requirement id` elsewhere. */
export function citation(file: string, id: string, text = `requirement ${id}`): string {
  if (!file.endsWith('.md')) return text;
  const target = relative(dirname(file), REQUIREMENTS_PATH);
  return `[${text}](${target}#${id})`;
}

/** The ids the page defines: its `<a id="…"></a>` anchors. */
export function requirementIds(root: string): Set<string> {
  const page = readFileSync(`${root}/${REQUIREMENTS_PATH}`, 'utf8');
  return new Set([...page.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((match) => match[1] ?? ''));
}

/** Ids a text cites: `requirement x`, `requirements x, y and z`, and links to REQUIREMENTS.md#x. */
export function citedIds(text: string): string[] {
  const ids: string[] = [];
  for (const match of text.matchAll(/\brequirement ([a-z][a-z0-9-]*)/g)) ids.push(match[1] ?? '');
  // After its first id a list goes on only while the words have a hyphen, so the prose after it
  // is not read as ids: "requirements live-connection and visit-records, decision 0011".
  for (const match of text.matchAll(/\brequirements ([a-z][a-z0-9-]*)((?:(?:, | and )[a-z][a-z0-9-]*)*)/g)) {
    ids.push(match[1] ?? '');
    for (const item of (match[2] ?? '').split(/, | and /).slice(1)) {
      if (!/^[a-z]+(-[a-z0-9]+)+$/.test(item)) break;
      ids.push(item);
    }
  }
  for (const match of text.matchAll(/REQUIREMENTS\.md#([a-z0-9-]+)/g)) ids.push(match[1] ?? '');
  return ids;
}
