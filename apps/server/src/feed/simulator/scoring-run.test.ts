// Issue 33 item 3: basketball's scoring runs are stored once each, when the unanswered points
// reach the sport's threshold, so the commentary can tell "8-0 run" after a reload too.
import { describe, expect, it } from 'vitest';
import { sportRules } from '@placar/contract/sports/sport-registry';
import { servedSports } from '@placar/contract/sports/served-sports';
import { scoringRuns } from './scoring-run.ts';
import { basketballTimeline } from './sports/basketball-timeline.ts';
import { stateAt } from './timeline.ts';
import { seededRandom } from './random.ts';

const told = (sport: Parameters<typeof scoringRuns>[0], baskets: ['home' | 'away', number][]) => {
  const runs = scoringRuns(sport);
  return baskets.flatMap(([side, points]) => runs.scored(side, points, 2) ?? []);
};

describe('scoring runs', () => {
  const basketball = servedSports().find((sport) => sportRules(sport).commentary.scoringRun !== null)!;

  it('are told once, when the unanswered points reach the threshold, with the points so far', () => {
    expect(
      told(basketball, [
        ['home', 2],
        ['home', 3],
        ['home', 2],
      ]),
    ).toEqual([]);
    expect(
      told(basketball, [
        ['home', 2],
        ['home', 3],
        ['home', 3],
        ['home', 2],
        ['home', 2],
      ]),
    ).toEqual([{ kind: 'points', side: 'home', minute: null, period: 2, player: null, detail: '8-0' }]);
    expect(
      told(basketball, [
        ['away', 3],
        ['away', 3],
        ['away', 1],
        ['away', 3],
      ]).map((run) => run.detail),
    ).toEqual(['10-0']);
  });

  it('start again from nothing when the other side scores', () => {
    const runs = told(basketball, [
      ['home', 3],
      ['home', 3],
      ['away', 1],
      ['home', 2],
      ['home', 3],
      ['home', 3],
      ['away', 2],
      ['away', 3],
      ['away', 3],
    ]);
    expect(runs.map((run) => `${run.side} ${run.detail}`)).toEqual(['home 8-0', 'away 8-0']);
  });

  it('are not told in a sport that tells every score', () => {
    const football = servedSports().find((sport) => sportRules(sport).commentary.scoringRun === null)!;
    expect(
      told(football, [
        ['home', 1],
        ['home', 1],
        ['home', 1],
        ['home', 1],
        ['home', 1],
        ['home', 1],
        ['home', 1],
        ['home', 1],
        ['home', 1],
      ]),
    ).toEqual([]);
  });
});

describe("a simulated game's stored runs", () => {
  const roster = Array.from({ length: 12 }, (_, index) => `Player ${index + 1}`);
  it('each name the unanswered points in a period played, and the side that scored them leads its own points by at least that', () => {
    let seen = 0;
    for (let game = 0; game < 20; game += 1) {
      const timeline = basketballTimeline(seededRandom(`runs-${game}`), {
        homeStrength: 70,
        awayStrength: 66,
        quarterSeconds: 720,
        quarterPoints: 28,
        homePlayers: roster,
        awayPlayers: roster,
      });
      const state = stateAt(timeline, timeline.end);
      const periods = state.home.periods.length;
      for (const run of state.incidents.filter((incident) => incident.kind === 'points')) {
        seen += 1;
        const points = Number(/^(\d+)-0$/.exec(run.detail ?? '')?.[1]);
        expect(points).toBeGreaterThanOrEqual(8);
        expect(run.period).toBeGreaterThanOrEqual(1);
        expect(run.period).toBeLessThanOrEqual(periods);
        expect((run.side === 'home' ? run.homeScore : run.awayScore) ?? 0).toBeGreaterThanOrEqual(points);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
