import { z } from 'zod';
import { MATCH_TABS } from '@placar/contract/match-tabs';
import { homeTabSettingSchema, rotatorBannerSchema, tabDownItemSettingSchema } from '@placar/contract/admin-entities';
import type { HomeTabSetting, RotatorBanner, TabDownItemSetting } from '@placar/contract/admin-entities';

/** The app_settings keys admins edit, each with the shape it is read back with and its default. */
const ids = z.array(z.number().int().positive());
const localized = z.object({ en: z.string(), br: z.string() });
const tabKey = z.enum(MATCH_TABS);

export const SETTINGS = {
  homeTabs: { key: 'home.tabs', schema: z.array(homeTabSettingSchema), fallback: [] as HomeTabSetting[] },
  tabDown: {
    key: 'home.tabDown',
    schema: z.partialRecord(tabKey, z.array(tabDownItemSettingSchema)),
    fallback: {} as Partial<Record<(typeof MATCH_TABS)[number], TabDownItemSetting[]>>,
  },
  homePageRotator: { key: 'home.rotator', schema: z.array(rotatorBannerSchema), fallback: [] as RotatorBanner[] },
  recommendList: { key: 'home.recommendations', schema: ids, fallback: [] as number[] },
  recommendationArea: { key: 'home.recommendationAreas', schema: ids, fallback: [] as number[] },
  recommendedRooms: { key: 'live.recommendedRooms', schema: ids, fallback: [] as number[] },
  hotGroups: { key: 'home.hotGroups', schema: ids, fallback: [] as number[] },
  blockedCountries: { key: 'geo.blockedCountries', schema: z.array(z.string()), fallback: [] as string[] },
  analyticsId: { key: 'site.analyticsId', schema: z.string().nullable(), fallback: null as string | null },
  chatBlockedTerms: { key: 'chat.blockedTerms', schema: z.array(z.string()), fallback: [] as string[] },
  announcement: {
    key: 'site.announcement',
    schema: localized,
    fallback: { en: '', br: '' } as { en: string; br: string },
  },
} as const;

export type SettingName = keyof typeof SETTINGS;
export type SettingValue<N extends SettingName> = (typeof SETTINGS)[N]['fallback'];

/** The home tabs in their stored order, with any tab missing from the setting added visible at the end. */
export function completeTabs(stored: readonly HomeTabSetting[]): HomeTabSetting[] {
  const seen = new Set<string>();
  const tabs = stored.filter((tab) => !seen.has(tab.key) && seen.add(tab.key));
  for (const key of MATCH_TABS) if (!seen.has(key)) tabs.push({ key, visible: true, label: { en: '', br: '' } });
  return tabs;
}
