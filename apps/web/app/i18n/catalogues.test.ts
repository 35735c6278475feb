import { describe, expect, it } from 'vitest';
import { br } from './br.ts';
import { brStaff } from './br-staff.ts';
import { en } from './en.ts';
import { enStaff } from './en-staff.ts';
import { translate } from './i18n.ts';

/** Every leaf of a nested catalogue as `a.b.c` -> value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

describe('message catalogues', () => {
  // Each language whole: every page's texts and the host and admin ones (decision 0082).
  const enLeaves = leaves({ ...en, ...enStaff });
  const brLeaves = leaves({ ...br, ...brStaff });

  it('split the same way: host and admin texts only in the staff part', () => {
    expect(Object.keys(enStaff).sort()).toEqual(['admin', 'host']);
    expect(Object.keys(brStaff).sort()).toEqual(['admin', 'host']);
    for (const key of Object.keys(enStaff)) {
      expect(en).not.toHaveProperty(key);
      expect(br).not.toHaveProperty(key);
    }
  });

  it('have exactly the same nested keys', () => {
    expect([...brLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it('have no empty values', () => {
    for (const [key, value] of [...enLeaves, ...brLeaves]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('use the same interpolation variables in both languages', () => {
    const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of enLeaves) expect(vars(brLeaves.get(key)), key).toEqual(vars(value));
  });

  it('leave no English text in br: a text the same in both is a word Brazilian Portuguese uses too', () => {
    // Names, units, box-score codes and loanwords a Brazilian fan reads as they are.
    const shared = new Set([
      'app.name',
      'nav.languages.en',
      'nav.languages.br',
      'standings.col.points',
      'auth.fields.email',
      'profile.email',
      'player.state.offline',
      'player.volume',
      'player.sourceQuality',
      'rounds.final',
      'result.final',
      'status.basketball.10',
      'boxScore.col.min',
      'boxScore.col.pts',
      'boxScore.col.reb',
      'boxScore.col.ast',
      'matchTitle.result',
      'playerPage.tally.minutes',
      'playerPage.tally.points',
      'chat.title',
      'chat.emoji',
      'chat.badge.host',
      'chat.badge.moderator',
      'chat.badge.admin',
      'chat.moderation.system',
      'host.units.min',
      'host.settings.outageMinutes',
      'host.settings.outageSeconds',
      'host.obs.bframes.name',
      'host.obs.audio.value',
      'admin.home.link',
      'admin.users.roles.admin',
      'admin.health.commit',
      'admin.health.node',
      'admin.health.units.min',
      // Competitions' own names, and the NBA's play-in, as Brazilian sites print them.
      'league.zones.champions_league',
      'league.zones.conference_league',
      'league.zones.libertadores',
      'league.zones.play_in',
    ]);
    const english = [...enLeaves].filter(
      ([key, value]) => brLeaves.get(key) === value && /[a-z]{3,}/i.test(String(value)) && !shared.has(key),
    );
    // The admin's Home tab read "Home" in /br (issue 34).
    expect(english.map(([key, value]) => `${key}: ${String(value)}`)).toEqual([]);
  });

  it('keep the texts fixed by the specification', () => {
    expect(translate('en', 'toast.connectError')).toBe('connect error!');
    expect(translate('en', 'dialog.tips')).toBe('Tips');
    expect(translate('en', 'dialog.relogin')).toBe('Please log in again!');
    expect(translate('en', 'errors.pageNotFound', { path: '/x y' })).toBe('Page not found: /x y');
    expect(translate('en', 'forbidden.message')).toBe(
      'Dear valued customers, it is forbidden to access website from your location, we regret any inconvenience caused.',
    );
    expect(translate('br', 'dialog.relogin')).toBe('Faça login novamente!');
  });
});
