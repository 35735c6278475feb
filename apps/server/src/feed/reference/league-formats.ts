import type { TableZone, ZoneKind } from '@placar/contract/league-format';
import type { LocalText } from '@placar/contract/sports/sport-rules';

/**
 * What each place of a demo competition's table leads to, and how its league groups teams, from
 * the competition's regulation (decision 0144). Zones are per season: an entry applies from the
 * season it names (seasons compare as their names sort: "2024/25" < "2025/26", "2024" < "2025")
 * until a later entry. Conferences and divisions name their teams in English (`teams.name_en`);
 * a table whose teams are not all found (an import with other names) is shown ungrouped.
 */

const zone = (kind: ZoneKind, from: number, to: number = from): TableZone => ({ kind, from, to });

interface ZonesSince {
  /** The first season (its name) these zones apply to. */
  since: string;
  zones: readonly TableZone[];
}

interface Division {
  key: string;
  name: LocalText;
  teams: readonly string[];
}

interface Conference {
  key: string;
  name: LocalText;
  divisions: readonly Division[];
}

interface LeagueFormat {
  /** Where the zones come from, for the docs and the decision record. */
  source: string;
  zones: readonly ZonesSince[];
  /** Conferences the table ranks by (zones then count within each); absent for a single table. */
  conferences?: readonly Conference[];
  /** Zones within each group where a vendor's standings group the season (decision 0156), per season like `zones`. */
  groupZones?: readonly ZonesSince[];
}

/** UEFA's places for the big five leagues' 20-team tables: four league-phase places, one Europa, one Conference, three down. */
const twentyTeamEurope = (source: string): LeagueFormat => ({
  source,
  zones: [
    {
      since: '2024/25',
      zones: [
        zone('champions_league', 1, 4),
        zone('europa_league', 5),
        zone('conference_league', 6),
        zone('relegation', 18, 20),
      ],
    },
  ],
});

export const LEAGUE_FORMATS: Readonly<Record<string, LeagueFormat>> = {
  'eng.1': twentyTeamEurope('Premier League Handbook 2025/26, Section C; UEFA access list 2024-27'),
  'esp.1': twentyTeamEurope('LaLiga / RFEF 2025/26; UEFA access list 2024-27'),
  'ita.1': twentyTeamEurope('Lega Serie A 2025/26; UEFA access list 2024-27'),
  'ger.1': {
    source: 'DFL Spielordnung 2025/26 (Relegation: 16th against the 2. Bundesliga third); UEFA access list 2024-27',
    zones: [
      {
        since: '2024/25',
        zones: [
          zone('champions_league', 1, 4),
          zone('europa_league', 5),
          zone('conference_league', 6),
          zone('relegation_playoff', 16),
          zone('relegation', 17, 18),
        ],
      },
    ],
  },
  'fra.1': {
    source: 'LFP Règlement 2025/26 (18 clubs, barrage 16th); UEFA access list 2024-27',
    zones: [
      {
        since: '2024/25',
        zones: [
          zone('champions_league', 1, 3),
          zone('champions_league_qualifying', 4),
          zone('europa_league', 5),
          zone('conference_league', 6),
          zone('relegation_playoff', 16),
          zone('relegation', 17, 18),
        ],
      },
    ],
  },
  'por.1': {
    source: 'Liga Portugal Regulamento 2025/26 (18 clubs, play-off 16th); UEFA access list 2024-27',
    zones: [
      {
        since: '2024/25',
        zones: [
          zone('champions_league', 1),
          zone('champions_league_qualifying', 2),
          zone('europa_league', 3),
          zone('conference_league', 4),
          zone('relegation_playoff', 16),
          zone('relegation', 17, 18),
        ],
      },
    ],
  },
  'bra.1': {
    source:
      'CBF REC Série A 2025: G4 to the Libertadores group stage, 5th-6th to its qualifying, 7th-12th to the Sul-Americana, four relegated',
    zones: [
      {
        since: '2024',
        zones: [
          zone('libertadores', 1, 4),
          zone('libertadores_qualifying', 5, 6),
          zone('sudamericana', 7, 12),
          zone('relegation', 17, 20),
        ],
      },
    ],
  },
  'uefa.cl': {
    source:
      'UEFA Champions League Regulations 2025/26, art. 17: 1st-8th to the round of 16, 9th-24th to the knockout phase play-offs',
    zones: [
      {
        since: '2024/25',
        zones: [zone('round_of_16', 1, 8), zone('knockout_playoffs', 9, 24), zone('eliminated', 25, 36)],
      },
    ],
    // The group stage of 2003/04 to 2023/24 (Regulations 2023/24, art. 16): two through, the third to the Europa League; none since.
    groupZones: [
      { since: '2003/04', zones: [zone('round_of_16', 1, 2), zone('europa_league', 3)] },
      { since: '2024/25', zones: [] },
    ],
  },
  nbb: {
    source:
      'LNB, Regulamento NBB 2024/25: 1st-4th straight to the quarter-finals, 5th-12th to the round of 16 (oitavas)',
    zones: [{ since: '2024/25', zones: [zone('quarter_finals', 1, 4), zone('round_of_16', 5, 12)] }],
  },
  nba: {
    source:
      'NBA Constitution and By-Laws; Play-In Tournament: 1st-6th of each conference to the play-offs, 7th-10th to the play-in',
    zones: [{ since: '2020/21', zones: [zone('playoffs', 1, 6), zone('play_in', 7, 10)] }],
    conferences: [
      {
        key: 'east',
        name: { en: 'Eastern Conference', br: 'Conferência Leste' },
        divisions: [
          {
            key: 'atlantic',
            name: { en: 'Atlantic', br: 'Atlântico' },
            teams: ['Boston Celtics', 'Brooklyn Nets', 'New York Knicks', 'Philadelphia 76ers', 'Toronto Raptors'],
          },
          {
            key: 'central',
            name: { en: 'Central', br: 'Central' },
            teams: ['Chicago Bulls', 'Cleveland Cavaliers', 'Detroit Pistons', 'Indiana Pacers', 'Milwaukee Bucks'],
          },
          {
            key: 'southeast',
            name: { en: 'Southeast', br: 'Sudeste' },
            teams: ['Atlanta Hawks', 'Charlotte Hornets', 'Miami Heat', 'Orlando Magic', 'Washington Wizards'],
          },
        ],
      },
      {
        key: 'west',
        name: { en: 'Western Conference', br: 'Conferência Oeste' },
        divisions: [
          {
            key: 'northwest',
            name: { en: 'Northwest', br: 'Noroeste' },
            teams: [
              'Denver Nuggets',
              'Minnesota Timberwolves',
              'Oklahoma City Thunder',
              'Portland Trail Blazers',
              'Utah Jazz',
            ],
          },
          {
            key: 'pacific',
            name: { en: 'Pacific', br: 'Pacífico' },
            teams: ['Golden State Warriors', 'LA Clippers', 'Los Angeles Lakers', 'Phoenix Suns', 'Sacramento Kings'],
          },
          {
            key: 'southwest',
            name: { en: 'Southwest', br: 'Sudoeste' },
            teams: [
              'Dallas Mavericks',
              'Houston Rockets',
              'Memphis Grizzlies',
              'New Orleans Pelicans',
              'San Antonio Spurs',
            ],
          },
        ],
      },
    ],
  },
};

/** The zones of a competition's season: the latest entry whose first season is not after it; none without a format. */
export function zonesOf(code: string, season: string): readonly TableZone[] {
  return applyingZones(LEAGUE_FORMATS[code]?.zones ?? [], season);
}

/** The zones within each group of a season a vendor's standings group (none where the regulation names none). */
export function groupZonesOf(code: string, season: string): readonly TableZone[] {
  return applyingZones(LEAGUE_FORMATS[code]?.groupZones ?? [], season);
}

function applyingZones(entries: readonly ZonesSince[], season: string): readonly TableZone[] {
  const applying = entries.filter((entry) => entry.since <= season).sort((a, b) => b.since.localeCompare(a.since));
  return applying[0]?.zones ?? [];
}
