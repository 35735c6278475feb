import { describe, expect, it } from 'vitest';
import { BasketballStatus } from '@placar/contract/sports/basketball-statuses';
import { FootballStatus } from '@placar/contract/sports/football-statuses';
import { basketballTimeline } from './sports/basketball-timeline.ts';
import { footballTimeline } from './sports/football-timeline.ts';
import { seededRandom } from './random.ts';
import { stateAt, statsAt } from './timeline.ts';
import type { Timeline } from './timeline.ts';

const players = Array.from({ length: 18 }, (_, index) => `Player ${index + 1}`);
const roster = Array.from({ length: 12 }, (_, index) => `Guard ${index + 1}`);
const basketball = (seed: string) =>
  basketballTimeline(seededRandom(seed), {
    homeStrength: 70,
    awayStrength: 70,
    quarterSeconds: 720,
    quarterPoints: 28,
    homePlayers: roster,
    awayPlayers: roster,
  });
const timelines = (knockout: boolean) =>
  Array.from({ length: 300 }, (_, index) =>
    footballTimeline(seededRandom(`f${index}`), {
      homeStrength: 70,
      awayStrength: 70,
      homePlayers: players,
      awayPlayers: players,
      knockout,
    }),
  );
const statuses = (timeline: Timeline) =>
  timeline.events.flatMap((event) => (event.kind === 'status' ? [event.status] : []));

describe('football timeline', () => {
  it('plays a league match 1st half, HT, 2nd half, FT (or is postponed), and the score matches the goals', () => {
    for (const timeline of timelines(false)) {
      const seen = statuses(timeline);
      if (seen[0] === FootballStatus.postponed) continue;
      expect(seen.filter((status) => status !== FootballStatus.interrupted)).toEqual(
        [2, 3, 4, 4, 8].filter((status, index) => index !== 3 || seen.includes(10)),
      );
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
        // Four periods (both halves of extra time), and the shoot-out kick by kick, home first.
        expect(final.home.periods).toHaveLength(4);
        const kicks = final.incidents.filter(
          (incident) => incident.kind === 'shootout_goal' || incident.kind === 'shootout_miss',
        );
        expect(kicks.length).toBeGreaterThanOrEqual(6);
        expect(kicks[0]?.side).toBe('home');
        expect(kicks.filter((kick) => kick.kind === 'shootout_goal' && kick.side === 'home')).toHaveLength(
          final.home.penalties ?? -1,
        );
        expect(kicks.at(-1)?.detail).toBe(`${final.home.penalties}-${final.away.penalties}`);
        expect(
          final.incidents.filter((incident) => incident.kind === 'period').map((incident) => incident.detail),
        ).toEqual(['HT', 'RT', 'ET1', 'ET2', 'PSO']);
      }
      if (last === FootballStatus.afterExtraTime)
        expect(seen).toEqual(expect.arrayContaining([FootballStatus.extraTimeBreak, FootballStatus.extraTime]));
      if (last !== FootballStatus.postponed && last !== FootballStatus.afterPenalties)
        expect(final.home.score).not.toBe(final.away.score);
    }
    for (const code of [FootballStatus.fullTime, FootballStatus.afterExtraTime, FootballStatus.afterPenalties])
      expect(ends).toContain(code);
  });

  it('runs the clock up from kickoff and stops it at half time', () => {
    const timeline = timelines(false).find((entry) => statuses(entry)[0] === 2 && !statuses(entry).includes(10));
    if (timeline === undefined) throw new Error('no timeline');
    expect(stateAt(timeline, 600).clock).toEqual({ seconds: 600, running: true });
    expect(stateAt(timeline, 2700 + 5 * 60 + 60).clock).toEqual({ seconds: 2700, running: false });
    const final = stateAt(timeline, timeline.end);
    expect(statsAt(timeline, final, timeline.end).map((stat) => stat.key)).toEqual([
      'possession',
      'shots',
      'shots_on_target',
      'corners',
      'fouls',
      'yellow_cards',
      'red_cards',
    ]);
  });
});

describe('the clock stored at the final whistle', () => {
  /** Where the running clock stood the instant play ended: the last second it ran, plus that second. */
  const lastReading = (timeline: Timeline) => {
    const stops = timeline.events.filter(
      (event) =>
        event.kind === 'status' &&
        event.clock !== null &&
        !event.clock.running &&
        stateAt(timeline, event.at - 1).clock?.running,
    );
    const whistle = stops.at(-1)?.at ?? 0;
    const before = stateAt(timeline, whistle - 1).clock;
    return before === null ? null : before.seconds + (timeline.clockCountsDown ? -1 : 1);
  };

  it('is the length of play (90 + stoppage, 120 + stoppage in extra time), stopped, not its last reading', () => {
    const finishes = new Set<number>();
    for (const timeline of [...timelines(false), ...timelines(true)]) {
      const final = stateAt(timeline, timeline.end);
      if (final.status === FootballStatus.postponed) continue;
      finishes.add(final.status);
      expect(final.clock?.running).toBe(false);
      expect(final.clock?.seconds).toBe(lastReading(timeline));
      expect(final.clock?.seconds).toBeGreaterThan(90 * 60);
    }
    expect([...finishes].sort()).toEqual(
      [FootballStatus.fullTime, FootballStatus.afterExtraTime, FootballStatus.afterPenalties].sort(),
    );
  });

  it('is 0:00 when a basketball game ends, in regulation or overtime', () => {
    for (let index = 0; index < 100; index += 1) {
      const timeline = basketball(`c${index}`);
      expect(stateAt(timeline, timeline.end).clock).toEqual({ seconds: 0, running: false });
    }
  });
});

describe('basketball timeline', () => {
  it('closes every quarter and every overtime in the timeline, each under its own period', () => {
    let overtimeGames = 0;
    for (let index = 0; index < 200; index += 1) {
      const timeline = basketball(`m${index}`);
      const final = stateAt(timeline, timeline.end);
      const periods = final.home.periods.length;
      if (periods > 4) overtimeGames += 1;
      const markers = final.incidents.filter((incident) => incident.kind === 'period');
      expect(markers.map((marker) => marker.period)).toEqual(
        Array.from({ length: periods }, (_, period) => period + 1),
      );
      expect(markers.map((marker) => marker.detail)).toEqual([
        ...['Q1', 'Q2', 'Q3', 'Q4'].slice(0, Math.min(periods, 5) - 1),
        ...Array.from({ length: Math.max(0, periods - 5) }, () => 'OT'),
        periods > 4 ? 'AET' : 'FT',
      ]);
    }
    expect(overtimeGames).toBeGreaterThan(0);
  });

  it('plays Q1 to Q4 with the breaks, overtime while level, and ends with a winner', () => {
    for (let index = 0; index < 200; index += 1) {
      const timeline = basketball(`b${index}`);
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

describe('basketball box score', () => {
  it("adds up at any moment: team points are the players' points, FG% is FGM / FGA, made never exceeds tried", () => {
    for (let index = 0; index < 60; index += 1) {
      const timeline = basketball(`box${index}`);
      for (const t of [0, timeline.end / 3, timeline.end / 2, timeline.end]) {
        const state = stateAt(timeline, t);
        const box = state.box;
        if (box === undefined) throw new Error('no box score');
        const stats = new Map(statsAt(timeline, state, t).map((stat) => [stat.key, stat]));
        for (const side of ['home', 'away'] as const) {
          const sum = (field: 'points' | 'fgm' | 'fga' | 'tpm' | 'tpa' | 'rebounds' | 'assists') =>
            box[side].reduce((total, line) => total + line[field], 0);
          expect(sum('points')).toBe(state[side].score ?? 0);
          for (const line of box[side]) {
            expect(line.fgm).toBeLessThanOrEqual(line.fga);
            expect(line.tpm).toBeLessThanOrEqual(line.tpa);
            expect(line.ftm).toBeLessThanOrEqual(line.fta);
            expect(line.points).toBe(2 * line.fgm + line.tpm + line.ftm);
          }
          if (state[side].score === null) continue;
          expect(stats.get('field_goal_pct')?.[side]).toBe(
            sum('fga') === 0 ? 0 : Math.round((sum('fgm') / sum('fga')) * 1000) / 10,
          );
          expect(stats.get('rebounds')?.[side]).toBe(sum('rebounds'));
          expect(stats.get('assists')?.[side]).toBe(sum('assists'));
        }
      }
      const final = stateAt(timeline, timeline.end);
      const pct = statsAt(timeline, final, timeline.end).find((stat) => stat.key === 'field_goal_pct');
      // Real games land between about 35% and 60%.
      expect(pct?.home).toBeGreaterThan(30);
      expect(pct?.home).toBeLessThan(65);
    }
  });
});

describe('incidents in a catch-up', () => {
  it('carry the score at the moment they happened, not the score at the end', () => {
    for (let index = 0; index < 3; index += 1) {
      const timeline = basketball(`catch${index}`);
      const final = stateAt(timeline, timeline.end);
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
