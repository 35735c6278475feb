import { servedSports } from './sports/served-sports.ts';

/** The home list's tabs: all, hot, one per sport served, then by phase. */
export const MATCH_TABS = ['all', 'hot', ...servedSports(), 'finish', 'inplay', 'upcoming'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];
