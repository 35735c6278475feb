import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { openCountryDatabase } from '../../geo/country-database.ts';
import locationGuard from '../../geo/location-guard.ts';
import { createLocationRules } from '../../geo/location-rules.ts';
import { compileTrustProxy } from '../../http/client-address.ts';
import { createSettingsService } from './settings.service.ts';

/**
 * What admins set (issue 13) and location blocking, decorated as `settings` and `locationRules`:
 * registered before any route, so a blocked country reaches none.
 */
export default fp<{ db: Database }>(
  async (app, { db }) => {
    const { config, clock, sharedState } = app;
    const settings = createSettingsService({
      db,
      clock,
      analyticsIdFallback: config.public.analyticsId,
      log: app.log.child({ module: 'settings' }),
      // Another instance's change (blocked countries above all) shows at once there, not after SETTINGS_TTL_MS.
      ...(sharedState.spansInstances ? { onChange: () => sharedState.events.publish('settings', 'changed') } : {}),
    });
    if (sharedState.spansInstances) sharedState.events.subscribe('settings', () => settings.invalidate());
    const countryHeader =
      config.countryHeader === undefined
        ? undefined
        : { name: config.countryHeader, trust: compileTrustProxy(config.security.trustProxy) };
    const locationRules = createLocationRules(
      openCountryDatabase(config.geoDatabase),
      () => settings.blockedCountries(),
      countryHeader,
    );
    app.decorate('settings', settings);
    app.decorate('locationRules', locationRules);
    await app.register(locationGuard, { rules: locationRules });
  },
  { name: 'settings' },
);
