// Issue 39: every text the code cites is in the repository. The lint step runs
// scripts/check-doc-references.ts over the tree; these cases show what it refuses, and that
// scripts/cite-requirements.ts rewrites an old citation once and then leaves it alone.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { citationProblems, decisionProblems } from '../../../scripts/check-doc-references.ts';
import { rewrite } from '../../../scripts/cite-requirements.ts';
import { citingFiles, requirementIds } from '../../../scripts/requirement-citations.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const known = requirementIds(root);
// The citations under test are built from parts: written whole, this file would be one more
// citation for the check (and the rewrite) to find in the repository.
const specName = ['SP', 'EC'].join('');
const designName = ['DESI', 'GN.md'].join('');
const requirementWord = ['require', 'ment'].join('');
const pageName = ['REQUIREMENTS', 'md'].join('.');

describe('citations of docs/REQUIREMENTS.md', () => {
  it('refuses a citation of the specification or design note outside the repository', () => {
    expect(citationProblems('a.ts', `// The marquee crosses in 20 s (${specName} section 9).`, known)).toHaveLength(1);
    expect(citationProblems('b.md', `As ${designName} section 1 says.`, known)).toHaveLength(1);
    expect(citationProblems('a.ts', '// The marquee crosses in 20 s (requirement marquee).', known)).toEqual([]);
  });

  it('refuses an id the page does not define, in code and in Markdown links', () => {
    expect(citationProblems('a.ts', `// (${requirementWord} no-such-rule)`, known)).toEqual([
      `a.ts:1: ${requirementWord} "no-such-rule" is not an anchor of docs/REQUIREMENTS.md`,
    ]);
    expect(citationProblems('docs/x.md', `[rule](${pageName}#no-such-rule)`, known)).toHaveLength(1);
    // Markdown prose may use the word; only its links cite.
    expect(citationProblems('docs/x.md', `The ${requirementWord} that every call has a role.`, known)).toEqual([]);
  });

  it('rewrites an old citation to its anchor once, and reports one it cannot map', () => {
    const unmapped: string[] = [];
    const once = rewrite(
      'a.ts',
      `/** Seconds for the text to cross once (${specName} section 9: 20). */`,
      known,
      unmapped,
    );
    expect(once).toBe('/** Seconds for the text to cross once (requirement marquee: 20). */');
    expect(rewrite('a.ts', once, known, unmapped)).toBe(once);
    expect(rewrite('docs/decisions/0001-x.md', `See ${specName} section 8.`, known, unmapped)).toBe(
      'See [requirement errors](../REQUIREMENTS.md#errors).',
    );
    expect(unmapped).toEqual([]);
    rewrite('a.ts', `// ${specName} section 4.`, known, unmapped);
    expect(unmapped).toEqual([`a.ts:1: ${specName} section 4`]);
  });

  it('holds for every file of the repository that may cite', () => {
    const problems = citingFiles(root).flatMap((file) =>
      citationProblems(file, readFileSync(`${root}/${file}`, 'utf8'), known),
    );
    expect(problems).toEqual([]);
  });
});

describe('decision records', () => {
  const index = '| [0001](0001-a.md) | A | accepted |\n| [0002](0002-b.md) | B | amended by 0001 |';
  const record = (status: string) => `# 000x — A\n\n${status}\n\nDate: 2026-11-28\n\n## Context\n`;
  const read = (files: Record<string, string>) => (file: string) => files[file] ?? '';

  it('need Status and Date under the title, forward pointers that exist, and an index entry', () => {
    const good = {
      'README.md': index,
      '0001-a.md': record('Status: accepted (issue 2)'),
      '0002-b.md': record('Status: amended by 0001'),
    };
    expect(decisionProblems(['0001-a.md', '0002-b.md'], read(good))).toEqual([]);

    const bad = {
      ...good,
      '0001-a.md': '# 0001 — A\n\n## Context\n',
      '0002-b.md': record('Status: superseded by 0099'),
    };
    expect(decisionProblems(['0001-a.md', '0002-b.md', '0003-c.md'], read(bad))).toEqual([
      'docs/decisions/0001-a.md:3: needs "Status: accepted|amended by NNNN|superseded by NNNN (issue N)"',
      'docs/decisions/0001-a.md:5: needs "Date: YYYY-MM-DD" (the day the record was added) after a blank line',
      'docs/decisions/0002-b.md:3: names record 0099, which does not exist',
      'docs/decisions/0003-c.md:3: needs "Status: accepted|amended by NNNN|superseded by NNNN (issue N)"',
      'docs/decisions/0003-c.md:5: needs "Date: YYYY-MM-DD" (the day the record was added) after a blank line',
      'docs/decisions/README.md: the index does not list 0003-c.md',
    ]);
  });
});
