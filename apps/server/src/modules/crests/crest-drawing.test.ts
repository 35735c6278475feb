import { describe, expect, it } from 'vitest';
import { NBA } from '../../feed/reference/simulated-teams-basketball.ts';
import { crestLetters, drawCrest } from './crest-drawing.ts';
import { LEAGUE_TEAM_CODES } from './league-codes.ts';

describe('drawn crests', () => {
  it('take up to three letters from the short name', () => {
    expect(crestLetters('São Paulo')).toBe('SP');
    expect(crestLetters('Man City')).toBe('MC');
    expect(crestLetters('Arsenal')).toBe('ARS');
    expect(crestLetters('Vasco da Gama')).toBe('VG');
    expect(crestLetters("Nott'm Forest")).toBe('NF');
    expect(crestLetters('  ')).toBe('?');
  });

  it("draw a league's own code where it has one: every NBA team by its tricode, not letters made from its name", () => {
    for (const team of NBA) expect(LEAGUE_TEAM_CODES[team.code], team.nameEn).toMatch(/^[A-Z]{3}$/);
    expect(new Set(NBA.map((team) => LEAGUE_TEAM_CODES[team.code])).size).toBe(30);
    const bucks = NBA.find((team) => team.nameEn === 'Milwaukee Bucks');
    expect(bucks).toBeDefined();
    const svg = drawCrest({
      kind: 'team',
      shortName: bucks?.shortName ?? '',
      colors: bucks?.colors ?? null,
      key: bucks?.code ?? '',
      letters: LEAGUE_TEAM_CODES[bucks?.code ?? ''],
    });
    expect(svg).toContain('>MIL<');
    expect(svg).not.toContain('>BUC<');
  });

  it('escape what a feed puts in a name and ignore colours that are not #rrggbb', () => {
    const svg = drawCrest({ kind: 'team', shortName: '<script>"x"', colors: ['red;x', 'url(javascript:1)'], key: 'x' });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('javascript');
    expect(svg).not.toContain('red;x');
    expect(svg).toMatch(/fill="#[0-9a-f]{6}"/);
  });

  it('are the same for the same team and differ between teams', () => {
    const crest = (shortName: string, colors: [string, string] | null) =>
      drawCrest({ kind: 'team', shortName, colors, key: shortName });
    expect(crest('Arsenal', ['#ef0107', '#ffffff'])).toBe(crest('Arsenal', ['#ef0107', '#ffffff']));
    expect(crest('Arsenal', ['#ef0107', '#ffffff'])).not.toBe(crest('Chelsea', ['#034694', '#ffffff']));
    expect(crest('Unknown FC', null)).toMatch(/fill="#[0-9a-f]{6}"/);
  });
});
