import { FootballStatus as S } from '@placar/contract/sports/football-statuses';
import type { Random } from '../random.ts';
import type { SimulatedFixture } from '../season/season-fixture.ts';
import { byTime } from '../timeline.ts';
import type { IncidentInput, Side, StatPlan, Timeline, TimelineEvent } from '../timeline.ts';
import { namePlayers } from './football-pitch.ts';
import type { PendingPick, PlayerPool, SquadRoles } from './football-pitch.ts';
import type { SportSimulation } from './sport-simulations.ts';

interface FootballPlan {
  homeStrength: number;
  awayStrength: number;
  homePlayers: string[];
  awayPlayers: string[];
  /** A cup tie: a draw goes to extra time, then penalties. */
  knockout: boolean;
  /** A league match may be postponed (2%); a cup tie is always played, someone must go through. */
  mayPostpone?: boolean;
  /** Play may stop a few minutes in the second half (3%); club friendlies never stop (decision 0081). */
  mayInterrupt?: boolean;
}

const HALF = 45 * 60;
/** Eighteen: eleven starters, then the bench. */
const SQUAD_SHAPE = [
  'GK',
  'DF',
  'DF',
  'DF',
  'DF',
  'MF',
  'MF',
  'MF',
  'FW',
  'FW',
  'FW',
  'GK',
  'DF',
  'DF',
  'MF',
  'MF',
  'FW',
  'FW',
] as const;
/**
 * The elevens a team may line up in, one per team and season (squads.ts): goalkeeper, defenders,
 * midfielders, forwards. Only the starters' positions differ: the squad's order, names and numbers,
 * and so who scores (FOOTBALL_ROLES reads SQUAD_SHAPE's indices), stay as they were.
 */
const line = (defenders: number, midfielders: number, forwards: number) => [
  'GK',
  ...Array<string>(defenders).fill('DF'),
  ...Array<string>(midfielders).fill('MF'),
  ...Array<string>(forwards).fill('FW'),
];
const ELEVENS = [line(4, 3, 3), line(4, 4, 2), line(3, 5, 2), line(4, 5, 1), line(3, 4, 3), line(5, 3, 2)];
const KICK_ORDER: Record<string, number> = { FW: 0, MF: 1, DF: 2, GK: 3 };
const indicesOf = (positions: readonly string[]) =>
  new Set(SQUAD_SHAPE.flatMap((position, index) => (positions.includes(position) ? [index] : [])));
const FOOTBALL_ROLES: SquadRoles = {
  goalkeepers: indicesOf(['GK']),
  attackers: indicesOf(['MF', 'FW']),
  kickOrder: (index) => KICK_ORDER[SQUAD_SHAPE[index] ?? 'GK'] ?? 3,
};
const HALF_TIME_BREAK = 15 * 60;

/** A match-clock second as a minute and stoppage minute: 2760 s in the 1st half is 45+1'. */
function minuteOf(clock: number, periodEnd: number): { minute: number; extraMinute: number | null } {
  return clock < periodEnd
    ? { minute: Math.floor(clock / 60) + 1, extraMinute: null }
    : { minute: periodEnd / 60, extraMinute: Math.floor((clock - periodEnd) / 60) + 1 };
}

/** Whether a league match is called off (2%): the first draw of its stream, so a season knows it without playing the match. */
function calledOff(random: Random, mayPostpone: boolean): boolean {
  return random.chance(0.02) && mayPostpone;
}

/** A whole football match, from kickoff (t = 0) to the final whistle, drawn from `random`. */
export function footballTimeline(random: Random, plan: FootballPlan): Timeline {
  const events: TimelineEvent[] = [];
  const sideData = (side: Side) =>
    side === 'home'
      ? { strength: plan.homeStrength, players: plan.homePlayers }
      : { strength: plan.awayStrength, players: plan.awayPlayers };
  const edge = (plan.homeStrength - plan.awayStrength) / 55;
  const expected = { home: 1.45 * Math.exp(edge), away: 1.1 * Math.exp(-edge) };

  if (calledOff(random, plan.mayPostpone !== false)) {
    return {
      sport: 'football',
      events: [{ at: -2 * 3600, kind: 'status', status: S.postponed, clock: null }],
      end: -2 * 3600,
      stats: [],
      clockCountsDown: false,
    };
  }

  const firstStoppage = random.int(1, 4) * 60;
  const secondStoppage = random.int(2, 6) * 60;
  const firstEnd = HALF + firstStoppage;
  const secondStart = firstEnd + HALF_TIME_BREAK;
  const secondEnd = secondStart + HALF + secondStoppage;
  // Simulated time of a match-clock second in regulation time.
  const timeOf = (clock: number) => (clock < firstEnd ? clock : secondStart + (clock - HALF));
  const randomClock = () =>
    random.chance(0.47) ? random.int(30, firstEnd - 1) : random.int(HALF + 30, 2 * HALF + secondStoppage - 1);
  const periodEnd = (clock: number) => (clock < firstEnd ? HALF : 2 * HALF);
  const incident = (
    clock: number,
    at: number,
    fields: Omit<IncidentInput, 'minute' | 'extraMinute' | 'period'> & { period?: number },
  ) => {
    const made: IncidentInput = { ...minuteOf(clock, periodEnd(clock)), period: clock < firstEnd ? 1 : 2, ...fields };
    events.push({ at, kind: 'incident', incident: made });
    return made;
  };
  // Who did it is named once every substitution and sending-off is known (football-pitch.ts), from
  // the draw made here, in the order the timeline always drew (the same seed, the same score).
  const picks = new Map<IncidentInput, PendingPick>();
  const later = (made: IncidentInput, side: Side, pool: PlayerPool) =>
    picks.set(made, { incident: made, side, pool, roll: random.next() });

  events.push({ at: 0, kind: 'status', status: S.firstHalf, clock: { seconds: 0, running: true }, newPeriod: true });
  events.push({ at: firstEnd, kind: 'status', status: S.halfTime, clock: { seconds: HALF, running: false } });
  events.push({
    at: firstEnd,
    kind: 'incident',
    incident: { kind: 'period', side: null, minute: 45, period: 1, detail: 'HT' },
  });
  events.push({
    at: secondStart,
    kind: 'status',
    status: S.secondHalf,
    clock: { seconds: HALF, running: true },
    newPeriod: true,
  });

  let onPitchAtEnd: Record<Side, string[]> | undefined;
  const nameEveryone = () =>
    (onPitchAtEnd ??= namePlayers(
      byTime(events),
      picks,
      { home: plan.homePlayers, away: plan.awayPlayers },
      FOOTBALL_ROLES,
    ));

  const goals = { home: 0, away: 0 };
  for (const side of ['home', 'away'] as const) {
    const { strength, players } = sideData(side);
    const count = random.poisson(expected[side]);
    goals[side] = count;
    for (let goal = 0; goal < count; goal += 1) {
      const clock = randomClock();
      const roll = random.next();
      if (roll < 0.04) later(incident(clock, timeOf(clock), { kind: 'own_goal', side }), side, 'opponent');
      else later(incident(clock, timeOf(clock), { kind: roll < 0.14 ? 'penalty_goal' : 'goal', side }), side, 'attack');
    }
    if (random.chance(0.03)) {
      const clock = randomClock();
      later(incident(clock, timeOf(clock), { kind: 'missed_penalty', side }), side, 'attack');
    }
    for (let card = random.poisson(1.6 + (70 - strength) / 60); card > 0; card -= 1) {
      const clock = randomClock();
      later(incident(clock, timeOf(clock), { kind: 'yellow_card', side }), side, 'outfield');
    }
    if (random.chance(0.06)) {
      const clock = random.int(HALF + 600, 2 * HALF);
      later(incident(clock, timeOf(clock), { kind: 'red_card', side }), side, 'outfield');
    }
    const bench = players.slice(11);
    for (let sub = 0; sub < Math.min(bench.length, random.int(3, 5)); sub += 1) {
      // The detail of a substitution is the player going off.
      const fields = {
        kind: 'substitution' as const,
        side,
        player: bench[sub] ?? null,
        detail: players[1 + ((sub * 3) % 10)] ?? null,
      };
      if (sub === 0 && random.chance(0.3))
        events.push({ at: secondStart, kind: 'incident', incident: { ...fields, minute: 46, period: 2 } });
      else {
        const clock = random.int(55 * 60, 88 * 60);
        incident(clock, timeOf(clock), fields);
      }
    }
  }

  let end = secondEnd;
  if (plan.knockout && goals.home === goals.away) {
    const etStart = secondEnd + 5 * 60;
    const etHalf = etStart + 16 * 60;
    const etSecondStart = etHalf + 2 * 60;
    const etEnd = etSecondStart + 16 * 60;
    // Period markers carry codes (RT, ET1, ET2, AET, PSO) that pages put in the fan's language.
    events.push({
      at: secondEnd,
      kind: 'status',
      status: S.extraTimeBreak,
      clock: { seconds: 2 * HALF, running: false },
    });
    events.push({
      at: secondEnd,
      kind: 'incident',
      incident: { kind: 'period', side: null, minute: 90, period: 2, detail: 'RT' },
    });
    events.push({
      at: etStart,
      kind: 'status',
      status: S.extraTime,
      clock: { seconds: 2 * HALF, running: true },
      newPeriod: true,
    });
    events.push({ at: etHalf, kind: 'status', status: S.extraTimeBreak, clock: { seconds: 105 * 60, running: false } });
    events.push({
      at: etHalf,
      kind: 'incident',
      incident: { kind: 'period', side: null, minute: 105, period: 3, detail: 'ET1' },
    });
    events.push({
      at: etSecondStart,
      kind: 'status',
      status: S.extraTime,
      clock: { seconds: 105 * 60, running: true },
      newPeriod: true,
    });
    for (const side of ['home', 'away'] as const) {
      for (let goal = random.poisson(expected[side] / 3); goal > 0; goal -= 1) {
        const clock = random.int(2 * HALF + 30, 120 * 60 - 30);
        const first = clock < 105 * 60;
        const at = first ? etStart + (clock - 2 * HALF) : etSecondStart + (clock - 105 * 60);
        const made: IncidentInput = { kind: 'goal', side, minute: Math.floor(clock / 60) + 1, period: first ? 3 : 4 };
        events.push({ at, kind: 'incident', incident: made });
        later(made, side, 'attack');
        goals[side] += 1;
      }
    }
    end = etEnd;
    // Where the running clock stood at the end of extra time: the length of play the match is stored with.
    const whistle = { seconds: 105 * 60 + (etEnd - etSecondStart), running: false };
    if (goals.home === goals.away) {
      events.push({ at: etEnd, kind: 'status', status: S.penalties, clock: whistle });
      events.push({
        at: etEnd,
        kind: 'incident',
        incident: { kind: 'period', side: null, minute: 120, period: 4, detail: 'ET2' },
      });
      end = shootOut(random, events, etEnd + 60, nameEveryone());
      events.push({ at: end, kind: 'status', status: S.afterPenalties, clock: whistle });
      events.push({
        at: end,
        kind: 'incident',
        incident: { kind: 'period', side: null, minute: null, period: 5, detail: 'PSO' },
      });
    } else {
      events.push({ at: etEnd, kind: 'status', status: S.afterExtraTime, clock: whistle });
      events.push({
        at: etEnd,
        kind: 'incident',
        incident: { kind: 'period', side: null, minute: 120, period: 4, detail: 'AET' },
      });
    }
  } else {
    // The clock stored at the final whistle is how long the match was played (90 + stoppage).
    events.push({
      at: secondEnd,
      kind: 'status',
      status: S.fullTime,
      clock: { seconds: 2 * HALF + secondStoppage, running: false },
    });
    events.push({
      at: secondEnd,
      kind: 'incident',
      incident: { kind: 'period', side: null, minute: 90, period: 2, detail: 'FT' },
    });
  }

  nameEveryone();
  let sorted = byTime(events);
  if (random.chance(0.03) && plan.mayInterrupt !== false)
    sorted = withInterruption(sorted, secondStart + random.int(10, 35) * 60, random.int(4, 12) * 60, secondStart);
  const possession = Math.round(
    Math.min(70, Math.max(30, 50 + (plan.homeStrength - plan.awayStrength) * 0.4 + random.normal(0, 4))),
  );
  const shots = (strength: number, scored: number) =>
    Math.max(scored + 2, Math.round(6 + strength / 10 + random.int(0, 8)));
  const homeShots = shots(plan.homeStrength, goals.home);
  const awayShots = shots(plan.awayStrength, goals.away);
  const stats: StatPlan[] = [
    { key: 'possession', home: possession, away: 100 - possession, grows: false },
    { key: 'shots', home: homeShots, away: awayShots, grows: true },
    {
      key: 'shots_on_target',
      home: Math.max(goals.home, Math.round(homeShots * 0.38)),
      away: Math.max(goals.away, Math.round(awayShots * 0.36)),
      grows: true,
    },
    { key: 'corners', home: random.int(2, 10), away: random.int(1, 9), grows: true },
    { key: 'fouls', home: random.int(7, 16), away: random.int(8, 17), grows: true },
    { key: 'yellow_cards', home: 0, away: 0, grows: true },
    { key: 'red_cards', home: 0, away: 0, grows: true },
  ];
  const last = sorted.at(-1)?.at ?? end;
  return { sport: 'football', events: sorted, end: last, stats, clockCountsDown: false };
}

/** Play stops at `at` for `pause` seconds (status interrupted), then the second half resumes. */
function withInterruption(events: TimelineEvent[], at: number, pause: number, secondStart: number): TimelineEvent[] {
  const clock = HALF + (at - secondStart);
  const shifted = events.map((event) => (event.at > at ? { ...event, at: event.at + pause } : event));
  return byTime([
    ...shifted,
    { at, kind: 'status', status: S.interrupted, clock: { seconds: clock, running: false } },
    { at: at + pause, kind: 'status', status: S.secondHalf, clock: { seconds: clock, running: true } },
  ]);
}

/**
 * A shoot-out kick by kick: five each, home first, then sudden death, ending as soon as one
 * side cannot be caught. Each kick is an incident (period 5) with the tally after it.
 */
function shootOut(random: Random, events: TimelineEvent[], start: number, onPitch: Record<Side, string[]>): number {
  const score = { home: 0, away: 0 };
  const taken = { home: 0, away: 0 };
  let at = start;
  const decided = () => {
    if (taken.home <= 5 && taken.away <= 5) {
      const left = (side: Side) => 5 - taken[side];
      return score.home + left('home') < score.away || score.away + left('away') < score.home;
    }
    return taken.home === taken.away && score.home !== score.away;
  };
  for (let kick = 0; kick < 60 && !decided(); kick += 1) {
    const side: Side = kick % 2 === 0 ? 'home' : 'away';
    // Only players on the pitch at the end take kicks, each once before anyone takes a second.
    const takers = onPitch[side];
    const player = takers[taken[side] % Math.max(1, takers.length)] ?? null;
    // Sudden death that drags on is settled by the home side scoring and the away side missing.
    const scored = kick >= 50 ? side === 'home' : random.chance(side === 'home' ? 0.76 : 0.74);
    taken[side] += 1;
    if (scored) score[side] += 1;
    events.push({ at, kind: 'penalties', home: score.home, away: score.away });
    events.push({
      at,
      kind: 'incident',
      incident: {
        kind: scored ? 'shootout_goal' : 'shootout_miss',
        side,
        minute: null,
        period: 5,
        player,
        detail: `${score.home}-${score.away}`,
      },
    });
    at += 45;
  }
  return at;
}

/** Cup ties are always played (someone must go through), friendlies too; a replay or a match of the last rounds has no later date to go to. */
const mayPostpone = (fixture: SimulatedFixture) =>
  !fixture.knockout && fixture.alwaysPlayed !== true && fixture.neverPostponed !== true;

/** Football in the simulator: cup ties go to extra time and penalties; league matches may be postponed, friendlies always played. */
export const footballSimulation: SportSimulation = {
  timeline: (random, fixture, players) =>
    footballTimeline(random, {
      homeStrength: fixture.homeTeam.strength,
      awayStrength: fixture.awayTeam.strength,
      homePlayers: players.home,
      awayPlayers: players.away,
      knockout: fixture.knockout,
      mayPostpone: mayPostpone(fixture),
      mayInterrupt: fixture.alwaysPlayed !== true,
    }),
  postponed: (random, fixture) => calledOff(random, mayPostpone(fixture)),
  squadShape: SQUAD_SHAPE,
  startingShapes: ELEVENS,
  matchdays: true,
};
