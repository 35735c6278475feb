import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createFavoriteAlerts } from '../favorites/favorite-alerts.service.ts';
import { createPushSender } from './push-sender.ts';
import pushRoutes from './push.routes.ts';
import { loadVapidKeys } from './vapid-keys.ts';

/** Web Push (issue 34 item 10): favourites' kick-offs and goals reach browsers with no tab open. */
export default fp<{ db: Database }>(
  async (app, { db }) => {
    const { config, clock, events } = app;
    const vapidKeys = loadVapidKeys({ keys: config.push.keys, dataDir: config.dataDir });
    // Loopback endpoints only outside production: the test suite's push service listens on 127.0.0.1.
    const policy = { allowLoopback: config.nodeEnv !== 'production' };
    const pushSender = createPushSender({
      db,
      clock,
      keys: vapidKeys,
      subject: vapidSubject(config),
      policy,
      log: app.log.child({ module: 'push' }),
    });
    const favoriteAlerts = createFavoriteAlerts({
      db,
      clock,
      push: pushSender,
      log: app.log.child({ module: 'favorite-alerts' }),
    });
    const stopAlerts = events.on('matchUpdated', (update) => favoriteAlerts.onMatchUpdated(update));
    app.addHook('onClose', async () => {
      stopAlerts();
      await pushSender.close();
    });
    await app.register(pushRoutes, { db, clock, publicKey: vapidKeys.publicKey, policy });
  },
  { name: 'push' },
);

/** RFC 8292's contact: VAPID_SUBJECT, else the site when it is https, else a mailto: at its host. */
function vapidSubject(config: Config): string {
  if (config.push.subject !== undefined) return config.push.subject;
  const site = new URL(config.security.publicUrl);
  return site.protocol === 'https:' ? site.origin : `mailto:push@${site.hostname}`;
}
