import { describe, expect, it } from 'vitest';
import { br } from './br.ts';
import { en } from './en.ts';
import { brStaff } from './br-staff.ts';
import { catalogueOf } from './catalogue-store.ts';
import { hasStaffCatalogue, isStaffPath, loadCatalogue, loadStaffCatalogue, lookup, translate } from './i18n.ts';

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
    expect(await first).toBe(catalogueOf('br'));
    expect(translate('br', 'dialog.tips')).toBe(br.dialog.tips);
  });

  it('has the host and admin texts as a part of their own, added to the language (decision 0082)', async () => {
    expect(hasStaffCatalogue('br')).toBe(true);
    expect(await loadStaffCatalogue('br')).toBe(catalogueOf('br'));
    expect(translate('br', 'admin.console')).toBe(brStaff.admin.console);
    expect(translate('br', 'host.area')).toBe(brStaff.host.area);
    expect(translate('br', 'dialog.tips')).toBe(br.dialog.tips);
  });

  it('knows which pages need the host and admin texts', () => {
    for (const path of ['/en/host/liveList', '/br/host/liveRoom/3', '/en/admin', '/br/admin/users'])
      expect(isStaffPath(path), path).toBe(true);
    for (const path of [
      '/en',
      '/en/hosts',
      '/en/live/x/1',
      '/en/me',
      '/about/admin',
      '/en/schedule/admin',
      '/en/host/liveUserRoom/3',
    ])
      expect(isStaffPath(path), path).toBe(false);
  });
});
