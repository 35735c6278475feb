import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import type { EventBus } from '../events.ts';
import { pruneFixtures, saveFixtures } from './fixtures.repository.ts';
import { readProgress } from './ingestion/ingestion.repository.ts';
import { IngestionService } from './ingestion/ingestion.service.ts';
import { seasonOwners } from './season-claims.repository.ts';
import type { FeedProvider, FeedSink } from './provider.ts';
import { upsertReferenceData } from './reference/reference.repository.ts';
import { saveSeasonGroups, saveVendorLineups } from './vendor-match-centre.repository.ts';

export interface RunningFeeds {
  stop(): Promise<void>;
}

/** The sink every provider writes to: fixtures upserted, updates through the ingestion service. */
export function createFeedSink(db: Database, events: EventBus, clock: Clock, log?: FastifyBaseLogger): FeedSink {
  const ingestion = new IngestionService(db, events, clock, log);
  return {
    saveFixtures: (fixtures) => saveFixtures(db, fixtures),
    ingest: async (updates) => {
      await ingestion.ingest(updates);
    },
    progress: (refs) => readProgress(db, refs),
    prune: (prefix, keep) => pruneFixtures(db, prefix, keep),
    seasonOwners: () => seasonOwners(db),
    saveLineups: async (externalRef, lineups) => {
      await saveVendorLineups(db, externalRef, lineups);
    },
    saveSeasonGroups: (source, code, seasonName, groups) => saveSeasonGroups(db, source, code, seasonName, groups),
  };
}

/**
 * Writes the reference data, then each provider's fixtures, then lets them push live updates.
 * `onStarted` hears of each provider once its start is over, whether it worked or not.
 */
export async function startFeeds(
  providers: FeedProvider[],
  options: {
    db: Database;
    events: EventBus;
    clock: Clock;
    log?: FastifyBaseLogger;
    onStarted?: (provider: FeedProvider) => void;
  },
): Promise<RunningFeeds> {
  await upsertReferenceData(options.db);
  const sink = createFeedSink(options.db, options.events, options.clock, options.log);
  const started: FeedProvider[] = [];
  for (const provider of providers) {
    // One failing source (a vendor down) must not keep the others from running.
    try {
      await sink.saveFixtures(await provider.fixtures(sink));
      started.push(provider);
      await provider.start?.(sink);
      options.log?.info({ provider: provider.name }, 'feed started');
    } catch (error) {
      options.log?.error({ err: error, provider: provider.name }, 'feed failed to start');
    }
    options.onStarted?.(provider);
  }
  return {
    async stop() {
      for (const provider of started.reverse()) await provider.stop?.();
    },
  };
}
