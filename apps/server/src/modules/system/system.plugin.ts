import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { gitCommit } from './server-version.ts';
import systemRoutes from './system.routes.ts';

/**
 * Probes and the health page (issue 37 item 6). The page reads the engines when asked: the media
 * server and the broker are decorated by plugins that load after this one.
 */
export default fp<{ db: Database; webBuild: () => string | null }>(
  async (app, { db, webBuild }) => {
    const { config, clock, startup, databaseProbe, sharedState } = app;
    let commit: Promise<string | null> | undefined;
    const health = {
      config,
      clock,
      startedAt: clock.now(),
      db,
      databaseProbe,
      media: () => app.media,
      publisher: () => app.livePublisher,
      embeddedBroker: () => app.embeddedBroker,
      sharedState,
      server: () => app.server,
      commit: () => (commit ??= gitCommit()),
      webBuild,
    };
    await app.register(systemRoutes, { clock, startup, databaseProbe, health });
  },
  { name: 'system' },
);
