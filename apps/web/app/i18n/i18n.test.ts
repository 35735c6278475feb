import { describe, expect, it } from 'vitest';
import { br } from './br.ts';
import { en } from './en.ts';
import { loadCatalogue, lookup, translate } from './i18n.ts';

describe('own t (what the app used of i18next)', () => {
  it('finds a nested key and fills its placeholders', () => {
    expect(lookup(en, 'errors.pageNotFound', { path: '/x' })).toBe('Page not found: /x');
    expect(lookup(en, 'matches.liveCount', { count: 3 })).toBe('3 live');
    expect(lookup(br, 'dialog.relogin')).toBe('Faça login novamente!');
  });

  it('gives the key back for an unknown key, a branch, or no catalogue; empty for a missing value', () => {
    expect(lookup(en, 'no.such.key')).toBe('no.such.key');
    expect(lookup(en, 'dialog')).toBe('dialog');
    expect(lookup(undefined, 'dialog.tips')).toBe('dialog.tips');
    expect(lookup(en, 'matches.liveCount', {})).toBe(' live');
  });

  it('loads a catalogue once, as its own module', async () => {
    const first = loadCatalogue('br');
    expect(loadCatalogue('br')).toBeInstanceOf(Promise);
    expect(await first).toBe(br);
    expect(translate('br', 'dialog.tips')).toBe(br.dialog.tips);
  });
});
