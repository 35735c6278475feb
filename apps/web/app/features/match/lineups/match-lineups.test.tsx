// @vitest-environment happy-dom
// Issue 33 item 1: football's elevens on a pitch in their formations with on and off minutes,
// basketball's starters and bench listed, predicted line-ups said to be so, names opening player pages.
import type { MatchLineups as LineupsData, LineupPlayer } from '@placar/contract/player-entities';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/use-translation.tsx';
import { pitchLabels } from './lineup-pitch.tsx';
import { MatchLineups } from './match-lineups.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);
afterEach(() => act(() => root.render(null)));

const tally = { minutes: 90, goals: 0, assists: 0, yellowCards: 0, redCards: 0, points: 0, rebounds: 0 };
const POSITIONS = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW'];
const player = (id: number, name: string, position: string, extra: Partial<LineupPlayer> = {}): LineupPlayer => ({
  id,
  name,
  number: id % 100,
  position,
  on: null,
  off: null,
  sentOff: false,
  tally,
  ...extra,
});
const eleven = (base: number, prefix: string) =>
  POSITIONS.map((position, index) => player(base + index, `${prefix} Player${index + 1}`, position));
const team = (id: number, name: string) => ({ id, name, shortName: name.slice(0, 3), logo: null });

function football(state: LineupsData['state']): LineupsData {
  const home = eleven(100, 'Home');
  home[9] = player(109, 'Home Player10', 'FW', { off: 60, tally: { ...tally, minutes: 60, goals: 1 } });
  return {
    matchId: 1,
    sport: 'football',
    state,
    home: {
      team: team(1, 'Santos'),
      formation: '4-3-3',
      coach: 'Vojvoda',
      starters: home,
      bench: [
        player(120, 'Home Sub', 'FW', { on: 60, tally: { ...tally, minutes: 30 } }),
        player(121, 'Home Unused', 'GK', { tally: { ...tally, minutes: 0 } }),
      ],
    },
    away: { team: team(2, 'Palmeiras'), formation: '4-3-3', coach: null, starters: eleven(200, 'Away'), bench: [] },
  };
}

const show = (lang: 'en' | 'br', data: LineupsData) =>
  act(() =>
    root.render(
      <MemoryRouter>
        <I18nProvider lang={lang}>
          <MatchLineups matchId={data.matchId} data={data} lang={lang} />
        </I18nProvider>
      </MemoryRouter>,
    ),
  );
const all = (testId: string) => [...container.querySelectorAll(`[data-testid="${testId}"]`)];

describe('the line-ups', () => {
  it('draw both elevens on a pitch in their formation, mark who came on and off when, and link every name to its player page', () => {
    show('en', football('confirmed'));
    expect(container.querySelector('[data-testid="lineups-state"]')?.textContent).toBe('Confirmed line-ups');
    expect(
      all('lineup-half').map((half) => [
        half.getAttribute('data-formation'),
        half.querySelectorAll('[data-testid="lineup-starter"]').length,
      ]),
    ).toEqual([
      ['4-3-3', 11],
      ['4-3-3', 11],
    ]);
    expect(all('lineup-sub-off').map((mark) => mark.textContent)).toEqual(["▼60'"]);
    expect(all('lineup-sub-on').map((mark) => mark.textContent)).toEqual(["▲60'"]);
    expect(all('lineup-goal')).toHaveLength(1);
    // On the pitch a surname; the link says the whole name and opens the player page.
    const scorer = container.querySelector('[data-testid="lineup-starter"][data-player-id="109"] a');
    expect([scorer?.textContent, scorer?.getAttribute('aria-label'), scorer?.getAttribute('href')]).toEqual([
      'Player10',
      'Home Player10',
      '/en/player/home-player10/109',
    ]);
    expect(all('lineup-bench-player').map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual([
      '/en/player/home-sub/120',
      '/en/player/home-unused/121',
    ]);
    expect(container.textContent).toContain('Coach: Vojvoda');
    expect(container.textContent).toContain('Coach: Coach not announced');
  });

  it('tell apart two starters of one side who share a surname by their initials, as broadcasters do', () => {
    const labels = pitchLabels([
      player(1, 'Kyle Bowen', 'FW'),
      player(2, 'Jarrod Bowen', 'DF'),
      player(3, 'Cole Palmer', 'MF'),
      player(4, 'Richarlison', 'FW'),
    ]);
    expect([...labels.values()]).toEqual(['K. Bowen', 'J. Bowen', 'Palmer', 'Richarlison']);
  });

  it('say predicted line-ups are predicted, in Portuguese too', () => {
    show('br', football('predicted'));
    expect(container.querySelector('[data-testid="match-lineups"]')?.getAttribute('data-state')).toBe('predicted');
    expect(container.querySelector('[data-testid="lineups-state"]')?.textContent).toBe(
      'Prováveis escalaçõesConfirmadas uma hora antes do início.',
    );
  });

  it('list basketball starters and bench with minutes and points, no pitch, and no link for a player without a page', () => {
    const line = (id: number | null, name: string) => ({
      ...player(id ?? 0, name, 'G', { tally: { ...tally, minutes: 30, points: 12 } }),
      id,
    });
    show('en', {
      matchId: 2,
      sport: 'basketball',
      state: 'confirmed',
      home: {
        team: team(3, 'Celtics'),
        formation: null,
        coach: null,
        starters: [line(1, 'Jayson Tatum')],
        bench: [line(null, 'Unknown Guard')],
      },
      away: { team: team(4, 'Knicks'), formation: null, coach: null, starters: [line(2, 'Jalen Brunson')], bench: [] },
    });
    expect(container.querySelector('[data-testid="lineup-pitch"]')).toBeNull();
    // Shirt number, name, position, then minutes and points.
    expect(all('lineup-player').map((row) => row.textContent)).toEqual([
      "1Jayson TatumGuard30' · 12 pts",
      "0Unknown GuardGuard30' · 12 pts",
      "2Jalen BrunsonGuard30' · 12 pts",
    ]);
    expect(all('lineup-player')[1]?.querySelector('a')).toBeNull();
  });
});
