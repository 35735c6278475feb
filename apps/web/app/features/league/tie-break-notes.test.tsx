import type { StandingRow } from '@placar/contract/schedule-entities';
import type { TieBreak, UnresolvedTie } from '@placar/contract/tie-break';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { describe, expect, it } from 'vitest';
import { TieBreakNotes } from './tie-break-notes.tsx';

const row = (id: number, name: string, position: number, played = 38): StandingRow => ({
  position,
  team: { id, name, shortName: name, logo: null },
  played,
  won: 10,
  overtimeLost: 0,
  drawn: 10,
  lost: 18,
  goalsFor: 40,
  goalsAgainst: 50,
  goalDifference: -10,
  points: 40,
  winPercentage: 0.263,
  form: [],
  gamesBehind: null,
  homeRecord: { won: 5, drawn: 5, lost: 9 },
  awayRecord: { won: 5, drawn: 5, lost: 9 },
  lastTen: { won: 3, drawn: 3, lost: 4 },
  streak: null,
});

const brasileirao: TieBreak = {
  regulation: {
    name: 'CBF, Regulamento Específico da Competição (REC), Campeonato Brasileiro Série A, art. 15',
    season: '2025',
  },
  twoTeams: [
    'points',
    'wins',
    'goal_difference',
    'goals_for',
    'h2h_points',
    'fewer_red_cards',
    'fewer_yellow_cards',
    'drawing_of_lots',
  ],
  moreTeams: [
    'points',
    'wins',
    'goal_difference',
    'goals_for',
    'fewer_red_cards',
    'fewer_yellow_cards',
    'drawing_of_lots',
  ],
};
const cards: UnresolvedTie = {
  from: 16,
  to: 17,
  teamIds: [2, 1],
  criterion: 'fewer_red_cards',
  reason: 'missing_data',
  missing: 'cards',
};
const rows = [row(1, 'Santos', 17), row(2, 'Bahia', 16)];

function render(lang: 'en' | 'br', tieBreak: TieBreak, unresolved: UnresolvedTie[], shown = rows): string {
  return renderToStaticMarkup(
    <I18nProvider lang={lang}>
      <TieBreakNotes tieBreak={tieBreak} unresolved={unresolved} rows={shown} />
    </I18nProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the notes under a table', () => {
  it('say the order after cards is not known, in both languages, and never pick silently', () => {
    expect(render('en', brasileirao, [cards])).toContain(
      '* Positions 16–17 (Bahia, Santos): order after cards not known. The next tie-break, Fewer red cards, needs data the results feed does not have; listed by name.',
    );
    expect(render('br', brasileirao, [cards])).toContain(
      '* Posições 16–17 (Bahia, Santos): ordem após cartões desconhecida. O próximo critério, Menos cartões vermelhos, depende de dados que o feed de resultados não traz; listados por nome.',
    );
  });

  it('list the criteria for two teams and for more when they differ, with the regulation and its season', () => {
    const text = render('br', brasileirao, []);
    expect(text).toContain(
      'Dois times empatados: Pontos › Vitórias › Saldo de gols › Gols pró › Confronto direto (pontos) › Menos cartões vermelhos › Menos cartões amarelos › Sorteio',
    );
    expect(text).toContain('Três ou mais: Pontos › Vitórias › Saldo de gols › Gols pró › Menos cartões vermelhos');
    expect(text).toContain(
      'Segundo CBF, Regulamento Específico da Competição (REC), Campeonato Brasileiro Série A, art. 15, temporada 2025.',
    );
    expect(text).not.toContain('*');
  });

  it('say which ties the regulation settles off the table, wait for meetings, or have no results yet', () => {
    const plain: TieBreak = {
      regulation: null,
      twoTeams: ['points', 'goal_difference'],
      moreTeams: ['points', 'goal_difference'],
    };
    expect(
      render('en', plain, [{ ...cards, criterion: 'drawing_of_lots', reason: 'off_the_table', missing: null }]),
    ).toContain('level on every tie-break; the regulation draws lots.');
    expect(
      render('en', plain, [{ ...cards, criterion: 'play_off_match', reason: 'off_the_table', missing: null }]),
    ).toContain('the regulation plays a play-off match.');
    expect(
      render('en', plain, [{ ...cards, criterion: 'h2h_goal_difference', reason: 'meetings_pending', missing: null }]),
    ).toContain('share the place until their matches against each other are played');
    expect(render('en', plain, [{ ...cards, criterion: null, reason: 'exhausted', missing: null }])).toContain(
      'Positions 16–17 (Bahia, Santos): level on every tie-break. Listed by name.',
    );
    const unplayed = [row(1, 'Santos', 17, 0), row(2, 'Bahia', 16, 0)];
    expect(
      render(
        'en',
        plain,
        [{ ...cards, criterion: 'drawing_of_lots', reason: 'off_the_table', missing: null }],
        unplayed,
      ),
    ).toContain('Positions 16–17 (Bahia, Santos): no results yet.');
    // One list for every size of tie: no "two teams" label.
    expect(render('en', plain, [])).toContain('How ties are broken Points › Goal difference');
  });

  it('name at most four teams', () => {
    const many = Array.from({ length: 6 }, (_, index) => row(index + 1, `Team ${index + 1}`, index + 1, 0));
    const text = render(
      'en',
      brasileirao,
      [
        {
          from: 1,
          to: 6,
          teamIds: [1, 2, 3, 4, 5, 6],
          criterion: 'drawing_of_lots',
          reason: 'off_the_table',
          missing: null,
        },
      ],
      many,
    );
    expect(text).toContain('Positions 1–6 (Team 1, Team 2, Team 3, Team 4 and 2 more): no results yet.');
  });
});
