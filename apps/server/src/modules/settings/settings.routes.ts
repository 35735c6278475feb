import type { FastifyInstance } from 'fastify';
import {
  countryOf,
  getSettingCenterItem,
  getTabDownList,
  getTabList,
  pointSeletionItem,
  siteConfig,
  updateSettingCenterItem,
  updateTabDownList,
  updateTabList,
} from '@placar/contract/calls/admin';
import type { CallData } from '@placar/contract/call';
import { Header } from '@placar/contract/headers';
import type { Language } from '@placar/contract/languages';
import type { LocationRules } from '../../geo/location-rules.ts';
import { registerCall } from '../../http/register-call.ts';
import { userIdOf } from '../../http/caller.ts';
import { needsConsent } from './analytics-consent.ts';
import { publicTabs, tabDownList, tabList, updateTabDown, updateTabs } from './home-tabs.service.ts';
import type { HomeTabsDeps } from './home-tabs.service.ts';
import { pointItems, settingCentre, updateItem } from './setting-centre.service.ts';
import type { SettingsSnapshot } from './settings.service.ts';

interface SettingsRoutesOptions extends HomeTabsDeps {
  rules: LocationRules;
}

/** The setting centre and home tabs for admins, and the public /system/siteConfig every page reads. */
export default async function settingsRoutes(app: FastifyInstance, options: SettingsRoutesOptions): Promise<void> {
  const { rules } = options;

  registerCall(app, getTabList, () => tabList(options));
  registerCall(app, updateTabList, ({ body, session }) => updateTabs(options, userIdOf(session), body));
  registerCall(app, getTabDownList, ({ body, headers }) => tabDownList(options, body.tab, headers[Header.language]));
  registerCall(app, updateTabDownList, ({ body, session, headers }) =>
    updateTabDown(options, userIdOf(session), body, headers[Header.language]),
  );
  registerCall(app, getSettingCenterItem, () => settingCentre(options));
  registerCall(app, updateSettingCenterItem, ({ body, session, request }) =>
    updateItem(options, userIdOf(session), body, rules.countryOf(request)),
  );
  registerCall(app, pointSeletionItem, ({ body, session }) => pointItems(options, userIdOf(session), body));
  registerCall(app, countryOf, async ({ body }) => {
    const country = rules.database.countryOf(body.address);
    const blocked = country !== null && (await options.settings.blockedCountries()).has(country);
    return { address: body.address, country, blocked, database: rules.database.description };
  });

  // Every home polls this: the tabs part is kept per language for as long as the settings read is.
  const tabsCache = new Map<Language, { snapshot: SettingsSnapshot; tabs: CallData<typeof siteConfig>['tabs'] }>();
  registerCall(app, siteConfig, async ({ headers, request }) => {
    const language = headers[Header.language];
    const snapshot = await options.settings.snapshot();
    let cached = tabsCache.get(language);
    if (cached?.snapshot !== snapshot) {
      cached = { snapshot, tabs: await publicTabs(options, language) };
      tabsCache.set(language, cached);
    }
    const { values } = snapshot;
    const analyticsId = await options.settings.analyticsId();
    const country = rules.countryOf(request);
    const announcement = values.announcement[language].trim();
    return {
      tabs: cached.tabs,
      announcement: announcement === '' ? null : announcement,
      analytics: { id: analyticsId === '' ? null : analyticsId, consentRequired: needsConsent(country) },
      country,
    };
  });
}
