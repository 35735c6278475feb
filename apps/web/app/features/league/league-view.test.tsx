import type { CompetitionSummary } from '@placar/contract/schedule-entities';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { LeagueView } from './league-view.tsx';

const competition = (code: string): CompetitionSummary => ({ id: 9, code, sport: 'football', name: code, shortName: code, country: null, logo: null, hot: false, live: 0 });
const render = (code: string) =>
  renderToStaticMarkup(
    <I18nProvider lang="en">
      <LeagueView competition={competition(code)} seasonId={1} fixtures={null} table={{ rows: [], tieBreak: 'goal_difference', unresolved: [] } as never} lang="en" timeZone="UTC" roundHref={() => '/'} />
    </I18nProvider>,
  );

describe("a competition's page", () => {
  it('has fixtures, table and detail tabs for a league', () => {
    const html = render('eng.1');
    expect(html).toContain('data-testid="league-tabs"');
    expect(html).toContain('data-testid="league-tab-table"');
  });

  it('has no table for club friendlies: a tally of a few friendlies would read as a league table', () => {
    const html = render('club.friendly');
    expect(html).not.toContain('league-tab');
  });
});
