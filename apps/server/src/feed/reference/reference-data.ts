/** Sports, countries and competitions every feed relies on; upserted at start (reference.repository.ts). */
export interface SportRow {
  code: 'football' | 'basketball';
  nameEn: string;
  nameBr: string;
}

export interface CountryRow {
  code: string;
  nameEn: string;
  nameBr: string | null;
}

export type TieBreak = 'goal_difference' | 'head_to_head' | 'win_percentage';

export interface CompetitionRow {
  code: string;
  sport: 'football' | 'basketball';
  country: string;
  nameEn: string;
  nameBr: string | null;
  shortName: string;
  tieBreak: TieBreak;
  priority: number;
  hot: boolean;
  /** IANA zone of local kickoff times (importers that only know a local time). */
  timeZone: string;
}

export const SPORT_ROWS: readonly SportRow[] = [
  { code: 'football', nameEn: 'Football', nameBr: 'Futebol' },
  { code: 'basketball', nameEn: 'Basketball', nameBr: 'Basquete' },
];

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
];

export const COMPETITION_ROWS: readonly CompetitionRow[] = [
  { code: 'bra.1', sport: 'football', country: 'BR', nameEn: 'Brasileirão Série A', nameBr: null, shortName: 'Brasileirão', tieBreak: 'goal_difference', priority: 1, hot: true, timeZone: 'America/Sao_Paulo' },
  { code: 'eng.1', sport: 'football', country: 'ENG', nameEn: 'Premier League', nameBr: null, shortName: 'Premier League', tieBreak: 'goal_difference', priority: 2, hot: true, timeZone: 'Europe/London' },
  { code: 'esp.1', sport: 'football', country: 'ES', nameEn: 'La Liga', nameBr: null, shortName: 'La Liga', tieBreak: 'head_to_head', priority: 3, hot: true, timeZone: 'Europe/Madrid' },
  { code: 'uefa.cl', sport: 'football', country: 'EU', nameEn: 'Champions League', nameBr: 'Liga dos Campeões', shortName: 'UCL', tieBreak: 'goal_difference', priority: 4, hot: true, timeZone: 'Europe/Paris' },
  { code: 'ita.1', sport: 'football', country: 'IT', nameEn: 'Serie A', nameBr: 'Campeonato Italiano', shortName: 'Serie A', tieBreak: 'head_to_head', priority: 5, hot: false, timeZone: 'Europe/Rome' },
  { code: 'ger.1', sport: 'football', country: 'DE', nameEn: 'Bundesliga', nameBr: null, shortName: 'Bundesliga', tieBreak: 'goal_difference', priority: 6, hot: false, timeZone: 'Europe/Berlin' },
  { code: 'fra.1', sport: 'football', country: 'FR', nameEn: 'Ligue 1', nameBr: null, shortName: 'Ligue 1', tieBreak: 'goal_difference', priority: 7, hot: false, timeZone: 'Europe/Paris' },
  { code: 'por.1', sport: 'football', country: 'PT', nameEn: 'Primeira Liga', nameBr: 'Campeonato Português', shortName: 'Primeira Liga', tieBreak: 'goal_difference', priority: 8, hot: false, timeZone: 'Europe/Lisbon' },
  { code: 'nba', sport: 'basketball', country: 'US', nameEn: 'NBA', nameBr: null, shortName: 'NBA', tieBreak: 'win_percentage', priority: 10, hot: true, timeZone: 'America/New_York' },
  { code: 'nbb', sport: 'basketball', country: 'BR', nameEn: 'NBB', nameBr: null, shortName: 'NBB', tieBreak: 'win_percentage', priority: 11, hot: false, timeZone: 'America/Sao_Paulo' },
];

export function competitionRow(code: string): CompetitionRow {
  const row = COMPETITION_ROWS.find((entry) => entry.code === code);
  if (row === undefined) throw new Error(`unknown competition ${code}`);
  return row;
}
