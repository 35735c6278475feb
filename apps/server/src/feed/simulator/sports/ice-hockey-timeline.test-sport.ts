// The contract's test-only ice hockey first: it joins the sports before anything reads them.
import { IceHockeyStatus as S, iceHockey } from '@placar/contract/sports/ice-hockey.test-sport';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { Random } from '../random.ts';
import { byTime } from '../timeline.ts';
import type { Side, Timeline, TimelineEvent } from '../timeline.ts';
import { registerTestSimulation } from './sport-simulations.ts';
import type { SportSimulation } from './sport-simulations.ts';

const PERIOD = 20 * 60;
const INTERMISSION = 18 * 60;
const OVERTIME = 5 * 60;
const PLAYING = [S.p1, S.p2, S.p3] as const;
const ENDED = [S.p1Ended, S.p2Ended, S.p3Ended] as const;

/**
 * A test-only ice hockey game: three 20-minute periods on a clock counting down, a 5-minute
 * sudden-death overtime when level, then a shoot-out (the score stays level; the shoot-out
 * tally decides, as the sport's rules say).
 */
export function iceHockeyTimeline(
  random: Random,
  plan: { homeStrength: number; awayStrength: number; homePlayers: string[]; awayPlayers: string[] },
): Timeline {
  const events: TimelineEvent[] = [];
  const edge = (plan.homeStrength - plan.awayStrength) / 60;
  const expected = { home: 1.05 * Math.exp(edge), away: 0.95 * Math.exp(-edge) };
  const players = { home: plan.homePlayers, away: plan.awayPlayers };
  const totals = { home: 0, away: 0 };
  const goal = (at: number, side: Side, period: number, minute: number) => {
    totals[side] += 1;
    events.push({
      at,
      kind: 'incident',
      incident: {
        kind: 'goal',
        side,
        period,
        minute,
        player: players[side].length > 0 ? random.pick(players[side]) : null,
      },
    });
  };
  let at = 0;
  for (let index = 0; index < 3; index += 1) {
    events.push({
      at,
      kind: 'status',
      status: PLAYING[index] ?? S.p3,
      clock: { seconds: PERIOD, running: true },
      newPeriod: true,
    });
    for (const side of ['home', 'away'] as const) {
      // About one goal per side a period.
      for (let count = random.poisson(expected[side]); count > 0; count -= 1) {
        const played = random.int(1, PERIOD - 1);
        goal(at + played, side, index + 1, index * 20 + Math.floor(played / 60) + 1);
      }
    }
    at += PERIOD;
    events.push({ at, kind: 'status', status: ENDED[index] ?? S.p3Ended, clock: { seconds: 0, running: false } });
    events.push({
      at,
      kind: 'incident',
      incident: { kind: 'period', side: null, period: index + 1, detail: `P${index + 1}` },
    });
    at += INTERMISSION;
  }
  let final: number = S.fullTime;
  if (totals.home === totals.away) {
    events.push({
      at,
      kind: 'status',
      status: S.overtime,
      clock: { seconds: OVERTIME, running: true },
      newPeriod: true,
    });
    if (random.chance(0.6)) {
      const played = random.int(10, OVERTIME - 10);
      goal(at + played, random.chance(0.5) ? 'home' : 'away', 4, 60 + Math.floor(played / 60) + 1);
      at += played;
      final = S.afterOvertime;
    } else {
      at += OVERTIME;
      events.push({ at, kind: 'status', status: S.shootout, clock: null });
      at += 300;
      const winner = random.int(2, 4);
      const home = random.chance(0.5);
      events.push({ at, kind: 'penalties', home: home ? winner : winner - 1, away: home ? winner - 1 : winner });
      final = S.afterShootout;
    }
  }
  events.push({ at, kind: 'status', status: final, clock: null });
  return {
    // A test sport's code is not in the Sport union: the registry serves it once registered.
    sport: iceHockey.code as string as Sport,
    events: byTime(events),
    end: at,
    clockCountsDown: true,
    stats: [
      { key: 'shots', home: random.int(22, 38), away: random.int(22, 38), grows: true },
      { key: 'penalty_minutes', home: random.int(2, 14), away: random.int(2, 14), grows: true },
    ],
  };
}

export const iceHockeySimulation: SportSimulation = {
  timeline: (random, fixture, squads) =>
    iceHockeyTimeline(random, {
      homeStrength: fixture.homeTeam.strength,
      awayStrength: fixture.awayTeam.strength,
      homePlayers: squads.home,
      awayPlayers: squads.away,
    }),
  // 20: two goaltenders, eight defencemen, ten forwards.
  squadShape: ['GK', 'D', 'D', 'F', 'F', 'F', 'D', 'D', 'F', 'F', 'F', 'D', 'D', 'F', 'F', 'F', 'D', 'D', 'F', 'GK'],
  matchdays: false,
};

registerTestSimulation(iceHockey.code, iceHockeySimulation);
