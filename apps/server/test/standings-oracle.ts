import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Sport } from '@placar/contract/sports/served-sports';
/**
 * A second, independent ranking of a league from its results, for tests only: it reads the
 * regulation's criteria (data) but shares no code with standings.service.ts. It works on team
 * names and recounts every figure from the raw results each time it needs one.
 */
export interface OracleMatch {
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  cards?: { home: { yellow: number; red: number }; away: { yellow: number; red: number } };
}

type OracleStep = string | { criterion: string; whileMeetingsPending?: 'skip' | 'share' };

export interface OracleRule {
  twoTeams: readonly OracleStep[];
  moreTeams: readonly OracleStep[];
}

export interface OracleTie {
  teams: string[];
  criterion: string | null;
  reason: string;
}

export interface OracleTable {
  order: string[];
  open: OracleTie[];
}

interface Tally {
  played: number;
  wins: number;
  points: number;
  scored: number;
  conceded: number;
  awayScored: number;
  awayWins: number;
  yellow: number;
  red: number;
  cardsKnown: boolean;
}

const NO_DATA = new Set([
  'fair_play',
  'division_leader',
  'division_win_percentage',
  'conference_win_percentage',
  'playoff_teams_own_conference_win_percentage',
  'playoff_teams_other_conference_win_percentage',
  'club_coefficient',
]);
const DECIDED_ELSEWHERE = new Set(['play_off_match', 'drawing_of_lots']);

export function oracleTable(
  sport: Sport,
  rule: OracleRule,
  teams: readonly string[],
  played: readonly OracleMatch[],
  toPlay: readonly { home: string; away: string }[] = [],
): OracleTable {
  // The sport's points per result are data of its rules; everything else is counted here again.
  const { points } = sportRules(sport).table;
  function tally(team: string, onlyAgainst?: ReadonlySet<string>): Tally {
    const t: Tally = {
      played: 0,
      wins: 0,
      points: 0,
      scored: 0,
      conceded: 0,
      awayScored: 0,
      awayWins: 0,
      yellow: 0,
      red: 0,
      cardsKnown: true,
    };
    for (const match of played) {
      const atHome = match.home === team;
      if (!atHome && match.away !== team) continue;
      const other = atHome ? match.away : match.home;
      if (onlyAgainst !== undefined && !onlyAgainst.has(other)) continue;
      const mine = atHome ? match.homeGoals : match.awayGoals;
      const theirs = atHome ? match.awayGoals : match.homeGoals;
      t.played += 1;
      t.scored += mine;
      t.conceded += theirs;
      if (mine > theirs) t.wins += 1;
      if (points !== null) t.points += mine > theirs ? points.win : mine === theirs ? points.draw : points.loss;
      if (!atHome) {
        t.awayScored += mine;
        if (mine > theirs) t.awayWins += 1;
      }
      const cards = match.cards === undefined ? undefined : atHome ? match.cards.home : match.cards.away;
      if (cards === undefined) t.cardsKnown = false;
      else {
        t.yellow += cards.yellow;
        t.red += cards.red;
      }
    }
    return t;
  }

  const rate = (wins: number, games: number) => (games === 0 ? 0 : wins / games);

  /** A number (more is better), or why the criterion cannot be used for this group. */
  function measure(criterion: string, team: string, group: readonly string[]): number | 'no cards' {
    const among = new Set(group);
    const whole = tally(team);
    switch (criterion) {
      case 'points':
        return whole.points;
      case 'win_percentage':
        return rate(whole.wins, whole.played);
      case 'wins':
        return whole.wins;
      case 'away_wins':
        return whole.awayWins;
      case 'goal_difference':
      case 'point_differential':
        return whole.scored - whole.conceded;
      case 'goals_for':
      case 'points_scored':
        return whole.scored;
      case 'away_goals_for':
        return whole.awayScored;
      case 'h2h_points':
        return tally(team, among).points;
      case 'h2h_win_percentage': {
        const h = tally(team, among);
        return rate(h.wins, h.played);
      }
      case 'h2h_goal_difference':
      case 'h2h_point_differential': {
        const h = tally(team, among);
        return h.scored - h.conceded;
      }
      case 'h2h_goals_for':
      case 'h2h_points_scored':
        return tally(team, among).scored;
      case 'h2h_away_goals_for':
        return tally(team, among).awayScored;
      case 'opponents_points':
      case 'opponents_goal_difference':
      case 'opponents_goals_for': {
        let sum = 0;
        for (const match of played) {
          if (match.home !== team && match.away !== team) continue;
          const other = tally(match.home === team ? match.away : match.home);
          sum +=
            criterion === 'opponents_points'
              ? other.points
              : criterion === 'opponents_goals_for'
                ? other.scored
                : other.scored - other.conceded;
        }
        return sum;
      }
      case 'fewer_red_cards':
        return whole.cardsKnown ? -whole.red : 'no cards';
      case 'fewer_yellow_cards':
        return whole.cardsKnown ? -whole.yellow : 'no cards';
      case 'disciplinary_points':
        return whole.cardsKnown ? -(whole.yellow + 3 * whole.red) : 'no cards';
      default:
        throw new Error(`oracle: no measure for ${criterion}`);
    }
  }

  const byName = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'));
  const open: OracleTie[] = [];

  function settle(group: readonly string[]): string[] {
    if (group.length === 1) return [...group];
    const steps = group.length === 2 ? rule.twoTeams : rule.moreTeams;
    for (const step of steps) {
      const criterion = typeof step === 'string' ? step : step.criterion;
      const stop = (reason: string) => {
        open.push({ teams: byName(group), criterion, reason });
        return byName(group);
      };
      if (NO_DATA.has(criterion)) return stop('missing_data');
      if (DECIDED_ELSEWHERE.has(criterion)) return stop('off_the_table');
      const waits = typeof step !== 'string' && step.whileMeetingsPending !== undefined;
      if (waits && toPlay.some((meeting) => group.includes(meeting.home) && group.includes(meeting.away))) {
        if (step.whileMeetingsPending === 'skip') continue;
        return stop('meetings_pending');
      }
      const values = group.map((team) => ({ team, value: measure(criterion, team, group) }));
      if (values.some((entry) => entry.value === 'no cards')) return stop('missing_data');
      const distinct = [...new Set(values.map((entry) => entry.value as number))].sort((a, b) => b - a);
      if (distinct.length === 1) continue;
      return distinct.flatMap((value) =>
        settle(values.filter((entry) => entry.value === value).map((entry) => entry.team)),
      );
    }
    open.push({ teams: byName(group), criterion: null, reason: 'exhausted' });
    return byName(group);
  }

  const order = settle(teams);
  return { order, open };
}
