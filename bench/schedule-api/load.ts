/** The load both servers are measured under. */
export const MATCHES = 300;
export const PATH = '/api/schedule/mobilList?limit=500';
/** The feed credential the goal storm sends its updates with (FEED_TOKENS of the app under test). */
export const FEED_TOKEN = 'bench-feed-secret-0123456789';
/** The goal storm: one feed update every STORM_INTERVAL_MS to a match on the listed day. */
export const STORM_INTERVAL_MS = 100;

/** What serve.ts prints once both servers listen. */
export interface Servers {
  appUrl: string;
  bareUrl: string;
  matches: number;
  competitions: number;
  bytes: number;
  /** The listed day's live matches (any listed ones when none is live) with their status and home score, for the goal storm. */
  live: { id: number; status: number; homeScore: number }[];
}
