/** The editors of /host/liveSet/{type}. */
export const SETTING_TYPES = ['title', 'category', 'cover', 'notice', 'match', 'key', 'outage'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export function isSettingType(value: string | undefined): value is SettingType {
  return (SETTING_TYPES as readonly string[]).includes(value ?? '');
}
