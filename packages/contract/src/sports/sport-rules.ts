import type { TieBreakCriterion } from '../tie-break.ts';

/**
 * What a sport is to Placar: every rule that differs between sports, given once per sport in
 * its own module (football.ts, basketball.ts) and looked up through sport-registry.ts. Code
 * elsewhere asks these rules and never compares with a sport's name.
 */

/** Where a match is in its life: what the schedule tabs filter on. */
export type MatchPhase = 'upcoming' | 'live' | 'finished' | 'postponed' | 'canceled' | 'interrupted';

/** A text the server sends as it is, in both interface languages. */
export type LocalText = Readonly<{ en: string; br: string }>;

/** A text of the web's catalogues (`apps/web/app/i18n`): its key and the numbers it is filled with. */
export type CatalogueText = Readonly<{ key: string; values?: Readonly<Record<string, number>> }>;

/** How a finished match was decided: the table counts an overtime or shoot-out result apart. */
export type DecidedIn = 'regulation' | 'overtime' | 'shootout';

/** A status code (requirement status-codes) of a sport. */
export interface StatusRule {
  phase: MatchPhase;
  /** The status text the API sends (`status.text`); blank before kickoff (codes 0 and 1). */
  text: LocalText;
  /**
   * A period is being played and the live clock shows it: football the minute, capped at the
   * period's regular end minutes for "45+2'" (extra time has two); the other sports the
   * period's short name and the time left, "Q3 05:32".
   */
  clock?: { minuteCaps: readonly number[] } | { period: CatalogueText };
}

/** A finished status code's result: the word a page shows ("Full-time", "Final", "Final/OT") and how the match was decided, when not in regulation time. */
export type ResultRule = Readonly<{ word: CatalogueText; decidedIn?: Exclude<DecidedIn, 'regulation'> }>;

export interface PeriodRules {
  /** Periods of regulation time: 2 halves, 4 quarters, 3 periods. */
  regular: number;
  /** What follows a level regulation: football two halves of extra time; basketball overtimes until one side leads (null: as many as it takes). */
  overtime: { periods: number | null } | null;
  /** A shoot-out when overtime leaves the sides level (football's penalties): its incidents carry this period number. */
  shootout: { period: number } | null;
  /** The long name of a period as incidents number them (1-based): "1st half", "Quarter 3", "Overtime 2". */
  name(period: number): CatalogueText;
  /** The short name of the n-th period column of a score by period (0-based): 1H 2H ET1 ET2, Q1-Q4 OT OT2. */
  short(index: number): CatalogueText;
}

/** Points a result earns in a table. Overtime and shoot-out results earn their own where the sport says so. */
export interface PointsRule {
  win: number;
  draw: number;
  loss: number;
  overtimeWin: number;
  overtimeLoss: number;
}

/** The standings columns the web knows how to fill (`apps/web/app/components/standings/standings-columns.ts`). */
export const STANDING_COLUMNS = [
  'played',
  'won',
  'drawn',
  'lost',
  'overtimeLost',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'points',
  /** Win percentage, .667 */
  'pct',
  /** Games behind the leader */
  'gb',
  /** Home and away records */
  'home',
  'away',
  'lastTen',
  'streak',
] as const;
export type StandingColumnId = (typeof STANDING_COLUMNS)[number];

/** A standings column: shown on every screen, or only from the `sm` or `md` width up; `strong` is the ranking value. */
export type StandingColumn = Readonly<{ id: StandingColumnId; wide?: 'sm' | 'md'; strong?: true }>;

export interface TableRules {
  /** Points per result; null where the table ranks by win percentage and shows no points (basketball). */
  points: PointsRule | null;
  /** Whether a shoot-out decides the table's result (hockey) or only who goes through a cup tie (football: a draw on the score). */
  shootoutDecides: boolean;
  /** The ranking used when a competition names no regulation (stored legacy names, hand-made competitions). */
  defaultTieBreak: readonly TieBreakCriterion[];
  columns: readonly StandingColumn[];
  /** A one-side record as fans write it: W-D-L, or W-L where draws do not happen. */
  record: 'won-drawn-lost' | 'won-lost';
  /** The last results as dots beside the table (football). */
  form: boolean;
  /** Games behind the leader, ((leader W - W) + (L - leader L)) / 2 (basketball). */
  gamesBehind: boolean;
}

/** The box score columns the web knows how to fill (`apps/web/app/features/match/box-score.tsx`). */
export const BOX_SCORE_COLUMNS = [
  'min',
  'pts',
  'fg',
  'tp',
  'ft',
  'reb',
  'ast',
  'stl',
  'blk',
  'to',
  'pf',
  'plusMinus',
] as const;
export type BoxScoreColumnId = (typeof BOX_SCORE_COLUMNS)[number];

/** A team statistic the feeds send, in the sport's display order; pages label it from their catalogues (`statLabels.<key>`). */
export type StatisticRule = Readonly<{ key: string; percent?: true }>;

/** The API's labels of a sport's statistics (statsData's `label`), apart from its rules so pages never load them (statistic-labels.ts). */
export type StatisticLabels = Readonly<Record<string, LocalText>>;

/** A season figure of a player page (catalogue `player.figures.<id>`): a sum over the player's matches, or a sum per game played. */
export const PLAYER_FIGURES = [
  'appearances',
  'minutes',
  'goals',
  'assists',
  'yellowCards',
  'redCards',
  'points',
  'rebounds',
  'pointsPerGame',
  'reboundsPerGame',
  'assistsPerGame',
] as const;
export type PlayerFigureId = (typeof PLAYER_FIGURES)[number];

/** How a team lines up (decision 0141). */
export interface LineupRules {
  /** Players who start: the first of a squad in its order (football 11, basketball 5). */
  starters: number;
  /** Whether the starters are drawn on a pitch in their formation (DF-MF-FW counts, "4-3-3"); else listed. */
  pitch: boolean;
  /** Regular time in minutes (minutes played count up to it; extra time adds its periods). */
  regularMinutes: number;
  /** Minutes of each overtime period. */
  overtimeMinutes: number;
  /** The player page's season figures, in order. */
  figures: readonly PlayerFigureId[];
}

/**
 * How the match page's commentary (apps/web/app/features/match/commentary) tells a sport: its lines
 * are the web catalogues' `commentary.<code>` texts, one per incident kind and period marker.
 */
export interface CommentaryRules {
  /** A period beginning, as a commentator announces it: the catalogue key under `commentary.<code>.start` and its numbers. */
  periodStart(period: number): CatalogueText;
  /** Points in a row without reply that make a scoring run worth telling (basketball's "8-0 run"); null where every score is told on its own. */
  scoringRun: number | null;
  /** How a line is stamped: the minute (45+2') or the period's short name (Q3), where a clock counts down. */
  stamp: 'minute' | 'period';
}

/** Colours of the web's theme a sport's art may use (`apps/web/app/app.css`). */
export type SportTone = 'pitch' | 'hoop';

/**
 * What every page's first load needs of a sport (match rows, live scores and clocks): its status
 * codes and its clock, in the sport's `<sport>-statuses.ts` (served-sports.ts holds them), so the
 * rest of its rules (`<sport>.ts`) load only with the pages that use them.
 */
export interface SportStatusRules {
  /** Every status code of requirement status-codes for the sport. */
  statuses: Readonly<Record<number, StatusRule>>;
  clock: {
    /** 'up': seconds played since kickoff (football); 'down': seconds left in the period. */
    direction: 'up' | 'down';
  };
}

export interface SportRules<Code extends string = string> extends SportStatusRules {
  code: Code;
  /** The sport's name, as the sports list, the room settings and the server's messages say it. */
  name: LocalText;
  /** schema.org's name of the sport (a match page's SportsEvent). */
  schemaOrgName: string;
  /** Every finished status code's result (the codes of phase `finished`). */
  results: Readonly<Record<number, ResultRule>>;
  periods: PeriodRules;
  /** Whether a match may end level (football); elsewhere overtime plays until one side leads. */
  draws: boolean;
  table: TableRules;
  /** The player box score's columns in order; null where the sport has none. */
  boxScore: { columns: readonly BoxScoreColumnId[] } | null;
  statistics: readonly StatisticRule[];
  /** Incidents that are a goal fans are told of (favourite alerts, the chat's goal slow mode); empty where scoring is too frequent to tell each. */
  goalIncidents: readonly string[];
  commentary: CommentaryRules;
  /**
   * Where a league page's top scorers and assists come from: goal incidents (the scorer is the
   * incident's player, the assist its detail; `penalties` are counted apart), or the box scores'
   * points and assists, shown per game.
   */
  leaders: { source: 'incidents'; goals: readonly string[]; penalties: readonly string[] } | { source: 'boxScore' };
  /** Kickoff to full time with breaks and stoppages, when the server never saw full time. */
  typicalMinutes: number;
  /** Squad positions in the order a team page groups them (catalogue `team.positions.<code>`). */
  positions: readonly string[];
  lineup: LineupRules;
  /** A room's cover placeholder: a theme tone and an SVG path (24 x 24) drawn in a circle. */
  art: { tone: SportTone; path: string };
}
