// @vitest-environment happy-dom
// A third sport, registered for this file alone before anything reads the sports: the match page,
// the table and the sport filter draw it from its rules (packages/contract/src/sports/) and texts.
import { IceHockeyStatus as S, iceHockey } from '@placar/contract/sports/ice-hockey.test-sport';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StandingRow } from '@placar/contract/schedule-entities';
import type { Sport } from '@placar/contract/sports/served-sports';
import { provideIceHockeyTexts } from '../i18n/ice-hockey.test-catalogue.ts';
import { I18nProvider } from '../i18n/use-translation.tsx';
import { sampleDetail } from '../../test/sample-matches.ts';
import type { MatchTab } from '../features/home/home-tabs.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('../lib/api/contract-call.ts', () => ({ callApi: () => new Promise(() => undefined) }));
const { MatchPage } = await import('../features/match/match-page.tsx');
const { StandingsTable } = await import('../components/standings/standings-table.tsx');
const { SportFilter } = await import('../features/schedule/sport-filter.tsx');
const { matchesTab } = await import('../features/home/favorite-matches.ts');
const { sportsEventJsonLd } = await import('../features/match/sports-event-json-ld.ts');

provideIceHockeyTexts();
const sport = iceHockey.code as string as Sport;
const incident = (
  id: number,
  period: number,
  side: 'home' | 'away' | null,
  kind: 'goal' | 'period',
  detail: string | null = null,
) =>
  ({
    id,
    kind,
    minute: null,
    extraMinute: null,
    period,
    side,
    player: side === null ? null : `Player ${id}`,
    assist: null,
    detail,
    homeScore: null,
    awayScore: null,
  }) as const;
const hockeyMatch = sampleDetail({
  sport,
  competition: { id: 9, name: 'Test Hockey League', shortName: 'THL', logo: null },
  round: null,
  status: { code: S.p2, phase: 'live', text: 'P2' },
  clock: { seconds: 754, running: false, at: '2026-03-14T20:07:00.000Z' },
  home: { team: { id: 10, name: 'Bears', shortName: 'BEA', logo: null }, score: 2, periods: [1, 1], penalties: null },
  away: { team: { id: 11, name: 'Wolves', shortName: 'WOL', logo: null }, score: 1, periods: [1, 0], penalties: null },
  incidents: [
    incident(1, 1, 'home', 'goal'),
    incident(2, 1, 'away', 'goal'),
    incident(3, 1, null, 'period', 'P1'),
    incident(4, 2, 'home', 'goal'),
  ],
});
const row = (id: number, name: string, position: number, values: Partial<StandingRow>): StandingRow => ({
  position,
  team: { id, name, shortName: name.slice(0, 3).toUpperCase(), logo: null },
  played: 2,
  won: 1,
  drawn: 0,
  lost: 1,
  overtimeLost: 0,
  goalsFor: 5,
  goalsAgainst: 4,
  goalDifference: 1,
  points: 3,
  winPercentage: 0.5,
  form: ['W', 'L'],
  gamesBehind: null,
  homeRecord: { won: 1, drawn: 0, lost: 0 },
  awayRecord: { won: 0, drawn: 0, lost: 1 },
  lastTen: { won: 1, drawn: 0, lost: 1 },
  streak: { result: 'L', count: 1 },
  ...values,
});

describe('a third sport, ice hockey, on the pages', () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const text = (testId: string) =>
    [...container.querySelectorAll(`[data-testid="${testId}"]`)].map((element) => element.textContent?.trim());
  const draw = (lang: 'en' | 'br', node: React.ReactNode) =>
    act(() =>
      root.render(
        <MemoryRouter>
          <I18nProvider lang={lang}>{node}</I18nProvider>
        </MemoryRouter>,
      ),
    );
  afterEach(() => act(() => root.render(null)));

  it("draws a live match in its periods and on its clock, in the page's language", () => {
    draw(
      'en',
      <MatchPage
        match={hockeyMatch}
        stats={null}
        h2h={null}
        lineups={null}
        drawnAt={Date.parse('2026-03-14T12:00:00Z')}
        lang="en"
        timeZone="UTC"
        today="2026-03-14"
      />,
    );
    expect(text('match-clock')).toEqual(['P2 12:34']);
    // The clock names the period, so the status text is for screen readers only.
    expect(container.querySelector('[data-testid="match-status"]')?.className).toBe('sr-only');
    expect([...container.querySelectorAll('[data-testid="period-scores"] th')].map((cell) => cell.textContent)).toEqual(
      ['', 'P1', 'P2', 'BEA', 'WOL'],
    );
    expect(text('timeline-period-name')).toEqual(['Period 2', 'Period 1']);
    expect(container.querySelector('[data-kind="period"]')?.textContent).toBe('End of the 1st period');

    draw(
      'br',
      <MatchPage
        match={{
          ...hockeyMatch,
          status: { code: S.afterShootout, phase: 'finished', text: 'SO' },
          clock: null,
          home: { ...hockeyMatch.home, score: 2, periods: [1, 1, 0, 0], penalties: 3 },
          away: { ...hockeyMatch.away, score: 2, periods: [1, 0, 1, 0], penalties: 2 },
        }}
        stats={null}
        h2h={null}
        lineups={null}
        drawnAt={Date.parse('2026-03-14T12:00:00Z')}
        lang="br"
        timeZone="UTC"
        today="2026-03-14"
      />,
    );
    expect(text('match-status')).toEqual(['Após shoot-out']);
    expect(
      [...container.querySelectorAll('[data-testid="period-scores"] thead th')].map((cell) => cell.textContent),
    ).toEqual(['', '1ºP', '2ºP', '3ºP', 'PR']);
  });

  it('ranks the table in its own columns: played, won, lost, lost after overtime, goals, points, form', () => {
    draw(
      'en',
      <StandingsTable
        sport={sport}
        lang="en"
        rows={[row(1, 'Bears', 1, { overtimeLost: 1, points: 4 }), row(2, 'Wolves', 2, { points: 2 })]}
      />,
    );
    expect(
      text('standings-col-played').concat(
        text('standings-col-won'),
        text('standings-col-lost'),
        text('standings-col-overtimeLost'),
        text('standings-col-points'),
      ),
    ).toEqual(['P', 'W', 'L', 'OTL', 'Pts']);
    expect(text('standings-col-drawn')).toEqual([]);
    expect(text('standings-col-pct')).toEqual([]);
    expect(container.querySelector('[data-testid="standing-row"] [data-column="overtimeLost"]')?.textContent).toBe('1');
    expect(container.querySelector('[data-testid="standing-row"] [data-column="points"]')?.textContent).toBe('4');
    expect(container.querySelectorAll('[data-testid="form"]')).toHaveLength(2);
  });

  it('is a choice of the sport filter and of the home tabs, and a SportsEvent of its own sport', () => {
    draw('br', <SportFilter pathname="/br/schedule" sport={sport} />);
    expect(text(`sport-${iceHockey.code}`)).toEqual(['Hóquei no gelo']);
    expect(container.querySelector(`[data-testid="sport-${iceHockey.code}"]`)?.getAttribute('aria-current')).toBe(
      'true',
    );
    expect(matchesTab(hockeyMatch, iceHockey.code as MatchTab)).toBe(true);
    expect(matchesTab(hockeyMatch, 'football')).toBe(false);
    expect(sportsEventJsonLd(hockeyMatch, 'https://placar.example/en/live/7').sport).toBe('Ice hockey');
  });
});
