import type { Database } from '../../db/client.ts';
import { hasFixturesBetween } from '../fixtures.repository.ts';

/** Every simulated match's external ref starts so (season/season-fixture.ts). */
export const SIMULATOR_REF_PREFIX = 'sim:';
const HALF_DAY = 12 * 3_600_000;

/**
 * Whether the demo world of the day around `now` is stored: after a restart it is, and pages can
 * be answered at once, the simulator catching live matches up in place; after a fresh start it
 * is not, and requests wait for the simulator (decision 0121).
 */
export function demoDayStored(db: Database, now: number): Promise<boolean> {
  return hasFixturesBetween(db, SIMULATOR_REF_PREFIX, new Date(now - HALF_DAY), new Date(now + HALF_DAY));
}
