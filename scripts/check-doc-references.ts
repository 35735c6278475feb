// Run by `npm run lint`. Fails when a file cites a text that is not in the repository (SPEC,
// DESIGN, STACK-NOTES, API-MAP: docs/REQUIREMENTS.md says what we rely on), when a citation
// names a requirement id the page does not define, or when a decision record lacks its Status
// and Date lines or is missing from docs/decisions/README.md's index.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OUTSIDE_CITATION, citedIds, citingFiles, requirementIds } from './requirement-citations.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const DECISIONS = 'docs/decisions';
const STATUS = /^Status: (accepted|amended by \d{4}(, \d{4})*|superseded by \d{4})\b/;
const DATE = /^Date: \d{4}-\d{2}-\d{2}$/;

/** Citations: none of the outside files, and every cited requirement id defined. */
export function citationProblems(file: string, text: string, known: Set<string>): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (new RegExp(OUTSIDE_CITATION.source).test(line)) {
      problems.push(
        `${where}: cites a file outside the repository; cite docs/REQUIREMENTS.md (node scripts/cite-requirements.ts rewrites the usual forms)`,
      );
    }
    // Markdown cites by link only, so its prose may say "requirement" freely.
    const ids = file.endsWith('.md')
      ? [...line.matchAll(/REQUIREMENTS\.md#([a-z0-9-]+)/g)].map((m) => m[1] ?? '')
      : citedIds(line);
    for (const id of ids)
      if (!known.has(id)) problems.push(`${where}: requirement "${id}" is not an anchor of docs/REQUIREMENTS.md`);
  });
  return problems;
}

/**
 * Decision records: Status and Date right under the title, each a paragraph of its own (so the
 * formatter keeps them on their lines), forward pointers that exist, an index entry.
 */
export function decisionProblems(files: string[], read: (file: string) => string): string[] {
  const problems: string[] = [];
  const numbers = new Set(files.map((file) => file.slice(0, 4)));
  const index = read('README.md');
  for (const file of files) {
    const lines = read(file).split('\n');
    const where = `${DECISIONS}/${file}`;
    if (!STATUS.test(lines[2] ?? ''))
      problems.push(`${where}:3: needs "Status: accepted|amended by NNNN|superseded by NNNN (issue N)"`);
    if (lines[3] !== '' || !DATE.test(lines[4] ?? ''))
      problems.push(`${where}:5: needs "Date: YYYY-MM-DD" (the day the record was added) after a blank line`);
    for (const later of (lines[2] ?? '').match(/(?<=(?:amended|superseded) by (?:\d{4}, )*)\d{4}/g) ?? []) {
      if (!numbers.has(later)) problems.push(`${where}:3: names record ${later}, which does not exist`);
    }
    if (!index.includes(`(${file})`)) problems.push(`${DECISIONS}/README.md: the index does not list ${file}`);
  }
  return problems;
}

function main(): void {
  const known = requirementIds(root);
  const problems = citingFiles(root).flatMap((file) =>
    citationProblems(file, readFileSync(`${root}/${file}`, 'utf8'), known),
  );
  const records = readdirSync(`${root}/${DECISIONS}`).filter((file) => /^\d{4}-.*\.md$/.test(file));
  problems.push(...decisionProblems(records, (file) => readFileSync(`${root}/${DECISIONS}/${file}`, 'utf8')));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
