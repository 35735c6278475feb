import type { FastifyBaseLogger } from 'fastify';
import { Code } from '@placar/contract/codes';
import type { MatchUpdate, MatchUpdateInput } from '@placar/contract/live-update';
import { isStatusCode } from '@placar/contract/match-status';
import { sportRules } from '@placar/contract/sports/sport-registry';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events.ts';
import { ApiError } from '../../http/api-error.ts';
import { saveAnnouncedFixtures } from './announced-fixtures.ts';
import { applyUpdate, changesWhatFansSee } from './match-state.ts';
import {
  insertIncidents,
  lockMatches,
  saveMatchState,
  upsertPlayerLines,
  upsertStats,
} from './ingestion.repository.ts';

interface IngestResult {
  id: number;
  seq: number;
  published: boolean;
  /** False when the update changed nothing a fan sees: nothing stored, nothing announced, seq kept. */
  changed: boolean;
}

/**
 * The one way match updates enter: the feed call, the simulator and adapters all come here.
 * Order matters: validate, store everything in one transaction, then emit matchUpdated, so a
 * listener (cache, MQTT publisher) never announces a state that is not stored. An update that
 * changes nothing a fan sees (score, status, periods, clock, incidents, statistics, box score)
 * is neither stored nor announced: feeds may repeat themselves, fans' phones do not pay for it.
 */
export class IngestionService {
  private readonly db: Database;
  private readonly events: EventBus;
  private readonly clock: Clock;
  private readonly log: FastifyBaseLogger | undefined;

  constructor(db: Database, events: EventBus, clock: Clock, log?: FastifyBaseLogger) {
    this.db = db;
    this.events = events;
    this.clock = clock;
    this.log = log;
  }

  async ingest(inputs: MatchUpdateInput[], now: Date = new Date(this.clock.now())): Promise<IngestResult[]> {
    if (inputs.length === 0) return [];
    await saveAnnouncedFixtures(this.db, inputs);
    const outcomes = await this.db.transaction(async (tx) => {
      const ids = inputs.flatMap((input) => (input.matchId === undefined ? [] : [input.matchId]));
      const refs = inputs.flatMap((input) =>
        input.matchId === undefined && input.externalRef !== undefined ? [input.externalRef] : [],
      );
      const rows = await lockMatches(tx, ids, refs);
      const stored: ({ update: MatchUpdate } | { unchanged: { id: number; seq: number } })[] = [];
      for (const input of inputs) {
        const match = rows.find((row) =>
          input.matchId === undefined ? row.externalRef === input.externalRef : row.id === input.matchId,
        );
        if (match === undefined) {
          const which = input.matchId === undefined ? `with external ref ${input.externalRef}` : String(input.matchId);
          throw new ApiError(Code.notFound, { en: `Match ${which} not found`, br: `Partida ${which} não encontrada` });
        }
        if (input.status !== undefined && !isStatusCode(match.sport, input.status)) {
          throw new ApiError(Code.invalidInput, {
            en: `status: ${input.status} is not a ${match.sport} status code`,
            br: `status: ${input.status} não é um código de situação de ${sportRules(match.sport).name.br.toLowerCase()}`,
          });
        }
        const { patch, incidents } = applyUpdate(match, input, now);
        const changedStats = await upsertStats(tx, match.id, input.stats ?? []);
        const changedLines = await upsertPlayerLines(tx, match.id, input.players ?? []);
        if (
          incidents.length === 0 &&
          changedStats.length === 0 &&
          changedLines === 0 &&
          !changesWhatFansSee(match, patch)
        ) {
          stored.push({ unchanged: { id: match.id, seq: match.seq } });
          continue;
        }
        const seq = await saveMatchState(tx, match.id, patch);
        Object.assign(match, patch, { seq });
        const added = await insertIncidents(tx, match.id, incidents);
        stored.push({
          update: {
            id: match.id,
            sport: match.sport,
            competitionId: match.competitionId,
            status: patch.status,
            home: { score: patch.homeScore, periods: patch.homePeriods, penalties: patch.homePenalties },
            away: { score: patch.awayScore, periods: patch.awayPeriods, penalties: patch.awayPenalties },
            clock:
              patch.clockSeconds === null
                ? null
                : {
                    seconds: patch.clockSeconds,
                    running: patch.clockRunning,
                    at: (patch.clockAt ?? now).toISOString(),
                  },
            incidents: added,
            ...(changedStats.length === 0 ? {} : { stats: changedStats }),
            seq,
            at: now.toISOString(),
          },
        });
      }
      return stored;
    });

    const results: IngestResult[] = [];
    for (const outcome of outcomes) {
      if ('unchanged' in outcome) {
        results.push({ ...outcome.unchanged, published: false, changed: false });
        continue;
      }
      const { update } = outcome;
      // Stored is stored: a failing listener is logged and reported, never undoes the update.
      let published = true;
      try {
        await this.events.emit('matchUpdated', update);
      } catch (error) {
        published = false;
        this.log?.error({ err: error, matchId: update.id }, 'matchUpdated listener failed');
      }
      results.push({ id: update.id, seq: update.seq, published, changed: true });
    }
    return results;
  }
}
