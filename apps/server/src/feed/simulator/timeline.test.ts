import { describe, expect, it } from 'vitest';
import { BasketballStatus, FootballStatus } from '@placar/contract/match-status';
import { basketballTimeline } from './basketball-timeline.ts';
import { footballTimeline } from './football-timeline.ts';
import { seededRandom } from './random.ts';
import { fixturesOfDay } from './simulated-fixtures.ts';
import { stateAt, statsAt } from './timeline.ts';
import type { Timeline } from './timeline.ts';

const players = Array.from({ length: 16 }, (_, index) => `Player ${index + 1}`);
const statuses = (timeline: Timeline) => timeline.events.flatMap((event) => (event.kind === 'status' ? [event.status] : []));
const DAY = 20_000;

describe('simulated fixtures', () => {
  it('are the same for the same seed and day, and differ with the seed', () => {
    const strip = (seed: string) => JSON.stringify(fixturesOfDay(seed, DAY));
    expect(strip('a')).toBe(strip('a'));
    expect(strip('a')).not.toBe(strip('b'));
  });

  it('cover the six competitions with unique refs, each team once a day', () => {
    const fixtures = fixturesOfDay('placar', DAY);
    expect(new Set(fixtures.map((fixture) => fixture.competitionCode))).toEqual(new Set(['bra.1', 'eng.1', 'esp.1', 'uefa.cl', 'nba', 'nbb']));
    expect(new Set(fixtures.map((fixture) => fixture.externalRef)).size).toBe(fixtures.length);
    for (const code of ['bra.1', 'nba']) {
      const teams = fixtures.filter((fixture) => fixture.competitionCode === code).flatMap((fixture) => [fixture.home.code, fixture.away.code]);
      expect(new Set(teams).size).toBe(teams.length);
    }
  });

  it('keep some football and some basketball live at every hour of the day', () => {
    const fixtures = [DAY - 1, DAY, DAY + 1].flatMap((day) => fixturesOfDay('placar', day));
    for (let hour = 0; hour < 24; hour += 1) {
      const at = DAY * 86_400_000 + hour * 3_600_000;
      const live = fixtures.filter((fixture) => {
        const t = (at - fixture.kickoff.getTime()) / 1000;
        return t >= 0 && t < fixture.timeline.end;
      });
      expect(live.filter((fixture) => fixture.timeline.sport === 'football').length, `hour ${hour}`).toBeGreaterThanOrEqual(1);
      expect(live.filter((fixture) => fixture.timeline.sport === 'basketball').length, `hour ${hour}`).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('football timeline', () => {
  const timelines = (knockout: boolean) =>
    Array.from({ length: 300 }, (_, index) => footballTimeline(seededRandom(`f${index}`), { homeStrength: 70, awayStrength: 70, homePlayers: players, awayPlayers: players, knockout }));

  it('plays a league match 1st half, HT, 2nd half, FT (or is postponed), and the score matches the goals', () => {
    for (const timeline of timelines(false)) {
      const seen = statuses(timeline);
      if (seen[0] === FootballStatus.postponed) continue;
      expect(seen.filter((status) => status !== FootballStatus.interrupted)).toEqual([2, 3, 4, 4, 8].filter((status, index) => index !== 3 || seen.includes(10)));
      const final = stateAt(timeline, timeline.end);
      const goals = final.incidents.filter((incident) => ['goal', 'own_goal', 'penalty_goal'].includes(incident.kind));
      expect(final.home.score).toBe(goals.filter((goal) => goal.side === 'home').length);
      expect(final.home.periods.reduce((sum, goals) => sum + goals, 0)).toBe(final.home.score);
    }
  });

  it('sends a level cup tie to extra time and penalties, and never ends it level', () => {
    const ends = new Set<number>();
    for (const timeline of timelines(true)) {
      const seen = statuses(timeline);
      const last = seen.at(-1) ?? 0;
      ends.add(last);
      const final = stateAt(timeline, timeline.end);
      if (last === FootballStatus.afterPenalties) {
        expect(seen).toContain(FootballStatus.penalties);
        expect(final.home.penalties).not.toBe(final.away.penalties);
      }
      if (last === FootballStatus.afterExtraTime) expect(seen).toEqual(expect.arrayContaining([FootballStatus.extraTimeBreak, FootballStatus.extraTime]));
      if (last !== FootballStatus.postponed && last !== FootballStatus.afterPenalties) expect(final.home.score).not.toBe(final.away.score);
    }
    for (const code of [FootballStatus.fullTime, FootballStatus.afterExtraTime, FootballStatus.afterPenalties]) expect(ends).toContain(code);
  });

  it('runs the clock up from kickoff and stops it at half time', () => {
    const timeline = timelines(false).find((entry) => statuses(entry)[0] === 2 && !statuses(entry).includes(10));
    if (timeline === undefined) throw new Error('no timeline');
    expect(stateAt(timeline, 600).clock).toEqual({ seconds: 600, running: true });
    expect(stateAt(timeline, 2700 + 5 * 60 + 60).clock).toEqual({ seconds: 2700, running: false });
    const final = stateAt(timeline, timeline.end);
    expect(statsAt(timeline, final, timeline.end).map((stat) => stat.key)).toEqual(['possession', 'shots', 'shots_on_target', 'corners', 'fouls', 'yellow_cards', 'red_cards']);
  });
});

describe('basketball timeline', () => {
  it('plays Q1 to Q4 with the breaks, overtime while level, and ends with a winner', () => {
    for (let index = 0; index < 200; index += 1) {
      const timeline = basketballTimeline(seededRandom(`b${index}`), { homeStrength: 70, awayStrength: 70, quarterSeconds: 720, quarterPoints: 28 });
      const seen = statuses(timeline);
      expect(seen.slice(0, 7)).toEqual([2, 3, 4, 5, 6, 7, 8]);
      const overtimes = seen.filter((status) => status === BasketballStatus.overtime).length;
      expect(seen.at(-1)).toBe(overtimes > 0 ? BasketballStatus.afterExtraTime : BasketballStatus.fullTime);
      const final = stateAt(timeline, timeline.end);
      expect(final.home.score).not.toBe(final.away.score);
      expect(final.home.periods).toHaveLength(4 + overtimes);
      expect(final.away.periods.reduce((sum, points) => sum + points, 0)).toBe(final.away.score);
    }
  });
});

describe('incidents in a catch-up', () => {
  it('carry the score at the moment they happened, not the score at the end', () => {
    const fixtures = fixturesOfDay('placar', DAY).filter((fixture) => fixture.timeline.sport === 'basketball');
    for (const fixture of fixtures.slice(0, 3)) {
      const final = stateAt(fixture.timeline, fixture.timeline.end);
      const periodEnds = final.incidents.filter((incident) => incident.kind === 'period');
      expect(periodEnds.length).toBeGreaterThanOrEqual(4);
      for (const incident of periodEnds) {
        // A period incident marks the end of that period: its score sums the periods up to it.
        const played = incident.period ?? 0;
        const sum = (periods: number[]) => periods.slice(0, played).reduce((a, b) => a + b, 0);
        if (incident.detail === 'FT' || incident.detail === 'AET') {
          expect([incident.homeScore, incident.awayScore]).toEqual([final.home.score, final.away.score]);
        } else {
          expect([incident.homeScore, incident.awayScore]).toEqual([sum(final.home.periods), sum(final.away.periods)]);
        }
      }
    }
  });
});
