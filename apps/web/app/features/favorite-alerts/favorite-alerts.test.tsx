import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { describe, expect, it } from 'vitest';
import { type FavoriteAlertRow, favoriteAlertRows, type LoveSettings, withSwitch } from './favorite-alert-rows.ts';
import { FavoriteAlertsList } from './favorite-alerts-list.tsx';

const settings: LoveSettings = {
  competitions: [
    {
      id: 3,
      code: 'bra.1',
      sport: 'football',
      name: 'Brasileirão',
      shortName: 'BRA',
      country: null,
      logo: '/crest/bra.png',
      hot: true,
    },
  ],
  teams: [{ id: 7, name: 'Santos', shortName: 'SAN', logo: null }],
  matchIds: [42, 43],
  alerts: [
    { kind: 'competition', id: 3, notifyStart: false, notifyGoals: true },
    { kind: 'team', id: 7, notifyStart: true, notifyGoals: false },
    { kind: 'match', id: 42, notifyStart: true, notifyGoals: true },
  ],
} as LoveSettings;

const render = (lang: 'en' | 'br', rows: FavoriteAlertRow[]) =>
  renderToStaticMarkup(
    <I18nProvider lang={lang}>
      <FavoriteAlertsList rows={rows} disabled={false} onToggle={() => undefined} />
    </I18nProvider>,
  );

/** The `checked` state of a switch, read from the markup as the browser would show it. */
const isOn = (html: string, testId: string) => {
  const input = new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  if (!input) throw new Error(`no switch ${testId}`);
  return input.includes('checked=""');
};

describe('favorite alert switches on /me', () => {
  const rows = favoriteAlertRows(settings, new Map([[42, 'Santos x Bahia']]));

  it('lists every favorite with its own start and goal switches, as the account saved them', () => {
    expect(rows.map(({ kind, id, name }) => `${kind}:${id}:${name}`)).toEqual([
      'competition:3:Brasileirão',
      'team:7:Santos',
      'match:42:Santos x Bahia',
      'match:43:#43',
    ]);
    const html = render('en', rows);
    expect(isOn(html, 'favorite-alert-competition-3-start')).toBe(false);
    expect(isOn(html, 'favorite-alert-competition-3-goals')).toBe(true);
    expect(isOn(html, 'favorite-alert-team-7-start')).toBe(true);
    expect(isOn(html, 'favorite-alert-team-7-goals')).toBe(false);
    expect(isOn(html, 'favorite-alert-match-42-goals')).toBe(true);
    expect(html).toContain('Alert for each goal of Santos x Bahia');
  });

  it('shows a favorite without a saved alert with the server default: start on, goals off', () => {
    const html = render('en', rows);
    expect(isOn(html, 'favorite-alert-match-43-start')).toBe(true);
    expect(isOn(html, 'favorite-alert-match-43-goals')).toBe(false);
  });

  it('turns one switch of one favorite only', () => {
    const next = withSwitch(rows, { kind: 'team', id: 7 }, 'notifyGoals', true);
    const html = render('en', next);
    expect(isOn(html, 'favorite-alert-team-7-goals')).toBe(true);
    expect(isOn(html, 'favorite-alert-competition-3-goals')).toBe(true);
    expect(isOn(html, 'favorite-alert-match-43-goals')).toBe(false);
    expect(next.filter((row, i) => row !== rows[i])).toHaveLength(1);
  });

  it('speaks Portuguese in br, and says how to add a favorite when there is none', () => {
    const br = render('br', rows);
    expect(br).toContain('Início');
    expect(br).toContain('Gols');
    expect(br).toContain('Campeonato');
    expect(render('br', [])).toContain('Nenhum favorito ainda');
    expect(render('en', [])).toContain('No favorites yet');
  });
});
