import { promisify } from 'node:util';
import type { Server } from 'node:http';
import type { z } from 'zod';
import type { systemHealth } from '@placar/contract/calls/system';
import type { engineHealthSchema } from '@placar/contract/calls/system';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { poolOf } from '../../db/client.ts';
import type { DatabaseProbe } from '../../db/database-probe.ts';
import type { MediaServer } from '../../media/media-server.ts';
import type { EmbeddedBroker } from '../../realtime/embedded-broker.ts';
import type { LivePublisher } from '../../realtime/live-publisher.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { databaseConnections } from './system.repository.ts';

type SystemHealth = z.infer<typeof systemHealth.data>;
type EngineHealth = z.infer<typeof engineHealthSchema>;

/** What the health page reads, each asked when the page asks (the engines change while the server runs). */
export interface HealthSources {
  config: Config;
  clock: Clock;
  /** By the server clock. */
  startedAt: number;
  db: Database;
  databaseProbe: DatabaseProbe;
  media: () => MediaServer;
  publisher: () => LivePublisher;
  embeddedBroker: () => EmbeddedBroker | undefined;
  sharedState: SharedState;
  server: () => Server;
  commit: () => Promise<string | null>;
  webBuild: () => string | null;
}

function withoutPassword(url: string): string {
  const where = new URL(url);
  where.password = '';
  where.username = '';
  return `${where.host}${where.pathname}`;
}

async function databaseHealth({ config, databaseProbe }: HealthSources): Promise<EngineHealth> {
  const kind =
    config.databaseUrl === undefined
      ? `embedded PostgreSQL in ${config.dataDir}`
      : `PostgreSQL ${withoutPassword(config.databaseUrl)}`;
  const probe = await databaseProbe.check();
  return probe.ok
    ? { engine: 'database', kind, state: 'up', detail: `answered in ${probe.ms} ms` }
    : { engine: 'database', kind, state: 'down', detail: probe.reason };
}

/** The health page's figures (issue 37 item 6): version, uptime, each engine, connections, memory. */
export async function collectHealth(sources: HealthSources): Promise<SystemHealth> {
  const { config, clock, sharedState } = sources;
  const publisher = sources.publisher();
  const media = sources.media();
  const engines: EngineHealth[] = [
    await databaseHealth(sources),
    { engine: 'broker', kind: publisher.description, ...publisher.health() },
    { engine: 'media', kind: media.kind === 'embedded' ? 'embedded RTMP ingest' : media.kind, ...media.health() },
  ];
  if (sharedState.kind === 'redis' && config.redisUrl !== undefined) {
    const up = sharedState.available();
    engines.push({
      engine: 'redis',
      kind: `Redis ${withoutPassword(config.redisUrl)}`,
      state: up ? 'up' : 'down',
      detail: up
        ? `shared by every instance; away ${sharedState.outages()} times since start`
        : 'unreachable: this instance answers from its own counters and keys',
    });
  }
  const pool = poolOf(sources.db);
  const memory = process.memoryUsage();
  const now = clock.now();
  return {
    version: { commit: await sources.commit(), webBuild: sources.webBuild(), node: process.version },
    startedAt: new Date(sources.startedAt).toISOString(),
    uptimeSeconds: Math.max(0, Math.floor((now - sources.startedAt) / 1000)),
    engines,
    connections: {
      http: await promisify(sources.server().getConnections.bind(sources.server()))(),
      mqtt: sources.embeddedBroker()?.broker.connectedClients ?? null,
      databasePool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
      database: await databaseConnections(sources.db).catch(() => null),
    },
    memory: {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      externalBytes: memory.external,
    },
  };
}
