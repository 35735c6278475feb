// Issue 10: every demo competition has a current season whose table is the one its results
// imply, and basketball box scores add up, on the data the simulator really stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock.ts';
import { startFeeds } from '../src/feed/feed-runner.ts';
import { outcomeOf } from '../src/feed/simulator/match-timeline.ts';
import { LiveSimulator } from '../src/feed/simulator/live-simulator.ts';
import { demoSeasons } from '../src/feed/simulator/season/season-generator.ts';
import { buildTestApp } from './build-test-app.ts';
import type { TestApp } from './build-test-app.ts';

const SEED = 'tables';
const KNOCKOUT = /play-?offs?|round of \d+|quarter|semi|final|knockout/i;

interface Line {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}

/** The oracle: each team's line from the generator's own results, counted here independently. */
function impliedLines(code: string, now: number): Map<string, Line> {
  const lines = new Map<string, Line>();
  const line = (name: string) =>
    lines.get(name) ??
    (lines.set(name, { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 }).get(name) as Line);
  for (const fixture of demoSeasons(SEED, now, { codes: [code] })) {
    if (KNOCKOUT.test(fixture.round ?? '')) continue;
    const outcome = outcomeOf(SEED, fixture);
    if (outcome.endsAt > now || fixture.kickoff.getTime() > now) continue;
    // A postponed match ends before it starts and has no score: it does not count.
    if (outcome.endsAt < fixture.kickoff.getTime()) continue;
    const [home, away] = [line(fixture.homeTeam.nameEn), line(fixture.awayTeam.nameEn)];
    home.played += 1;
    away.played += 1;
    home.goalsFor += outcome.home;
    home.goalsAgainst += outcome.away;
    away.goalsFor += outcome.away;
    away.goalsAgainst += outcome.home;
    if (outcome.home > outcome.away) [home.won, away.lost] = [home.won + 1, away.lost + 1];
    else if (outcome.home < outcome.away) [away.won, home.lost] = [away.won + 1, home.lost + 1];
    else [home.drawn, away.drawn] = [home.drawn + 1, away.drawn + 1];
  }
  return lines;
}

describe.each([
  ['mid-season, a Sunday night', '2026-11-22T23:50:00Z'],
  ['after every European final', '2027-06-20T12:00:00Z'],
])('demo seasons at %s', (_when, instant) => {
  const now = Date.parse(instant);
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: new ManualClock(now) });
    const db = t.database?.db;
    if (db === undefined) throw new Error('no database');
    const feeds = await startFeeds([new LiveSimulator({ seed: SEED, speed: 1, tickMs: 3_600_000, now: () => now })], {
      db,
      events: t.app.events,
      clock: t.clock,
    });
    await feeds.stop();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const call = async (path: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url: `/api/schedule/${path}`, payload })).json().data;

  it('gives every competition a season to show with fixtures, and a table equal to its results', async () => {
    const list = await call('mobileCompetitionList', {});
    const competitions = [
      ...list.popular,
      ...list.countries.flatMap((country: { competitions: unknown[] }) => country.competitions),
    ] as { id: number; code: string }[];
    const codes = [...new Set(competitions.map((competition) => competition.code))].sort();
    expect(codes).toEqual([
      'bra.1',
      'club.friendly',
      'eng.1',
      'esp.1',
      'fra.1',
      'ger.1',
      'ita.1',
      'nba',
      'nbb',
      'por.1',
      'uefa.cl',
    ]);
    for (const code of codes) {
      const competition = competitions.find((entry) => entry.code === code) as { id: number };
      const seasons = await call('seasonSelection', { competitionId: competition.id });
      // The season the league page opens: the current one, else (between seasons) the newest, which
      // is never called current once it has ended (issue 16).
      const shown = seasons.current ?? seasons.list[0];
      expect(shown, code).toBeDefined();
      expect(seasons.current === null, code).toBe(shown.endsOn < instant.slice(0, 10));
      const fixtures = await call('listInCompetition', { competitionId: competition.id });
      expect(fixtures.list.length, code).toBeGreaterThan(0);
      const table = await call('seasonTable', { seasonId: shown.id });
      const implied = impliedLines(code, now);
      expect(table.rows.length, code).toBeGreaterThan(0);
      for (const row of table.rows) {
        const expected = implied.get(row.team.name) ?? {
          played: 0,
          won: 0,
          drawn: 0,
          lost: 0,
          goalsFor: 0,
          goalsAgainst: 0,
        };
        expect(
          {
            played: row.played,
            won: row.won,
            drawn: row.drawn,
            lost: row.lost,
            goalsFor: row.goalsFor,
            goalsAgainst: row.goalsAgainst,
          },
          `${code} ${row.team.name}`,
        ).toEqual(expected);
      }
      // Positions follow the competition's order: points (football) or win percentage (basketball) never go up down the table.
      const key = (row: { points: number; winPercentage: number }) =>
        code === 'nba' || code === 'nbb' ? row.winPercentage : row.points;
      for (let index = 1; index < table.rows.length; index += 1)
        expect(key(table.rows[index])).toBeLessThanOrEqual(key(table.rows[index - 1]));
      if (code === 'nba') {
        expect(table.rows[0].gamesBehind).toBe(0);
        for (const row of table.rows)
          expect(row.gamesBehind).toBe((table.rows[0].won - row.won + (row.lost - table.rows[0].lost)) / 2);
      }
    }
  });

  it("stores basketball box scores that add up: team points are the players', FG% is FGM / FGA, steals, blocks, turnovers and plus-minus too", async () => {
    const list = await call('mobileCompetitionList', { sport: 'basketball' });
    const nba = list.popular.find((competition: { code: string }) => competition.code === 'nba');
    const results = await call('tabListInCompetition', { competitionId: nba.id, tab: 'results', limit: 20 });
    expect(results.list.length).toBeGreaterThan(0);
    for (const match of results.list) {
      const stats = (await t.app.inject({ url: `/api/schedule/statsData?id=${match.id}` })).json().data;
      expect(stats.boxScore, `match ${match.id}`).not.toBeNull();
      for (const side of ['home', 'away'] as const) {
        const lines = stats.boxScore[side] as { points: number; fgm: number; fga: number }[];
        expect(lines.length).toBeGreaterThanOrEqual(5);
        expect(lines.reduce((sum, line) => sum + line.points, 0)).toBe(match[side].score);
        const fgm = lines.reduce((sum, line) => sum + line.fgm, 0);
        const fga = lines.reduce((sum, line) => sum + line.fga, 0);
        const pct = stats.stats.find((stat: { key: string }) => stat.key === 'field_goal_pct');
        expect(pct[side]).toBeCloseTo(Math.round((fgm / fga) * 1000) / 10, 5);
        // Issue 33: steals, blocks and turnovers are the players' sums; plus-minus adds up to five times the margin.
        const full = stats.boxScore[side] as Record<'steals' | 'blocks' | 'turnovers' | 'plusMinus', number>[];
        for (const key of ['steals', 'blocks', 'turnovers'] as const) {
          expect(
            full.reduce((sum, line) => sum + line[key], 0),
            `match ${match.id} ${key}`,
          ).toBe(stats.stats.find((stat: { key: string }) => stat.key === key)[side]);
        }
        const other = side === 'home' ? 'away' : 'home';
        expect(full.reduce((sum, line) => sum + line.plusMinus, 0)).toBe(5 * (match[side].score - match[other].score));
      }
    }
  });
});
