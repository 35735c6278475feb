/**
 * A zone's UTC offsets over a window of days, so kickoff times can be written without
 * Intl.DateTimeFormat (decision 0097). The first Intl.DateTimeFormat a page makes loads the
 * browser's date and zone data: 40 to 90 ms in one task on a desktop, several times that on a
 * phone, in the middle of the first load. The server, which renders the same times, works the
 * offsets out with Intl once per zone and day and sends them in the root loader's data; server
 * and browser then write times from the same table, and a time outside its window still goes
 * through Intl.
 */
export interface ZoneOffsets {
  zone: string;
  /** The window's end, epoch ms (exclusive). */
  until: number;
  /** [from epoch ms, offset in minutes east of UTC], in time order; the first starts the window. */
  spans: Array<[number, number]>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Days each side of "now": a week of the schedule's day strip with room to spare; at most a few DST changes. */
export const WINDOW_DAYS = 35;
/** Zones change offset at most twice a year and never twice within a few hours: a change is found between two samples. */
const STEP = 6 * HOUR;

const known = new Map<string, ZoneOffsets>();
/** The zone of the last table made known: in the browser, the one the page was rendered in. */
let latest: ZoneOffsets | undefined;
const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
};

/** Offset of a zone at an instant, in whole minutes, with Intl (server side, and the tests' reference). */
function intlOffset(format: Intl.DateTimeFormat, at: number): number {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((wall - Math.floor(at / 1000) * 1000) / MINUTE);
}

const computed = new Map<string, ZoneOffsets>();

/**
 * The offsets of `zone` from `now` − WINDOW_DAYS to `now` + WINDOW_DAYS, found with Intl and
 * kept per zone and UTC day (a few hundred zones at most: the tz cookie is checked against
 * Intl). Undefined when the zone has an offset that is not whole minutes (none today).
 */
export function zoneOffsets(zone: string, now: number): ZoneOffsets | undefined {
  const day = Math.floor(now / DAY);
  const key = `${zone}|${day}`;
  const cached = computed.get(key);
  if (cached) return cached;
  const format = new Intl.DateTimeFormat('en-US', { ...PARTS, timeZone: zone });
  const from = (day - WINDOW_DAYS) * DAY;
  const until = (day + WINDOW_DAYS + 1) * DAY;
  const spans: Array<[number, number]> = [[from, intlOffset(format, from)]];
  for (let at = from + STEP; at < until; at += STEP) {
    const offset = intlOffset(format, at);
    if (offset === spans[spans.length - 1]![1]) continue;
    // The change lies in (at − STEP, at]: find its minute.
    let low = at - STEP;
    let high = at;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (intlOffset(format, middle) === offset) high = middle;
      else low = middle;
    }
    spans.push([high, offset]);
  }
  const table = { zone, until, spans };
  if (computed.size >= 2000) computed.clear();
  computed.set(key, table);
  return table;
}

/** Makes a zone's table known to this runtime (the browser: the root loader's; the server: what it sends). */
export function knowZoneOffsets(table: ZoneOffsets | undefined): void {
  if (!table || known.get(table.zone) === table) return;
  latest = table;
  const held = known.get(table.zone);
  // A newer window replaces an older one; keep whichever reaches further.
  if (held && held.until >= table.until) return;
  if (known.size >= 1000) known.clear();
  known.set(table.zone, table);
}

/** The table made known last (the browser: the zone of the page's render), if any. */
export const renderedZoneOffsets = (): ZoneOffsets | undefined => latest;

/** The table's offset at `at` (its first span's before the window; the caller checks coverage). */
function offsetIn(table: ZoneOffsets, at: number): number {
  let offset = table.spans[0]![1];
  for (const [from, value] of table.spans) {
    if (from > at) break;
    offset = value;
  }
  return offset;
}

/** The offset of `zone` at `at` in minutes east of UTC, when a known table covers the instant. */
export function offsetAt(zone: string, at: number): number | undefined {
  const table = known.get(zone);
  // Written so that NaN (an unparsable date) is outside too.
  if (!table || !(at >= table.spans[0]![0] && at < table.until)) return undefined;
  return offsetIn(table, at);
}

const two = (value: number) => (value < 10 ? `0${value}` : String(value));

/** HH:mm (24 h) of an instant at an offset: what Intl writes for `TIME` in both languages. */
export function clockTime(at: number, offsetMinutes: number): string {
  const minutes = Math.floor((at + offsetMinutes * MINUTE) / MINUTE);
  const ofDay = ((minutes % 1440) + 1440) % 1440;
  return `${two(Math.floor(ofDay / 60))}:${two(ofDay % 60)}`;
}

/**
 * Whether this runtime's own zone (Date's local time) has the table's offsets over the whole
 * window, checked with getTimezoneOffset (no Intl): every STEP, and a minute each side of each
 * change. A browser that moved to another zone since it saved its cookie fails it.
 */
export function runtimeMatches(table: ZoneOffsets): boolean {
  const local = (at: number) => -new Date(at).getTimezoneOffset();
  const offsetOf = (at: number) => offsetIn(table, at);
  for (let at = table.spans[0]![0]; at < table.until; at += STEP) if (local(at) !== offsetOf(at)) return false;
  for (const [from] of table.spans.slice(1)) {
    if (local(from - MINUTE) !== offsetOf(from - MINUTE) || local(from) !== offsetOf(from)) return false;
  }
  return true;
}
