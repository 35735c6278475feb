const formats = new Map<string, Intl.DateTimeFormat>();

/** Minutes `zone` is ahead of UTC at the instant `utc` (Intl's longOffset, e.g. GMT+02:00). */
function offsetMinutes(utc: number, zone: string): number {
  // A season's thousands of kickoffs share a few zones: build each zone's format once.
  let format = formats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formats.set(zone, format);
  }
  const name = format.formatToParts(utc).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (match === null) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant of a wall-clock date and time in an IANA zone (DST included). */
export function zonedTimeToUtc(date: string, time: string, zone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let utc = wall - offsetMinutes(wall, zone) * 60_000;
  // Near a DST change the offset at the guess can differ from the one at the answer.
  utc = wall - offsetMinutes(utc, zone) * 60_000;
  return new Date(utc);
}
