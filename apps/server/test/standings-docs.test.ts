// Issue 16: docs/STANDINGS.md lists every competition's criteria with the regulation they come
// from, exactly as reference-data.ts holds them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPETITION_ROWS, TIE_BREAKS } from '../src/feed/reference/reference-data.ts';
import { CLUB_FRIENDLIES } from '../src/feed/simulator/season/club-friendlies.ts';
import type { Step } from '../src/modules/schedule/tie-break-rule.ts';

const doc = readFileSync(fileURLToPath(new URL('../../../docs/STANDINGS.md', import.meta.url)), 'utf8');

const shown = (step: Step) =>
  typeof step === 'string'
    ? `\`${step}\``
    : `\`${step.criterion}\`${step.whileMeetingsPending === undefined ? '' : ` _(once their meetings are played: ${step.whileMeetingsPending})_`}`;

describe('docs/STANDINGS.md', () => {
  // Friendlies rank nobody: no regulation has tie-breaks for them (the page says so, below).
  it.each(COMPETITION_ROWS.filter((row) => row.code !== CLUB_FRIENDLIES).map((row) => [row.code, row.nameEn] as const))(
    '%s: its regulation and both lists',
    (code, name) => {
      const rule = TIE_BREAKS[code];
      expect(rule?.regulation, `${code} has a regulation`).not.toBeNull();
      const start = doc.indexOf(`### ${name} (\`${code}\`)`);
      expect(start, `a section for ${code}`).toBeGreaterThan(0);
      const end = doc.indexOf('\n### ', start + 1);
      // As read, not as laid out: the formatter wraps prose and pads table cells.
      const section = doc.slice(start, end === -1 ? undefined : end).replace(/\s+/g, ' ');
      const regulation = rule?.regulation;
      expect(section).toContain(
        `Regulation: ${regulation?.name} — season ${regulation?.season} — <${regulation?.url}>`,
      );
      expect(section).toContain(`| two | ${rule?.twoTeams.map(shown).join(', ')} |`);
      expect(section).toContain(`| three or more | ${rule?.moreTeams.map(shown).join(', ')} |`);
    },
  );

  it('says club friendlies have no regulation', () => {
    expect(TIE_BREAKS[CLUB_FRIENDLIES]).toBeUndefined();
    expect(doc).toContain(`### Club Friendlies (\`${CLUB_FRIENDLIES}\`)`);
  });

  it('is linked from the architecture page', () => {
    expect(readFileSync(fileURLToPath(new URL('../../../docs/ARCHITECTURE.md', import.meta.url)), 'utf8')).toContain(
      '(STANDINGS.md)',
    );
  });
});
