import type { MatchUpdateInput } from '@placar/contract/live-update';
import type { StoredLineupPlayer } from '../db/schema.ts';

/** A team as a provider names it; created on first sight, matched by sport and code afterwards. */
export interface FixtureTeam {
  code: string;
  nameEn: string;
  nameBr?: string | null;
  shortName?: string;
  country?: string | null;
  /** Primary and secondary colour (#rrggbb) for the drawn crest. */
  colors?: [string, string];
  /** A real logo's URL: it replaces the drawn crest. */
  logo?: string | null;
  /** The head coach, when the source knows it (a source that does not keeps the stored one). */
  coach?: string | null;
  /** The squad, when the source knows it: it replaces the stored one. */
  squad?: { name: string; number: number | null; position: string | null }[];
}

/** One player's line of a basketball box score. */
export type BoxScoreLine = NonNullable<MatchUpdateInput['players']>[number];

export interface FixtureSide {
  score: number | null;
  periods: number[];
  penalties: number | null;
}

/** A match a provider knows before it is played, and its result when the provider has one. */
export interface Fixture {
  /** Unique per source: `sim:...`, `openfootball:...`, `apif:...`. */
  externalRef: string;
  /** A ref the same source gave this match before: a match stored under it moves to externalRef. */
  formerRef?: string;
  competitionCode: string;
  season: { name: string; startsOn: string; endsOn: string };
  round: string | null;
  roundOrder: number | null;
  kickoff: Date;
  home: FixtureTeam;
  away: FixtureTeam;
  venue?: string | null;
  hot?: boolean;
  /** Importers of past results set it and overwrite the stored state; live feeds leave it out and send updates. */
  result?: {
    status: number;
    home: FixtureSide;
    away: FixtureSide;
    /** Everything that happened, in order; stored ones are kept and the rest added (no announcement: the match is over). */
    incidents?: NonNullable<MatchUpdateInput['incidents']>;
    stats?: NonNullable<MatchUpdateInput['stats']>;
    players?: BoxScoreLine[];
  };
}

/** One side's line-up as a vendor hands it in for one match (decision 0156), starters first. */
export interface VendorLineup {
  side: 'home' | 'away';
  formation: string | null;
  coach: string | null;
  /** Each with the vendor's player id (`apif:909`): a player keeps its row, and page, across imports and renames. */
  players: (Omit<StoredLineupPlayer, 'playerId'> & { externalRef: string })[];
}

/** A group of a season as the vendor's standings name it, its teams by the vendor's names. */
export interface SeasonGroup {
  name: string;
  teams: string[];
}

/** What a provider can learn about matches it already delivered (to resume after a restart). */
export interface StoredProgress {
  matchId: number;
  status: number;
  seq: number;
  incidents: number;
}

/** Where providers deliver: the same store and ingestion path as POST /api/schedule/mqttMessageSend. */
export interface FeedSink {
  saveFixtures(fixtures: Fixture[]): Promise<Map<string, number>>;
  /** Stores the updates in one transaction, then announces each (matchUpdated). */
  ingest(updates: MatchUpdateInput[]): Promise<void>;
  progress(externalRefs: string[]): Promise<Map<string, StoredProgress>>;
  /** Removes the matches whose external ref starts with `prefix` and is not in `keep`; returns how many. */
  prune?(prefix: string, keep: string[]): Promise<number>;
  /** The source of every stored season, by seasonKey (season-owner.ts): whose a season is. */
  seasonOwners?(): Promise<Map<string, string>>;
  /** Stores a match's line-ups (a vendor's): its players join their teams' squads under their vendor ids. */
  saveLineups?(externalRef: string, lineups: VendorLineup[]): Promise<void>;
  /** Stores a season's groups, in a season the writer owns only; returns whether it stored them. */
  saveSeasonGroups?(
    source: string,
    competitionCode: string,
    seasonName: string,
    groups: SeasonGroup[],
  ): Promise<boolean>;
}

/**
 * A source of fixtures and live updates: the simulator, an importer, a vendor adapter. They are
 * interchangeable: the feed runner upserts `fixtures()` then lets `start` push updates.
 */
export interface FeedProvider {
  readonly name: string;
  /** The fixtures to store before start; `sink` tells whose the stored seasons are. */
  fixtures(sink?: FeedSink): Promise<Fixture[]>;
  start?(sink: FeedSink): Promise<void>;
  stop?(): Promise<void>;
}
