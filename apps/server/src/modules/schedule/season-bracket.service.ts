import type { CallData } from '@placar/contract/call';
import type { seasonBracket } from '@placar/contract/calls/schedule';
import type { Database } from '../../db/client.ts';
import type { InputOf } from './call-types.ts';
import { requireSeason } from './competition-matches.service.ts';
import { knockoutBracket } from './knockout-bracket.ts';
import { findMatches } from './match.repository.ts';
import { matchView, seasonView, teamView } from './match-view.ts';
import type { Viewer } from './match-view.ts';

export async function seasonBracketOf(
  db: Database,
  viewer: Viewer,
  input: InputOf<typeof seasonBracket>,
  now: Date,
): Promise<CallData<typeof seasonBracket>> {
  const season = await requireSeason(db, input.seasonId);
  const rounds = knockoutBracket(await findMatches(db, { seasonId: season.id, order: 'asc' }));
  return {
    season: seasonView(season, now),
    rounds: rounds.map((round) => ({
      name: round.name,
      ties: round.ties.map((tie) => ({
        home: teamView(tie.home, viewer.language),
        away: teamView(tie.away, viewer.language),
        legs: tie.legs.map((leg) => matchView(leg, viewer)),
        aggregate: tie.aggregate,
        winnerId: tie.winnerId,
      })),
    })),
  };
}
