import type { MatchUpdateInput } from '@placar/contract/live-update';
import type { SeasonGroup, VendorLineup } from '../provider.ts';
import type {
  ApiFootballEvent,
  ApiFootballLineup,
  ApiFootballStandings,
  ApiFootballTeamPlayers,
} from './api-football-match-centre-response.ts';

type Side = 'home' | 'away';
type Incident = NonNullable<MatchUpdateInput['incidents']>[number];
/** The two teams of a fixture by the vendor's team id: what places a line-up or an event on a side. */
interface FixtureTeams {
  home: { id: number };
  away: { id: number };
}

/** The vendor's one-letter positions as the squad stores them (team_players.position). */
const POSITIONS: Record<string, string> = { G: 'GK', D: 'DF', M: 'MF', F: 'FW' };

const playerRef = (vendorId: number) => `apif:${vendorId}`;

function sideOf(teams: FixtureTeams, teamId: number): Side | undefined {
  if (teamId === teams.home.id) return 'home';
  if (teamId === teams.away.id) return 'away';
  return undefined;
}

/**
 * Both line-ups as stored per match (decision 0156): the vendor's formation, coach, starting XI
 * then bench in its order, with each player's minutes and rating from `fixtures/players` when
 * the vendor has them (null before).
 */
export function toLineups(
  teams: FixtureTeams,
  lineups: readonly ApiFootballLineup[],
  players: readonly ApiFootballTeamPlayers[] = [],
): VendorLineup[] {
  const figures = new Map(
    players.flatMap((team) => team.players.map((entry) => [entry.player.id, entry.statistics[0]?.games] as const)),
  );
  return lineups.flatMap((lineup) => {
    const side = sideOf(teams, lineup.team.id);
    if (side === undefined) return [];
    const player =
      (starter: boolean) =>
      ({ player }: ApiFootballLineup['startXI'][number]) => {
        const games = figures.get(player.id);
        return {
          externalRef: playerRef(player.id),
          name: player.name,
          number: player.number,
          position: player.pos === null ? null : (POSITIONS[player.pos] ?? null),
          starter,
          minutes: games?.minutes ?? null,
          rating: games?.rating === null || games?.rating === undefined ? null : Number(games.rating),
        };
      };
    return [
      {
        side,
        formation: lineup.formation,
        coach: lineup.coach?.name ?? null,
        players: [...lineup.startXI.map(player(true)), ...lineup.substitutes.map(player(false))],
      },
    ];
  });
}

/** The period a vendor minute falls in: each half, then each half of extra time. */
function periodOf(event: ApiFootballEvent): number {
  const { elapsed } = event.time;
  return elapsed <= 45 ? 1 : elapsed <= 90 ? 2 : elapsed <= 105 ? 3 : 4;
}

const SHOOT_OUT = /shoot-?out/i;

function goalKind(event: ApiFootballEvent): Incident['kind'] | undefined {
  const detail = event.detail ?? '';
  if (SHOOT_OUT.test(event.comments ?? '')) return /miss/i.test(detail) ? 'shootout_miss' : 'shootout_goal';
  if (/miss/i.test(detail)) return 'missed_penalty';
  if (/own goal/i.test(detail)) return 'own_goal';
  if (/penalty/i.test(detail)) return 'penalty_goal';
  return 'goal';
}

function cardKind(detail: string | null): Incident['kind'] | undefined {
  if (detail === null) return undefined;
  if (/second yellow/i.test(detail)) return 'second_yellow';
  if (/red/i.test(detail)) return 'red_card';
  if (/yellow/i.test(detail)) return 'yellow_card';
  return undefined;
}

/**
 * The vendor's events as our incidents, in its order (decision 0156): goals with their assist,
 * own goals on the side that profits (as the simulator stores them), penalties, cards,
 * substitutions (player: on, detail: off) and VAR decisions. Which of a substitution's two
 * names goes off is read from who is on the pitch (the line-ups' XI and the substitutions
 * before), so the vendor's order of the two names does not matter. Events of a kind we do not
 * have are counted in `skipped`.
 */
export function toIncidents(
  teams: FixtureTeams,
  events: readonly ApiFootballEvent[],
  lineups: readonly ApiFootballLineup[] = [],
): { incidents: Incident[]; skipped: number } {
  const onPitch = new Set(lineups.flatMap((lineup) => lineup.startXI.map(({ player }) => player.name)));
  const incidents: Incident[] = [];
  let skipped = 0;
  // Each incident carries the score just after it, counted over the vendor's whole list, so a
  // batch sent after a restart (only the events not stored yet) is scored as the match was.
  const score = { home: 0, away: 0 };
  // A shoot-out kick's detail is the tally after it, as the simulator writes it ("4-3").
  const kicks = { home: 0, away: 0 };
  for (const event of events) {
    const side = sideOf(teams, event.team.id);
    const player = event.player?.name ?? null;
    const second = event.assist?.name ?? null;
    const kind =
      side === undefined
        ? undefined
        : event.type === 'Goal'
          ? goalKind(event)
          : event.type === 'Card'
            ? cardKind(event.detail)
            : event.type === 'subst'
              ? 'substitution'
              : event.type === 'Var'
                ? 'var'
                : undefined;
    if (side === undefined || kind === undefined) {
      skipped += 1;
      continue;
    }
    const at = {
      minute: kind.startsWith('shootout') ? null : event.time.elapsed,
      extraMinute: event.time.extra ?? null,
      period: kind.startsWith('shootout') ? 5 : periodOf(event),
    };
    if (kind === 'substitution') {
      const secondGoesOff = second !== null && onPitch.has(second) && (player === null || !onPitch.has(player));
      const off = secondGoesOff ? second : player;
      const on = secondGoesOff ? player : second;
      if (off !== null) onPitch.delete(off);
      if (on !== null) onPitch.add(on);
      incidents.push({ kind, side, player: on, detail: off, ...at, homeScore: score.home, awayScore: score.away });
      continue;
    }
    if (kind === 'red_card' || kind === 'second_yellow') onPitch.delete(player ?? '');
    // The vendor files an own goal under the scorer's team; we file it under the side it counts for.
    const counted = kind === 'own_goal' ? (side === 'home' ? 'away' : 'home') : side;
    const assisted = (kind === 'goal' || kind === 'penalty_goal') && second !== null ? { assist: second } : {};
    if (kind === 'goal' || kind === 'penalty_goal' || kind === 'own_goal') score[counted] += 1;
    if (kind === 'shootout_goal') kicks[counted] += 1;
    const detail = kind === 'var' ? event.detail : kind.startsWith('shootout') ? `${kicks.home}-${kicks.away}` : null;
    incidents.push({
      kind,
      side: counted,
      player,
      ...assisted,
      detail,
      ...at,
      homeScore: score.home,
      awayScore: score.away,
    });
  }
  return { incidents, skipped };
}

/**
 * A season's groups from its standings, when the vendor ranks it in more than one (the
 * Champions League's group stage); a single table has none to store.
 */
export function toGroups(standings: ApiFootballStandings | undefined): SeasonGroup[] {
  const tables = standings?.league.standings ?? [];
  if (tables.length < 2) return [];
  return tables.flatMap((rows) => {
    const group = rows[0]?.group;
    return group === undefined ? [] : [{ name: group, teams: rows.map((row) => row.team.name) }];
  });
}
