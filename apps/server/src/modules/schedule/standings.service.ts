import { outcomeOf, pointsFor } from '@placar/contract/sports/match-outcome';
import type { Outcome, Result } from '@placar/contract/sports/match-outcome';
import type { Sport } from '@placar/contract/sports/served-sports';
import type { UnresolvedTie } from '@placar/contract/tie-break';
import { sideResult } from './tie-break-criteria.ts';
import type { Cards, Decided, Meeting } from './tie-break-criteria.ts';
import { tableGroups } from './league-groups.ts';
import type { GroupLayout } from './league-groups.ts';
import { rankGroup } from './tie-break-ranking.ts';
import type { OpenTie } from './tie-break-ranking.ts';
import type { TieBreakRule } from './tie-break-rule.ts';

/**
 * Standings computed from finished matches (pure: the caller passes the rows). What a result is
 * and what it earns is the sport's rule (sports/match-outcome.ts): the stored final score (a
 * football match decided after extra time counts its 120-minute score, one decided on
 * penalties is a draw on that score), a hockey shoot-out deciding the winner.
 */

export interface StandingTeam {
  id: number;
  /** Last tie-break; the English name, so positions never depend on the caller's language. */
  sortName: string;
}

export interface FinishedMatch extends Decided {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  kickoff: Date;
  /** Cards each side received, when the feed gave them (the live feeds' match statistics). */
  cards?: { home: Cards; away: Cards };
}

export interface Table {
  rows: Standing[];
  /** Teams the rule could not order from the data at hand, listed by name. */
  unresolved: UnresolvedTie[];
  /** With a layout: each conference ranked on its own, positions within it. */
  conferences: { key: string; teamIds: number[]; unresolved: UnresolvedTie[] }[];
}

export interface Split {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export interface Standing extends Split {
  position: number;
  teamId: number;
  /** Losses after overtime or a shoot-out (counted in `lost` too). */
  overtimeLost: number;
  goalDifference: number;
  winPercentage: number;
  form: Result[];
  home: Split;
  away: Split;
}

const emptySplit = (): Split => ({ played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 });

/** One side's result of a finished match, as its sport counts it. */
export function sideOutcome(
  sport: Sport,
  match: Decided & { homeScore: number; awayScore: number },
  side: 'home' | 'away',
): Outcome {
  return outcomeOf(sport, sideResult(match, side));
}

function add(split: Split, sport: Sport, outcome: Outcome, scored: number, conceded: number): void {
  split.played += 1;
  split.goalsFor += scored;
  split.goalsAgainst += conceded;
  if (outcome.result === 'W') split.won += 1;
  else if (outcome.result === 'D') split.drawn += 1;
  else split.lost += 1;
  split.points += pointsFor(sport, outcome);
}

function sumSplits(home: Split, away: Split): Split {
  return {
    played: home.played + away.played,
    won: home.won + away.won,
    drawn: home.drawn + away.drawn,
    lost: home.lost + away.lost,
    goalsFor: home.goalsFor + away.goalsFor,
    goalsAgainst: home.goalsAgainst + away.goalsAgainst,
    points: home.points + away.points,
  };
}

/**
 * The table of `teams` from their finished matches, ordered by `rule`, with splits and form.
 * `pending` are the table's matches still to be played: some regulations wait for them before
 * a head-to-head counts.
 */
export function computeStandings(
  sport: Sport,
  rule: TieBreakRule,
  teams: readonly StandingTeam[],
  matches: readonly FinishedMatch[],
  pending: readonly Meeting[] = [],
  layout?: GroupLayout,
): Table {
  const chronological = [...matches].sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime());
  const entries = new Map(
    teams.map((team) => [
      team.id,
      {
        home: emptySplit(),
        away: emptySplit(),
        results: [] as Result[],
        overtimeLost: 0,
        cards: { yellow: 0, red: 0 } as Cards | null,
      },
    ]),
  );
  for (const match of chronological) {
    const home = entries.get(match.homeTeamId);
    const away = entries.get(match.awayTeamId);
    for (const [entry, side, scored, conceded] of [
      [home, 'home', match.homeScore, match.awayScore],
      [away, 'away', match.awayScore, match.homeScore],
    ] as const) {
      if (entry === undefined) continue;
      const outcome = sideOutcome(sport, match, side);
      add(entry[side], sport, outcome, scored, conceded);
      entry.results.push(outcome.result);
      if (outcome.result === 'L' && outcome.decidedIn !== 'regulation') entry.overtimeLost += 1;
      entry.cards = addCards(entry.cards, match.cards?.[side]);
    }
  }
  const rows = new Map(
    teams.map((team) => {
      const entry = entries.get(team.id) ?? {
        home: emptySplit(),
        away: emptySplit(),
        results: [],
        overtimeLost: 0,
        cards: null,
      };
      const total = sumSplits(entry.home, entry.away);
      const row = {
        ...total,
        teamId: team.id,
        overtimeLost: entry.overtimeLost,
        goalDifference: total.goalsFor - total.goalsAgainst,
        winPercentage: total.played === 0 ? 0 : Math.round((total.won / total.played) * 1000) / 1000,
        form: entry.results.slice(-5),
        home: entry.home,
        away: entry.away,
      };
      const line = {
        teamId: team.id,
        sortName: team.sortName,
        ...total,
        awayWon: entry.away.won,
        awayGoalsFor: entry.away.goalsFor,
        cards: entry.cards,
      };
      return [team.id, { row, line }] as const;
    }),
  );
  const lines = new Map([...rows].map(([id, { line }]) => [id, line]));
  const base = { sport, lines, matches: chronological, pending };
  const context = layout === undefined ? base : { ...base, groups: tableGroups(rule, layout, lines, base) };
  const ranking = rankGroup(rule, [...lines.values()], context);
  const position = new Map(ranking.order.map((line, index) => [line.teamId, index + 1]));
  const conferences = (layout?.conferences ?? []).map((conference) => {
    const ranked = rankGroup(
      rule,
      conference.teamIds.flatMap((id) => lines.get(id) ?? []),
      context,
    );
    const teamIds = ranked.order.map((line) => line.teamId);
    return {
      key: conference.key,
      teamIds,
      unresolved: ranked.open.map((tie) => placed(tie, new Map(teamIds.map((id, index) => [id, index + 1])))),
    };
  });
  return {
    conferences,
    rows: ranking.order.flatMap((line) => {
      const entry = rows.get(line.teamId);
      return entry === undefined ? [] : [{ ...entry.row, position: position.get(line.teamId) ?? 0 }];
    }),
    unresolved: ranking.open.map((tie) => placed(tie, position)),
  };
}

/** An open tie with the places its teams share. */
function placed(tie: OpenTie, position: ReadonlyMap<number, number>): UnresolvedTie {
  const places = tie.teamIds.map((id) => position.get(id) ?? 0);
  return { ...tie, from: Math.min(...places), to: Math.max(...places) };
}

/** Cards add up while every match has them; one match without makes the total unknown. */
function addCards(total: Cards | null, cards: Cards | undefined): Cards | null {
  if (total === null || cards === undefined) return null;
  return { yellow: total.yellow + cards.yellow, red: total.red + cards.red };
}
