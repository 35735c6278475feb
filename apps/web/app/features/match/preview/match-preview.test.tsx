// @vitest-environment happy-dom
// Issue 33 item 7: an upcoming match opens on its preview (venue, countdown, both teams' places and
// form, the last meetings with their years), not on "Nothing has happened yet".
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { seasonTable } from '@placar/contract/calls/schedule';
import type { CallData } from '@placar/contract/call';
import type { StandingRow } from '@placar/contract/schedule-entities';
import { I18nProvider } from '../../../i18n/use-translation.tsx';
import { sampleDetail, sampleMatch } from '../../../../test/sample-matches.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.mock('../../../lib/api/contract-call.ts', () => ({ callApi: () => new Promise(() => undefined) }));
const { MatchPage } = await import('../match-page.tsx');

const row = (position: number, id: number, name: string, values: Partial<StandingRow>): StandingRow => ({
  position,
  team: { id, name, shortName: name.slice(0, 3).toUpperCase(), logo: null },
  played: 20,
  won: 12,
  drawn: 4,
  lost: 4,
  overtimeLost: 0,
  goalsFor: 30,
  goalsAgainst: 15,
  goalDifference: 15,
  points: 40,
  winPercentage: 0.6,
  form: ['W', 'W', 'D', 'L', 'W'],
  gamesBehind: null,
  homeRecord: { won: 6, drawn: 2, lost: 2 },
  awayRecord: { won: 6, drawn: 2, lost: 2 },
  lastTen: { won: 6, drawn: 2, lost: 2 },
  streak: null,
  ...values,
});
// The preview reads the rows only.
const table = (rows: StandingRow[]) => ({ rows }) as unknown as CallData<typeof seasonTable>;

const upcoming = sampleDetail({
  status: { code: 0, phase: 'upcoming', text: '' },
  clock: null,
  kickoff: '2026-03-14T19:00:00.000Z',
  home: { ...sampleDetail().home, score: null, periods: [] },
  away: { ...sampleDetail().away, score: null, periods: [] },
});
const rows = [
  row(1, 11, 'Palmeiras', { points: 45, form: ['L', 'W', 'W', 'W', 'D'] }),
  row(2, 12, 'Botafogo', {}),
  row(3, 10, 'Flamengo', { points: 38, form: ['D', 'L', 'W', 'W', 'W'] }),
  row(4, 13, 'Santos', {}),
];
const meeting = sampleMatch({
  id: 90,
  kickoff: '2025-07-16T00:00:00.000Z',
  status: { code: 8, phase: 'finished', text: 'FT' },
  clock: null,
});
const h2h = { meetings: [meeting], summary: { homeWins: 1, draws: 0, awayWins: 0 }, homeForm: [], awayForm: [] };

describe("an upcoming match's page", () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const text = (testId: string) =>
    [...container.querySelectorAll(`[data-testid="${testId}"]`)].map((element) => element.textContent?.trim());
  afterEach(() => act(() => root.render(null)));
  const draw = (lang: 'en' | 'br') =>
    act(() =>
      root.render(
        <MemoryRouter>
          <I18nProvider lang={lang}>
            <MatchPage
              match={upcoming}
              stats={null}
              h2h={h2h}
              lineups={null}
              table={table(rows)}
              drawnAt={Date.parse('2026-03-12T16:30:00.000Z')}
              lang={lang}
              timeZone="UTC"
              today="2026-03-12"
            />
          </I18nProvider>
        </MemoryRouter>,
      ),
    );

  it('opens on the preview: venue, countdown from the given clock, places, form oldest first, meetings with their year', () => {
    draw('en');
    expect(text('match-tabs')[0]).toBe('PreviewLine-upsH2HChat');
    expect(container.querySelector('[data-testid="match-tab-preview"]')?.getAttribute('aria-selected')).toBe('true');
    // What shows: the hidden tabs' panes left out.
    const shown = container.cloneNode(true) as HTMLElement;
    for (const pane of shown.querySelectorAll('[hidden]')) pane.remove();
    expect(shown.textContent).not.toContain('Nothing has happened yet');
    expect(text('preview-venue')).toEqual(['Maracanã']);
    expect(text('preview-countdown')).toEqual(['Starts in 2d 2h']);
    expect(text('preview-position')).toEqual(['3 of 4 · 38 pts', '1 of 4 · 45 pts']);
    const form = [...container.querySelectorAll('[data-testid="preview-table"] [data-testid="form"]')].map(
      (strip) => strip.textContent,
    );
    expect(form).toEqual(['DLWWW', 'LWWWD']);
    expect(container.querySelector('[data-testid="preview-meetings"]')?.textContent).toContain('2025');
  });

  it('reads in Portuguese', () => {
    draw('br');
    expect(text('match-tab-preview')).toEqual(['Pré-jogo']);
    expect(text('preview-countdown')).toEqual(['Começa em 2d 2h']);
    expect(text('preview-position')).toEqual(['3º de 4 · 38 pontos', '1º de 4 · 45 pontos']);
  });
});
