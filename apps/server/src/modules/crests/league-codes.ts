/**
 * Leagues' own team codes, drawn on a crest instead of letters made from the short name: a fan
 * knows the Bucks as MIL and the Mavericks as DAL, not BUC and MAV. Keyed by our team code.
 */
export const LEAGUE_TEAM_CODES: Readonly<Record<string, string>> = {
  // The NBA's tricodes (as on nba.com's scoreboards).
  'atlanta-hawks': 'ATL',
  'boston-celtics': 'BOS',
  'brooklyn-nets': 'BKN',
  'charlotte-hornets': 'CHA',
  'chicago-bulls': 'CHI',
  'cleveland-cavaliers': 'CLE',
  'dallas-mavericks': 'DAL',
  'denver-nuggets': 'DEN',
  'detroit-pistons': 'DET',
  'golden-state-warriors': 'GSW',
  'houston-rockets': 'HOU',
  'indiana-pacers': 'IND',
  'la-clippers': 'LAC',
  'los-angeles-lakers': 'LAL',
  'memphis-grizzlies': 'MEM',
  'miami-heat': 'MIA',
  'milwaukee-bucks': 'MIL',
  'minnesota-timberwolves': 'MIN',
  'new-orleans-pelicans': 'NOP',
  'new-york-knicks': 'NYK',
  'oklahoma-city-thunder': 'OKC',
  'orlando-magic': 'ORL',
  'philadelphia-76ers': 'PHI',
  'phoenix-suns': 'PHX',
  'portland-trail-blazers': 'POR',
  'sacramento-kings': 'SAC',
  'san-antonio-spurs': 'SAS',
  'toronto-raptors': 'TOR',
  'utah-jazz': 'UTA',
  'washington-wizards': 'WAS',
};
