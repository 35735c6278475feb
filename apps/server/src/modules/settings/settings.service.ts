import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { readAllSettings, writeSetting } from './settings.repository.ts';
import { SETTINGS } from './setting-keys.ts';
import type { SettingName, SettingValue } from './setting-keys.ts';

/** How long one instance serves settings it read: another instance's change shows within this. */
const SETTINGS_TTL_MS = 2000;

type Values = { [N in SettingName]: SettingValue<N> };

export interface SettingsSnapshot {
  values: Values;
  /** Whether an admin ever set it (unset analyticsId falls back to ANALYTICS_ID). */
  stored: ReadonlySet<SettingName>;
  updatedAt: Date | null;
}

export interface SettingsService {
  /** Every setting, read at most every SETTINGS_TTL_MS; the last good read while the database is away. */
  snapshot(): Promise<SettingsSnapshot>;
  get<N extends SettingName>(name: N): Promise<SettingValue<N>>;
  /** Stores one setting and serves it at once in this instance. */
  set<N extends SettingName>(name: N, value: SettingValue<N>): Promise<void>;
  /** Countries whose visitors are refused, as a set of ISO codes. */
  blockedCountries(): Promise<ReadonlySet<string>>;
  /** Terms no chat message may contain in any room (issue 12's chat engine reads them here). */
  globalBlockedTerms(): Promise<readonly string[]>;
  /** The analytics id admins set, else ANALYTICS_ID; '' when none. */
  analyticsId(): Promise<string>;
  /** Forgets what was read, so the next call reads the database (another instance changed a setting). */
  invalidate(): void;
}

function defaults(): Values {
  return Object.fromEntries(
    Object.entries(SETTINGS).map(([name, setting]) => [name, structuredClone(setting.fallback)]),
  ) as Values;
}

function parse(rows: readonly { key: string; value: unknown; updatedAt: Date }[]): SettingsSnapshot {
  const values = defaults();
  const stored = new Set<SettingName>();
  let updatedAt: Date | null = null;
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, (typeof SETTINGS)[SettingName]][]) {
    const row = rows.find((entry) => entry.key === setting.key);
    if (row === undefined) continue;
    const parsed = setting.schema.safeParse(row.value);
    // A value written by an older version that no longer fits is read as the default.
    if (!parsed.success) continue;
    (values as Record<SettingName, unknown>)[name] = parsed.data;
    stored.add(name);
    if (updatedAt === null || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return { values, stored, updatedAt };
}

export function createSettingsService(options: {
  db: Database;
  clock: Clock;
  analyticsIdFallback?: string;
  log?: { warn(object: object, message: string): void };
  /** Tells the other instances a setting changed (they invalidate); awaited before set answers. */
  onChange?: () => Promise<void>;
}): SettingsService {
  const { db, clock } = options;
  let current: SettingsSnapshot | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<SettingsSnapshot> | null = null;
  let blocked: { from: string[]; set: ReadonlySet<string> } | null = null;
  let writes = 0;

  async function read(): Promise<SettingsSnapshot> {
    const before = writes;
    try {
      const fresh = parse(await readAllSettings(db));
      // A write made here while the query ran wins: it is already in `current`, and the next read sees it.
      if (writes === before || current === null) current = fresh;
    } catch (error) {
      options.log?.warn({ err: error }, 'cannot read the settings; serving the last ones read');
      current ??= { values: defaults(), stored: new Set(), updatedAt: null };
    }
    readAt = writes === before ? clock.now() : Number.NEGATIVE_INFINITY;
    return current;
  }

  async function snapshot(): Promise<SettingsSnapshot> {
    if (current !== null && clock.now() - readAt < SETTINGS_TTL_MS) return current;
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  }

  return {
    snapshot,
    async get(name) {
      return (await snapshot()).values[name];
    },
    async set(name, value) {
      await writeSetting(db, SETTINGS[name].key, value, new Date(clock.now()));
      writes += 1;
      if (current !== null) {
        current = {
          values: { ...current.values, [name]: value },
          stored: new Set([...current.stored, name]),
          updatedAt: new Date(clock.now()),
        };
      }
      await options
        .onChange?.()
        .catch((error: unknown) =>
          options.log?.warn(
            { err: error },
            'cannot tell the other instances a setting changed; they see it within SETTINGS_TTL_MS',
          ),
        );
    },
    async blockedCountries() {
      const list = (await snapshot()).values.blockedCountries;
      if (blocked === null || blocked.from !== list) blocked = { from: list, set: new Set(list) };
      return blocked.set;
    },
    async globalBlockedTerms() {
      return (await snapshot()).values.chatBlockedTerms;
    },
    async analyticsId() {
      const { values, stored } = await snapshot();
      return stored.has('analyticsId') ? (values.analyticsId ?? '') : (options.analyticsIdFallback ?? '');
    },
    invalidate() {
      // A read already under way may predate the change: its answer is not kept as fresh.
      writes += 1;
      readAt = Number.NEGATIVE_INFINITY;
      reading = null;
    },
  };
}
