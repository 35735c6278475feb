import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like, sql } from 'drizzle-orm';
import type { MatchUpdate } from '@placar/contract/live-update';
import { matchPhase } from '@placar/contract/match-status';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { matches, matchIncidents, matchPlayerStats, seasons, teamPlayers } from '../../db/schema.ts';
import { ManualClock } from '../../clock.ts';
import { EventBus } from '../../events.ts';
import { startFeeds } from '../feed-runner.ts';
import { LiveSimulator } from './live-simulator.ts';

// A Saturday afternoon in the European season: many matches live at once.
const START = Date.parse('2026-11-21T16:20:00Z');

// Each test writes or checks every demo season (about 7,400 matches): on a shared 2-core machine,
// beside another test file, that can take longer than the suite's default 20 s.
describe('live simulator on a database', { timeout: 90_000 }, () => {
  let database: TestDatabase;
  const events = new EventBus();
  const published: MatchUpdate[] = [];
  events.on('matchUpdated', (update) => {
    published.push(update);
  });
  let realNow = START;
  const simulator = (speed = 60) => new LiveSimulator({ seed: 'test', speed, tickMs: 3_600_000, now: () => realNow });
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

  it('stores two seasons of every competition: results with what happened in them, live matches announced, the rest to come', async () => {
    // An older simulator's fixture, which this one does not play: it must go.
    const feeds = await startFeeds([simulator()], { db: database.db, events, clock: new ManualClock(START) });
    await feeds.stop();
    const [total] = await database.db.select({ n: count() }).from(matches);
    expect(total?.n).toBeGreaterThan(7000);
    const seen = await phases();
    const live = seen.filter((phase) => phase === 'live').length;
    expect(live).toBeGreaterThanOrEqual(8);
    expect(seen.filter((phase) => phase === 'finished').length).toBeGreaterThan(4000);
    expect(seen.filter((phase) => phase === 'upcoming').length).toBeGreaterThan(2000);
    const [current] = await database.db.select({ n: count() }).from(seasons).where(eq(seasons.current, true));
    // Ten competitions and the club friendlies' calendar year.
    expect(current?.n).toBe(11);
    const [withIncidents] = await database.db
      .select({ n: sql<number>`count(distinct ${matchIncidents.matchId})::int` })
      .from(matchIncidents);
    expect(withIncidents?.n).toBeGreaterThan(1000);
    const [boxes] = await database.db
      .select({ n: sql<number>`count(distinct ${matchPlayerStats.matchId})::int` })
      .from(matchPlayerStats);
    expect(boxes?.n).toBeGreaterThan(100);
    const [players] = await database.db.select({ n: count() }).from(teamPlayers);
    expect(players?.n).toBeGreaterThan(3000);
    // Finished matches are stored silently; only the matches live at start are announced, once each.
    expect(published.length).toBe(live);
    expect(new Set(published.map((update) => update.id)).size).toBe(live);
  });

  it('plays on, announcing a match only when something a fan sees changed', async () => {
    const sim = simulator();
    const feeds = await startFeeds([sim], { db: database.db, events, clock: new ManualClock(START) });
    published.length = 0;
    const last = new Map<number, string>();
    const visible = (update: MatchUpdate) =>
      JSON.stringify([update.status, update.home, update.away, update.clock?.running]);
    let ticks = 0;
    // Ten real seconds a tick at 60x: ten simulated minutes each, for three simulated hours.
    for (; ticks < 18; ticks += 1) {
      realNow += 10_000;
      const before = published.length;
      await sim.tick();
      for (const update of published.slice(before)) {
        const changed =
          visible(update) !== last.get(update.id) || update.incidents.length > 0 || (update.stats?.length ?? 0) > 0;
        expect(changed, `update ${update.seq} of match ${update.id} repeats the last one`).toBe(true);
        last.set(update.id, visible(update));
      }
    }
    await feeds.stop();
    expect(published.length).toBeGreaterThan(50);
    // Every match seen had reasons to be sent: far fewer updates than matches times ticks.
    const matchesSeen = new Set(published.map((update) => update.id)).size;
    expect(published.length).toBeLessThan(matchesSeen * ticks);
  });

  it('restarts on the same data without duplicating fixtures or replaying settled matches, and drops fixtures it no longer plays', async () => {
    const [season] = await database.db
      .select({ id: seasons.id, competitionId: seasons.competitionId })
      .from(seasons)
      .limit(1);
    const [stale] = await database.db
      .insert(matches)
      .values({
        sportId: 1,
        competitionId: season?.competitionId ?? 0,
        seasonId: season?.id ?? 0,
        externalRef: 'sim:eng.1:2026-11-20:1',
        kickoff: new Date(START),
        homeTeamId: 1,
        awayTeamId: 2,
      })
      .returning({ id: matches.id });
    const [before] = await database.db.select({ n: count() }).from(matches);
    const [incidentsBefore] = await database.db.select({ n: count() }).from(matchIncidents);
    published.length = 0;
    const restarted = new LiveSimulator({
      seed: 'test',
      speed: 1,
      tickMs: 3_600_000,
      now: () => START + (realNow - START) * 60,
    });
    const feeds = await startFeeds([restarted], { db: database.db, events, clock: new ManualClock(START) });
    await feeds.stop();
    const [after] = await database.db.select({ n: count() }).from(matches);
    const [incidentsAfter] = await database.db.select({ n: count() }).from(matchIncidents);
    expect(after?.n).toBe((before?.n ?? 0) - 1);
    expect(
      await database.db
        .select()
        .from(matches)
        .where(eq(matches.id, stale?.id ?? 0)),
    ).toEqual([]);
    expect(incidentsAfter?.n).toBe(incidentsBefore?.n);
    // Nothing changed since the last tick: nothing is sent again.
    expect(published).toEqual([]);
    const [others] = await database.db
      .select({ n: count() })
      .from(matches)
      .where(sql`not (${like(matches.externalRef, 'sim:%')})`);
    expect(others?.n).toBe(0);
  });
});
