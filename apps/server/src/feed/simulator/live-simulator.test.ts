import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, gt, sql } from 'drizzle-orm';
import type { MatchUpdate } from '@placar/contract/live-update';
import { matchPhase } from '@placar/contract/match-status';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { matchIncidents, matches, matchStats } from '../../db/schema.ts';
import { ManualClock } from '../../clock.ts';
import { EventBus } from '../../events.ts';
import { startFeeds } from '../feed-runner.ts';
import { LiveSimulator } from './live-simulator.ts';

const START = Date.parse('2025-03-15T15:00:00Z');

describe('live simulator on a database', () => {
  let database: TestDatabase;
  const events = new EventBus();
  const published: MatchUpdate[] = [];
  events.on('matchUpdated', (update) => {
    published.push(update);
  });
  let realNow = START;
  const simulator = () => new LiveSimulator({ seed: 'test', speed: 600, tickMs: 3_600_000, now: () => realNow });
  const phases = async () => {
    const rows = await database.db.select({ status: matches.status, sport: matches.sportId }).from(matches);
    return rows.map((row) => matchPhase(row.sport === 1 ? 'football' : 'basketball', row.status));
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('creates fixtures for five days with past matches finished, some live, some upcoming', async () => {
    const feeds = await startFeeds([simulator()], { db: database.db, events, clock: new ManualClock(START) });
    await feeds.stop();
    const [total] = await database.db.select({ n: count() }).from(matches);
    expect(total?.n).toBeGreaterThan(200);
    const seen = await phases();
    expect(seen.filter((phase) => phase === 'live').length).toBeGreaterThanOrEqual(3);
    expect(seen.filter((phase) => phase === 'finished').length).toBeGreaterThan(50);
    expect(seen.filter((phase) => phase === 'upcoming').length).toBeGreaterThan(50);
    const [withStats] = await database.db.select({ n: sql<number>`count(distinct ${matchStats.matchId})::int` }).from(matchStats);
    expect(withStats?.n).toBeGreaterThan(50);
    // Every stored change was announced, with its incidents.
    const [stored] = await database.db.select({ n: count() }).from(matchIncidents);
    expect(published.flatMap((update) => update.incidents)).toHaveLength(stored?.n ?? -1);
  });

  it('plays on: statuses, scores and seq move as simulated time passes', async () => {
    const sim = simulator();
    const feeds = await startFeeds([sim], { db: database.db, events, clock: new ManualClock(START) });
    const before = await database.db.select({ id: matches.id, status: matches.status, seq: matches.seq }).from(matches);
    published.length = 0;
    realNow += 20_000; // 20 s at 600x: more than three simulated hours
    expect(await sim.tick()).toBeGreaterThan(10);
    await feeds.stop();
    const after = new Map((await database.db.select({ id: matches.id, status: matches.status, seq: matches.seq }).from(matches)).map((row) => [row.id, row]));
    const changed = before.filter((row) => after.get(row.id)?.status !== row.status);
    expect(changed.length).toBeGreaterThan(10);
    for (const update of published) expect(update.seq).toBe(after.get(update.id)?.seq ?? -1);
  });

  it('restarts on the same data without duplicating fixtures or replaying settled matches', async () => {
    const [before] = await database.db.select({ n: count() }).from(matches);
    const [incidentsBefore] = await database.db.select({ n: count() }).from(matchIncidents);
    const [seqBefore] = await database.db.select({ n: count() }).from(matches).where(gt(matches.seq, 0));
    published.length = 0;
    // The instant the previous run reached: 20 s at 600x after START.
    const restarted = new LiveSimulator({ seed: 'test', speed: 1, tickMs: 3_600_000, now: () => START + 20_000 * 600 });
    const feeds = await startFeeds([restarted], { db: database.db, events, clock: new ManualClock(START) });
    await feeds.stop();
    const [after] = await database.db.select({ n: count() }).from(matches);
    const [incidentsAfter] = await database.db.select({ n: count() }).from(matchIncidents);
    expect(after?.n).toBe(before?.n);
    expect(incidentsAfter?.n).toBe(incidentsBefore?.n);
    // Only matches live right now are re-sent once (their clock); finished ones are left alone.
    const live = (await phases()).filter((phase) => phase === 'live').length;
    expect(published.length).toBeLessThanOrEqual(live);
    expect(seqBefore?.n).toBeGreaterThan(0);
    const [one] = await database.db.select({ ref: matches.externalRef }).from(matches).where(eq(matches.id, 1));
    expect(one?.ref).toMatch(/^sim:/);
  });
});
