import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import adminUsersRoutes from '../admin-users/admin-users.routes.ts';
import auditRoutes from '../audit/audit.routes.ts';
import { applicationOf } from '../hosts/host-applications.service.ts';
import { hostLifecycle } from '../live/going-live.service.ts';
import { missingRooms } from '../live/rooms.service.ts';
import { competitionLabels, missingCompetitions, missingMatches } from '../schedule/known-targets.service.ts';
import visitsRoutes from '../visits/visits.routes.ts';
import settingsRoutes from './settings.routes.ts';

interface AdminConsoleOptions {
  db: Database;
  sessions: Parameters<typeof adminUsersRoutes>[1]['sessions'];
}

/** The admin console (issue 13): settings, the audit log, users and visits. After the settings and live plugins. */
export default fp<AdminConsoleOptions>(
  async (app, { db, sessions }) => {
    const { config, clock, settings, locationRules, live } = app;
    // Settings may point only at matches, competitions and rooms that exist.
    const known = {
      missingMatches: (ids: readonly number[]) => missingMatches(db, ids),
      missingCompetitions: (ids: readonly number[]) => missingCompetitions(db, ids),
      missingRooms: (ids: readonly number[]) => missingRooms(live, ids),
    };
    await app.register(settingsRoutes, {
      db,
      clock,
      settings,
      known,
      rules: locationRules,
      competitionLabels: (language) => competitionLabels(db, language),
    });
    await app.register(auditRoutes, { db });
    const hostApplicationOf = async (userId: number) =>
      applicationOf({ db }, userId, await hostLifecycle(live).roomIdOf(userId));
    await app.register(adminUsersRoutes, { db, clock, sessions, hostApplicationOf });
    await app.register(visitsRoutes, {
      db,
      clock,
      retentionDays: config.visitRetentionDays,
      rules: locationRules,
      limitStore: app.sharedState.store,
    });
  },
  { name: 'admin-console', dependencies: ['settings', 'live'] },
);
