import { sportRules } from '@placar/contract/sports/sport-registry';
import { servedSports } from '@placar/contract/sports/served-sports';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { TieBreakRule } from '../../modules/schedule/tie-break-rule.ts';

/** Sports, countries and competitions every feed relies on; upserted at start (reference.repository.ts). */
interface SportRow {
  code: Sport;
  nameEn: string;
  nameBr: string;
}

interface CountryRow {
  code: string;
  nameEn: string;
  nameBr: string | null;
}

export type TieBreak = 'goal_difference' | 'head_to_head' | 'win_percentage';

export interface CompetitionRow {
  code: string;
  sport: Sport;
  country: string;
  nameEn: string;
  nameBr: string | null;
  shortName: string;
  /** The sport's plain rule, stored only for a competition without a regulation in TIE_BREAKS below. */
  tieBreak: TieBreak;
  priority: number;
  hot: boolean;
  /** IANA zone of local kickoff times (importers that only know a local time). */
  timeZone: string;
}

/** One row per sport served, named by its rules (sports/ in the contract): a new sport needs no migration. */
export const SPORT_ROWS: readonly SportRow[] = servedSports().map((code) => ({
  code,
  nameEn: sportRules(code).name.en,
  nameBr: sportRules(code).name.br,
}));

export const COUNTRY_ROWS: readonly CountryRow[] = [
  { code: 'BR', nameEn: 'Brazil', nameBr: 'Brasil' },
  { code: 'ENG', nameEn: 'England', nameBr: 'Inglaterra' },
  { code: 'ES', nameEn: 'Spain', nameBr: 'Espanha' },
  { code: 'IT', nameEn: 'Italy', nameBr: 'Itália' },
  { code: 'DE', nameEn: 'Germany', nameBr: 'Alemanha' },
  { code: 'FR', nameEn: 'France', nameBr: 'França' },
  { code: 'PT', nameEn: 'Portugal', nameBr: null },
  { code: 'NL', nameEn: 'Netherlands', nameBr: 'Holanda' },
  { code: 'US', nameEn: 'USA', nameBr: 'EUA' },
  { code: 'EU', nameEn: 'Europe', nameBr: 'Europa' },
  // Champions League clubs from outside the demo leagues.
  { code: 'BE', nameEn: 'Belgium', nameBr: 'Bélgica' },
  { code: 'TR', nameEn: 'Turkey', nameBr: 'Turquia' },
  { code: 'GR', nameEn: 'Greece', nameBr: 'Grécia' },
  { code: 'CZ', nameEn: 'Czechia', nameBr: 'Tchéquia' },
  { code: 'DK', nameEn: 'Denmark', nameBr: 'Dinamarca' },
  { code: 'NO', nameEn: 'Norway', nameBr: 'Noruega' },
  { code: 'AZ', nameEn: 'Azerbaijan', nameBr: 'Azerbaijão' },
  { code: 'KZ', nameEn: 'Kazakhstan', nameBr: 'Cazaquistão' },
  { code: 'CY', nameEn: 'Cyprus', nameBr: 'Chipre' },
  // Competitions between clubs of any country (club friendlies).
  { code: 'INT', nameEn: 'International', nameBr: 'Internacional' },
];

export const COMPETITION_ROWS: readonly CompetitionRow[] = [
  {
    code: 'bra.1',
    sport: 'football',
    country: 'BR',
    nameEn: 'Brasileirão Série A',
    nameBr: null,
    shortName: 'Brasileirão',
    tieBreak: 'goal_difference',
    priority: 1,
    hot: true,
    timeZone: 'America/Sao_Paulo',
  },
  {
    code: 'eng.1',
    sport: 'football',
    country: 'ENG',
    nameEn: 'Premier League',
    nameBr: null,
    shortName: 'Premier League',
    tieBreak: 'goal_difference',
    priority: 2,
    hot: true,
    timeZone: 'Europe/London',
  },
  {
    code: 'esp.1',
    sport: 'football',
    country: 'ES',
    nameEn: 'La Liga',
    nameBr: null,
    shortName: 'La Liga',
    tieBreak: 'head_to_head',
    priority: 3,
    hot: true,
    timeZone: 'Europe/Madrid',
  },
  {
    code: 'uefa.cl',
    sport: 'football',
    country: 'EU',
    nameEn: 'Champions League',
    nameBr: 'Liga dos Campeões',
    shortName: 'UCL',
    tieBreak: 'goal_difference',
    priority: 4,
    hot: true,
    timeZone: 'Europe/Paris',
  },
  {
    code: 'ita.1',
    sport: 'football',
    country: 'IT',
    nameEn: 'Serie A',
    nameBr: 'Campeonato Italiano',
    shortName: 'Serie A',
    tieBreak: 'head_to_head',
    priority: 5,
    hot: false,
    timeZone: 'Europe/Rome',
  },
  {
    code: 'ger.1',
    sport: 'football',
    country: 'DE',
    nameEn: 'Bundesliga',
    nameBr: null,
    shortName: 'Bundesliga',
    tieBreak: 'goal_difference',
    priority: 6,
    hot: false,
    timeZone: 'Europe/Berlin',
  },
  {
    code: 'fra.1',
    sport: 'football',
    country: 'FR',
    nameEn: 'Ligue 1',
    nameBr: null,
    shortName: 'Ligue 1',
    tieBreak: 'goal_difference',
    priority: 7,
    hot: false,
    timeZone: 'Europe/Paris',
  },
  {
    code: 'por.1',
    sport: 'football',
    country: 'PT',
    nameEn: 'Primeira Liga',
    nameBr: 'Campeonato Português',
    shortName: 'Primeira Liga',
    tieBreak: 'goal_difference',
    priority: 8,
    hot: false,
    timeZone: 'Europe/Lisbon',
  },
  {
    code: 'nba',
    sport: 'basketball',
    country: 'US',
    nameEn: 'NBA',
    nameBr: null,
    shortName: 'NBA',
    tieBreak: 'win_percentage',
    priority: 10,
    hot: true,
    timeZone: 'America/New_York',
  },
  {
    code: 'nbb',
    sport: 'basketball',
    country: 'BR',
    nameEn: 'NBB',
    nameBr: null,
    shortName: 'NBB',
    tieBreak: 'win_percentage',
    priority: 11,
    hot: false,
    timeZone: 'America/Sao_Paulo',
  },
  // Kickoffs around the clock (UTC) so the demo always has a match live (decision 0081).
  {
    code: 'club.friendly',
    sport: 'football',
    country: 'INT',
    nameEn: 'Club Friendlies',
    nameBr: 'Amistosos de Clubes',
    shortName: 'Friendlies',
    tieBreak: 'goal_difference',
    priority: 20,
    hot: false,
    timeZone: 'UTC',
  },
];

export function competitionRow(code: string): CompetitionRow {
  const row = COMPETITION_ROWS.find((entry) => entry.code === code);
  if (row === undefined) throw new Error(`unknown competition ${code}`);
  return row;
}

/**
 * How each competition ranks teams level on points, from its regulation (docs/STANDINGS.md
 * lists them with their sources). A competition without an entry ranks by its sport's plain rule.
 */
export const TIE_BREAKS: Readonly<Record<string, TieBreakRule>> = {
  'bra.1': {
    regulation: {
      name: 'CBF, Regulamento Específico da Competição (REC), Campeonato Brasileiro Série A, art. 15',
      season: '2025',
      url: 'https://www.cbf.com.br',
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
  },
  'eng.1': {
    regulation: {
      name: 'Premier League Handbook, Section C (The League Competition)',
      season: '2025/26',
      url: 'https://www.premierleague.com',
    },
    twoTeams: ['points', 'goal_difference', 'goals_for', 'h2h_points', 'h2h_away_goals_for', 'play_off_match'],
    moreTeams: ['points', 'goal_difference', 'goals_for', 'h2h_points', 'h2h_away_goals_for', 'play_off_match'],
  },
  'esp.1': {
    regulation: { name: 'RFEF, Reglamento General, art. 201 (LaLiga)', season: '2025/26', url: 'https://www.rfef.es' },
    twoTeams: ['points', 'h2h_goal_difference', 'goal_difference', 'goals_for', 'fair_play'],
    moreTeams: ['points', 'h2h_points', 'h2h_goal_difference', 'goal_difference', 'goals_for', 'fair_play'],
  },
  'uefa.cl': {
    regulation: {
      name: 'UEFA Champions League Regulations, art. 18 (equality of points in the league phase)',
      season: '2025/26',
      url: 'https://www.uefa.com',
    },
    twoTeams: [
      'points',
      'goal_difference',
      'goals_for',
      'away_goals_for',
      'wins',
      'away_wins',
      'opponents_points',
      'opponents_goal_difference',
      'opponents_goals_for',
      'disciplinary_points',
      'club_coefficient',
    ],
    moreTeams: [
      'points',
      'goal_difference',
      'goals_for',
      'away_goals_for',
      'wins',
      'away_wins',
      'opponents_points',
      'opponents_goal_difference',
      'opponents_goals_for',
      'disciplinary_points',
      'club_coefficient',
    ],
  },
  'ita.1': {
    regulation: { name: 'Lega Serie A, classifica avulsa', season: '2025/26', url: 'https://www.legaseriea.it' },
    twoTeams: ['points', 'h2h_points', 'h2h_goal_difference', 'goal_difference', 'goals_for', 'drawing_of_lots'],
    moreTeams: ['points', 'h2h_points', 'h2h_goal_difference', 'goal_difference', 'goals_for', 'drawing_of_lots'],
  },
  'ger.1': {
    regulation: {
      name: 'DFL Spielordnung (SpOL), Platzierung bei Punktgleichheit',
      season: '2025/26',
      url: 'https://www.dfl.de',
    },
    twoTeams: [
      'points',
      'goal_difference',
      'goals_for',
      { criterion: 'h2h_goal_difference', whileMeetingsPending: 'share' },
      { criterion: 'h2h_away_goals_for', whileMeetingsPending: 'share' },
      'away_goals_for',
      'play_off_match',
    ],
    moreTeams: [
      'points',
      'goal_difference',
      'goals_for',
      { criterion: 'h2h_goal_difference', whileMeetingsPending: 'share' },
      { criterion: 'h2h_away_goals_for', whileMeetingsPending: 'share' },
      'away_goals_for',
      'play_off_match',
    ],
  },
  'fra.1': {
    regulation: {
      name: 'LFP, Règlement des compétitions, Ligue 1: départage des clubs à égalité de points',
      season: '2025/26',
      url: 'https://www.lfp.fr',
    },
    twoTeams: [
      'points',
      'goal_difference',
      'h2h_points',
      'h2h_goal_difference',
      'goals_for',
      'wins',
      'away_wins',
      'disciplinary_points',
      'drawing_of_lots',
    ],
    moreTeams: [
      'points',
      'goal_difference',
      'h2h_points',
      'h2h_goal_difference',
      'goals_for',
      'wins',
      'away_wins',
      'disciplinary_points',
      'drawing_of_lots',
    ],
  },
  'por.1': {
    regulation: {
      name: 'Liga Portugal, Regulamento das Competições, art. 17.º',
      season: '2025/26',
      url: 'https://www.ligaportugal.pt',
    },
    twoTeams: [
      'points',
      'h2h_points',
      { criterion: 'h2h_goal_difference', whileMeetingsPending: 'skip' },
      'goal_difference',
      'wins',
      'goals_for',
      'play_off_match',
    ],
    moreTeams: [
      'points',
      'h2h_points',
      { criterion: 'h2h_goal_difference', whileMeetingsPending: 'skip' },
      'goal_difference',
      'wins',
      'goals_for',
      'drawing_of_lots',
    ],
  },
  nba: {
    regulation: {
      name: 'NBA Tiebreaker Procedures (two teams tied; more than two teams tied)',
      season: '2024-25',
      url: 'https://www.nba.com',
    },
    twoTeams: [
      'win_percentage',
      'h2h_win_percentage',
      'division_leader',
      'division_win_percentage',
      'conference_win_percentage',
      'playoff_teams_own_conference_win_percentage',
      'playoff_teams_other_conference_win_percentage',
      'point_differential',
      'drawing_of_lots',
    ],
    moreTeams: [
      'win_percentage',
      'division_leader',
      'h2h_win_percentage',
      'division_win_percentage',
      'conference_win_percentage',
      'playoff_teams_own_conference_win_percentage',
      'point_differential',
      'drawing_of_lots',
    ],
  },
  nbb: {
    regulation: {
      name: 'FIBA Official Basketball Rules, Appendix D (NBB)',
      season: '2024',
      url: 'https://www.fiba.basketball',
    },
    twoTeams: [
      'win_percentage',
      'h2h_win_percentage',
      'h2h_point_differential',
      'h2h_points_scored',
      'point_differential',
      'points_scored',
      'drawing_of_lots',
    ],
    moreTeams: [
      'win_percentage',
      'h2h_win_percentage',
      'h2h_point_differential',
      'h2h_points_scored',
      'point_differential',
      'points_scored',
      'drawing_of_lots',
    ],
  },
};
