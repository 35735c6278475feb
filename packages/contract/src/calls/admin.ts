import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  HOT_GROUPS_MAX,
  POINTED_AREAS_MAX,
  POINTED_MATCHES_MAX,
  POINTED_ROOMS_MAX,
  ROTATOR_BANNERS_MAX,
  TABS_MESSAGE,
  TAB_DOWN_ITEMS_MAX,
  BLOCKED_TERMS_MAX,
  analyticsIdSchema,
  announcementSchema,
  blockedTermSchema,
  uniqueList,
} from '../admin-rules.ts';
import {
  homeTabSettingInputSchema,
  homeTabSettingSchema,
  matchTabSchema,
  publicTabSchema,
  rotatorBannerInputSchema,
  settingCentreSchema,
  tabDownItemInputSchema,
  tabDownItemSettingSchema,
} from '../admin-entities.ts';
import { COUNTRY_CODES, countryCodeSchema } from '../countries.ts';
import { positiveId } from '../ids.ts';
import { MATCH_TABS } from '../match-tabs.ts';

// The admin console's configuration calls (issue 13, decision 0060). requirement calls names the
// reads (getTabList, getTabDownList, getSettingCenterItem) and pointSeletionItem; the update
// calls beside them are ours. Every change is written to the audit log.

export const getTabList = defineCall({
  method: 'POST',
  path: '/admin/getTabList',
  role: 'admin',
  tag: 'admin',
  summary: 'The home tabs in their order, shown or hidden, with their labels in en and br',
  body: z.object({}),
  data: z.object({
    tabs: z.array(homeTabSettingSchema.extend({ items: z.number().int().describe('Items in its drop-down') })),
  }),
});

export const updateTabList = defineCall({
  method: 'POST',
  path: '/admin/updateTabList',
  role: 'admin',
  tag: 'admin',
  summary:
    "Sets the home tabs' order, visibility and labels: each of the seven tabs once, at least one visible. Every visitor's home follows within seconds",
  body: z.object({
    tabs: z
      .array(homeTabSettingInputSchema, { error: TABS_MESSAGE })
      .refine(
        (tabs) =>
          tabs.length === MATCH_TABS.length &&
          new Set(tabs.map((tab) => tab.key)).size === MATCH_TABS.length &&
          tabs.some((tab) => tab.visible),
        { error: TABS_MESSAGE },
      ),
  }),
  data: getTabList.data,
});

const tabDownItem = tabDownItemSettingSchema.extend({
  competition: z
    .object({ id: z.number().int(), name: z.string(), sport: z.string(), logo: z.string().nullable() })
    .nullable()
    .describe('Null when the competition no longer exists'),
});

export const getTabDownList = defineCall({
  method: 'POST',
  path: '/admin/getTabDownList',
  role: 'admin',
  tag: 'admin',
  summary: "A home tab's drop-down items: shortcuts to competitions, in order",
  body: z.object({ tab: matchTabSchema }),
  data: z.object({ tab: matchTabSchema, items: z.array(tabDownItem) }),
});

export const updateTabDownList = defineCall({
  method: 'POST',
  path: '/admin/updateTabDownList',
  role: 'admin',
  tag: 'admin',
  summary: "Sets a home tab's drop-down items (competitions that exist, each once)",
  body: z.object({
    tab: matchTabSchema,
    items: z
      .array(tabDownItemInputSchema)
      .max(TAB_DOWN_ITEMS_MAX, { error: `must list at most ${TAB_DOWN_ITEMS_MAX} items` })
      .refine((items) => new Set(items.map((item) => item.competitionId)).size === items.length, {
        error: 'must not list the same item twice',
      }),
  }),
  data: getTabDownList.data,
});

export const SETTING_CENTRE_KEYS = ['blockedCountries', 'analyticsId', 'chatBlockedTerms', 'announcement'] as const;

export const getSettingCenterItem = defineCall({
  method: 'POST',
  path: '/admin/getSettingCenterItem',
  role: 'admin',
  tag: 'admin',
  summary:
    'The setting centre: home rotator banners, recommended matches and rooms, recommendation areas, hot groups, blocked countries, the analytics id, global chat blocked terms and the announcement',
  body: z.object({}),
  data: z.object({ settings: settingCentreSchema }),
});

export const updateSettingCenterItem = defineCall({
  method: 'POST',
  path: '/admin/updateSettingCenterItem',
  role: 'admin',
  tag: 'admin',
  summary:
    "Sets one item of the setting centre: blocked countries (never the caller's own), the analytics id, the global chat blocked terms or the announcement. The items of recommendation areas are set with pointSeletionItem",
  body: z.discriminatedUnion(
    'key',
    [
      z.object({ key: z.literal('blockedCountries'), value: uniqueList(countryCodeSchema, COUNTRY_CODES.length) }),
      z.object({ key: z.literal('analyticsId'), value: analyticsIdSchema }),
      z.object({ key: z.literal('chatBlockedTerms'), value: uniqueList(blockedTermSchema, BLOCKED_TERMS_MAX) }),
      z.object({ key: z.literal('announcement'), value: announcementSchema }),
    ],
    { error: `key: must be one of ${SETTING_CENTRE_KEYS.join(', ')}` },
  ),
  data: getSettingCenterItem.data,
});

export const POINTED_AREAS = [
  'homePageRotator',
  'recommendList',
  'recommendationArea',
  'recommendedRooms',
  'hotGroups',
] as const;

export const pointSeletionItem = defineCall({
  method: 'POST',
  path: '/admin/pointSeletionItem',
  role: 'admin',
  tag: 'admin',
  summary:
    'Chooses ("points") the items of a recommendation area: the rotator banners (/schedule/homePageRotator), recommended matches (/schedule/recommendList), the competitions of /schedule/recommendationArea, recommended rooms (/live/recommendList) and hot groups (/group/list). An empty list goes back to the automatic choice',
  body: z.discriminatedUnion(
    'area',
    [
      z.object({
        area: z.literal('homePageRotator'),
        banners: z
          .array(rotatorBannerInputSchema)
          .max(ROTATOR_BANNERS_MAX, { error: `must list at most ${ROTATOR_BANNERS_MAX} items` }),
      }),
      z.object({ area: z.literal('recommendList'), matchIds: uniqueList(positiveId('match'), POINTED_MATCHES_MAX) }),
      z.object({
        area: z.literal('recommendationArea'),
        competitionIds: uniqueList(positiveId('competition'), POINTED_AREAS_MAX),
      }),
      z.object({ area: z.literal('recommendedRooms'), roomIds: uniqueList(positiveId('room'), POINTED_ROOMS_MAX) }),
      z.object({ area: z.literal('hotGroups'), competitionIds: uniqueList(positiveId('competition'), HOT_GROUPS_MAX) }),
    ],
    { error: `area: must be one of ${POINTED_AREAS.join(', ')}` },
  ),
  data: getSettingCenterItem.data,
});

export const countryOf = defineCall({
  method: 'POST',
  path: '/admin/countryOf',
  role: 'admin',
  tag: 'admin',
  summary:
    'The country the shipped database gives an IPv4 or IPv6 address (IPv4-mapped IPv6 too), and whether it is blocked: to check location rules',
  body: z.object({ address: z.string().trim().min(2).max(64) }),
  data: z.object({
    address: z.string(),
    country: z.string().nullable(),
    blocked: z.boolean(),
    database: z.string().describe('The database and its build date'),
  }),
});

export const siteConfig = defineCall({
  method: 'GET',
  path: '/system/siteConfig',
  role: 'any',
  tag: 'system',
  summary:
    "What admins set that every page reads: the home tabs (visible, in order, labels and drop-down items in the caller's language), the announcement, and analytics (id, and whether the caller's country needs consent first)",
  query: z.object({}),
  data: z.object({
    tabs: z.array(publicTabSchema),
    announcement: z.string().nullable(),
    analytics: z.object({ id: z.string().nullable(), consentRequired: z.boolean() }),
    country: z
      .string()
      .nullable()
      .describe("The caller's country from the shipped database; null when unknown (a private address)"),
  }),
});
