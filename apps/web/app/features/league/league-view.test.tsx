import type { CompetitionSummary, StandingRow } from '@placar/contract/schedule-entities';
import type { TableGroup, TableZone } from '@placar/contract/league-format';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { LeagueView } from './league-view.tsx';

const competition = (code: string, sport: CompetitionSummary['sport'] = 'football'): CompetitionSummary => ({
  id: 9,
  code,
  sport,
  name: code,
  shortName: code,
  country: null,
  logo: null,
  hot: false,
  live: 0,
});
const row = (id: number, position: number): StandingRow =>
  ({
    position,
    team: { id, name: `Team ${id}`, shortName: `T${id}`, logo: null },
    played: 1,
    won: 1,
    drawn: 0,
    lost: 0,
    goalsFor: 1,
    goalsAgainst: 0,
    goalDifference: 1,
    points: 3,
    overtimeLost: 0,
    winPercentage: 1,
    form: ['W'],
    gamesBehind: null,
    homeRecord: { won: 1, drawn: 0, lost: 0 },
    awayRecord: { won: 0, drawn: 0, lost: 0 },
    lastTen: { won: 1, drawn: 0, lost: 0 },
    streak: { result: 'W', count: 1 },
  }) as StandingRow;
const rows = [1, 2, 3, 4].map((id) => row(id, id));
const tieBreak = { regulation: null, twoTeams: ['points'], moreTeams: ['points'] } as const;

function render(
  code: string,
  table: { zones?: TableZone[]; groups?: TableGroup[] } = {},
  lang: 'en' | 'br' = 'en',
  sport: CompetitionSummary['sport'] = 'football',
) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider lang={lang}>
        <LeagueView
          competition={competition(code, sport)}
          seasonId={1}
          seasons={[]}
          fixtures={null}
          table={{
            rows: code === 'empty' ? [] : rows,
            tieBreak: { ...tieBreak, twoTeams: [...tieBreak.twoTeams], moreTeams: [...tieBreak.moreTeams] },
            unresolved: [],
            zones: table.zones ?? [],
            groups: table.groups ?? [],
          }}
          lang={lang}
          timeZone="UTC"
          roundHref={() => '/'}
        />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe("a competition's page", () => {
  it('has fixtures, table and detail tabs for a league, and a bracket tab only for a competition with a knockout phase', () => {
    const html = render('eng.1');
    expect(html).toContain('data-testid="league-tabs"');
    expect(html).toContain('data-testid="league-tab-table"');
    expect(html).not.toContain('league-tab-bracket');
    expect(render('uefa.cl')).toContain('data-testid="league-tab-bracket"');
  });

  it('has no table for club friendlies: a tally of a few friendlies would read as a league table', () => {
    const html = render('club.friendly');
    expect(html).not.toContain('league-tab');
  });

  it("draws each zone as a band on its rows, named for screen readers, with a legend of places and words in the page's language", () => {
    const zones: TableZone[] = [
      { kind: 'champions_league', from: 1, to: 2 },
      { kind: 'relegation', from: 4, to: 4 },
    ];
    const html = render('eng.1', { zones });
    expect(html.match(/data-testid="zone-band"/g)).toHaveLength(3);
    expect(html).toContain('data-testid="zone-legend"');
    expect(html).toContain('1–2');
    expect(html).toMatch(/<span class="sr-only">Relegation<\/span>/);
    const br = render('eng.1', { zones }, 'br');
    expect(br).toContain('Rebaixamento');
    expect(br).toContain('O que cada posição garante');
    expect(render('eng.1')).not.toContain('zone-legend');
  });

  it('a league by conference shows one table per conference, each counting its places from 1 with its zones', () => {
    const groups: TableGroup[] = [
      {
        key: 'east',
        name: 'Eastern Conference',
        teamIds: [3, 1],
        zones: [{ kind: 'playoffs', from: 1, to: 1 }],
        divisions: [{ key: 'atlantic', name: 'Atlantic', teamIds: [3, 1] }],
      },
      {
        key: 'west',
        name: 'Western Conference',
        teamIds: [2, 4],
        zones: [{ kind: 'playoffs', from: 1, to: 1 }],
        divisions: [{ key: 'pacific', name: 'Pacific', teamIds: [2, 4] }],
      },
    ];
    const html = render('nba', { groups }, 'en', 'basketball');
    expect(html.match(/data-testid="standings-table"/g)).toHaveLength(2);
    expect(html).toContain('Eastern Conference');
    expect(html).toContain('Western Conference');
    // Team 3 heads the East: position 1 there, whatever its place in the league.
    expect(html).toMatch(/data-team-id="3" data-zone="playoffs"/);
    expect(html).toContain('data-testid="group-by-divisions"');
  });
});
