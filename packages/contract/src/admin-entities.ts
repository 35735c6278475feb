import { z } from 'zod';
import { bannerTextSchema, imageSchema, linkSchema, tabLabelSchema, DATES_MESSAGE } from './admin-rules.ts';
import { MATCH_TABS } from './match-tabs.ts';
import { positiveId } from './ids.ts';

/**
 * What admins configure (issue 13), as stored and as the admin calls answer it. The home and
 * the other public calls read these through the server's settings service.
 */
export const matchTabSchema = z.enum(MATCH_TABS, { error: `must be one of ${MATCH_TABS.join(', ')}` });

/** A text per interface language as stored; '' means none or the default. */
const localizedText = z.object({ en: z.string(), br: z.string() });

/** A home tab: shown or not, and a label per language ('' keeps the catalogue's). Order is the list's order. */
export const homeTabSettingInputSchema = z.object({
  key: matchTabSchema,
  visible: z.boolean({ error: 'must be true or false' }),
  label: tabLabelSchema,
});

export const homeTabSettingSchema = z.object({ key: matchTabSchema, visible: z.boolean(), label: localizedText });
export type HomeTabSetting = z.infer<typeof homeTabSettingSchema>;

/** An item of a tab's drop-down: a shortcut to a competition's page. */
export const tabDownItemInputSchema = z.object({
  competitionId: positiveId('competition'),
  visible: z.boolean({ error: 'must be true or false' }).default(true),
  label: tabLabelSchema.default({ en: '', br: '' }),
});

export const tabDownItemSettingSchema = z.object({
  competitionId: z.number().int(),
  visible: z.boolean(),
  label: localizedText,
});
export type TabDownItemSetting = z.infer<typeof tabDownItemSettingSchema>;

const isoInstant = z.iso.datetime({ offset: true, error: 'must be an ISO instant such as 2026-11-22T20:00:00Z' });

/** A home rotator banner as admins send it: shown between its dates (either may be open), in the list's order. */
export const rotatorBannerInputSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, { error: 'must be 1 to 40 lower-case letters, digits or -' })
      .optional()
      .describe('Kept across edits; made when absent'),
    title: bannerTextSchema,
    subtitle: bannerTextSchema.default({ en: '', br: '' }),
    link: linkSchema
      .nullable()
      .default(null)
      .describe('Where a tap leads; null: the match page when a match is set, else home'),
    image: imageSchema.nullable().default(null),
    matchId: positiveId('match').nullable().default(null),
    startsAt: isoInstant.nullable().default(null),
    endsAt: isoInstant.nullable().default(null),
  })
  .refine(
    (banner) =>
      banner.startsAt === null || banner.endsAt === null || Date.parse(banner.endsAt) > Date.parse(banner.startsAt),
    {
      error: DATES_MESSAGE,
      path: ['endsAt'],
    },
  );

/** A banner as stored and answered: every field present. */
export const rotatorBannerSchema = z.object({
  id: z.string(),
  title: localizedText,
  subtitle: localizedText,
  link: z.string().nullable(),
  image: z.string().nullable(),
  matchId: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type RotatorBanner = z.infer<typeof rotatorBannerSchema>;

/** The whole setting centre, as /admin/getSettingCenterItem answers it. */
export const settingCentreSchema = z.object({
  homePageRotator: z.array(rotatorBannerSchema),
  recommendList: z
    .object({ matchIds: z.array(z.number().int()) })
    .describe('Matches /schedule/recommendList answers first'),
  recommendationArea: z
    .object({ competitionIds: z.array(z.number().int()) })
    .describe('Competitions of the /schedule/recommendationArea blocks, in order'),
  recommendedRooms: z
    .object({ roomIds: z.array(z.number().int()) })
    .describe('Rooms /live/recommendList answers first'),
  hotGroups: z
    .object({ competitionIds: z.array(z.number().int()) })
    .describe('The hot groups /group/list answers, in order'),
  blockedCountries: z
    .array(z.string())
    .describe('ISO 3166 codes whose visitors are refused (4510001, /locationForbidden)'),
  analyticsId: z.string().describe('Analytics id; empty: no analytics script'),
  chatBlockedTerms: z.array(z.string()).describe('Terms no chat message may contain, in every room'),
  announcement: localizedText.describe('Shown on home in a marquee; empty: none'),
  updatedAt: z.string().nullable().describe('Last change of any of these'),
});
export type SettingCentre = z.output<typeof settingCentreSchema>;

/** The home tabs as every visitor gets them: visible ones, in order, labels in the caller language. */
export const publicTabSchema = z.object({
  key: matchTabSchema,
  label: z.string().nullable().describe("The admin's label in the caller language; null: the app's own"),
  items: z.array(z.object({ competitionId: z.number().int(), label: z.string(), logo: z.string().nullable() })),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z
    .object({ id: z.number().int(), username: z.string() })
    .nullable()
    .describe('Null when the account was deleted'),
  action: z.string().describe('The call that made the change, e.g. updateAnchor'),
  target: z.string().describe('What changed, e.g. user:12 or setting:blockedCountries'),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
