/** The simulator's source name: its seasons are the only ones it writes, and only it writes them. */
export const SIMULATOR_SOURCE = 'simulator';

/** Sources that deliver whole real seasons: each takes a season over from the simulator. */
const SEASON_SOURCES: Record<string, string> = { openfootball: 'openfootball', apif: 'api-football' };

/**
 * The source of a fixture, from its external ref's prefix (`sim:`, `openfootball:`, `apif:`);
 * anything else came through the feed call.
 */
export function sourceOfRef(ref: string): string {
  const prefix = ref.slice(0, Math.max(0, ref.indexOf(':')));
  if (prefix === 'sim') return SIMULATOR_SOURCE;
  return SEASON_SOURCES[prefix] ?? 'feed';
}

/** Whether a source brings whole real seasons (an importer, a vendor) rather than single fixtures. */
export function deliversSeasons(source: string): boolean {
  return Object.values(SEASON_SOURCES).includes(source);
}

/** A season key as the simulator and vendors compare them: competition code and season name. */
export const seasonKey = (competitionCode: string, seasonName: string) => `${competitionCode}|${seasonName}`;

/** A real season another real source owns: writing into it would count its matches twice. */
export class SeasonOwnedError extends Error {
  override name = 'SeasonOwnedError';
  readonly season: string;
  readonly owner: string;
  constructor(season: string, owner: string) {
    super(`${season} belongs to ${owner}: a season has one source, so nothing else writes into it`);
    this.season = season;
    this.owner = owner;
  }
}
