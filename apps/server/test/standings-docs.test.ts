// Issue 16: docs/STANDINGS.md lists every competition's criteria with the regulation they come
// from, exactly as reference-data.ts holds them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPETITION_ROWS, TIE_BREAKS } from '../src/feed/reference/reference-data.ts';
import type { Step } from '../src/modules/schedule/tie-break-rule.ts';

const doc = readFileSync(fileURLToPath(new URL('../../../docs/STANDINGS.md', import.meta.url)), 'utf8');

const shown = (step: Step) =>
  typeof step === 'string' ? `\`${step}\`` : `\`${step.criterion}\`${step.whileMeetingsPending === undefined ? '' : ` *(once their meetings are played: ${step.whileMeetingsPending})*`}`;

describe('docs/STANDINGS.md', () => {
  it.each(COMPETITION_ROWS.map((row) => [row.code, row.nameEn] as const))('%s: its regulation and both lists', (code, name) => {
    const rule = TIE_BREAKS[code];
    expect(rule?.regulation, `${code} has a regulation`).not.toBeNull();
    const start = doc.indexOf(`### ${name} (\`${code}\`)`);
    expect(start, `a section for ${code}`).toBeGreaterThan(0);
    const end = doc.indexOf('\n### ', start + 1);
    const section = doc.slice(start, end === -1 ? undefined : end);
    const regulation = rule?.regulation;
    expect(section).toContain(`Regulation: ${regulation?.name} — season ${regulation?.season} — <${regulation?.url}>`);
    expect(section).toContain(`| two | ${rule?.twoTeams.map(shown).join(', ')} |`);
    expect(section).toContain(`| three or more | ${rule?.moreTeams.map(shown).join(', ')} |`);
  });

  it('is linked from the architecture page', () => {
    expect(readFileSync(fileURLToPath(new URL('../../../docs/ARCHITECTURE.md', import.meta.url)), 'utf8')).toContain('(STANDINGS.md)');
  });
});
