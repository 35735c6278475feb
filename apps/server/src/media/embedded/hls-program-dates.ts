const PROGRAM_DATE = /^#EXT-X-PROGRAM-DATE-TIME:(.+)$/;
const DURATION = /^#EXTINF:([\d.]+)/;

/**
 * Sets an HLS playlist's program date-times (ffmpeg's `program_date_time`) so that its last
 * segment ends at `endAt` (epoch ms on the app's clock). ffmpeg dates segments from its own start
 * on the machine's clock, and its first input is the cached GOP, up to a second old: dated again
 * from when the playlist was written, players' true delay (hls.js playingDate) matches the FLV one,
 * and follows CLOCK_START like every other time the app gives.
 */
export function redatedPlaylist(playlist: string, endAt: number): string {
  const lines = playlist.split('\n');
  let lastDate: number | null = null;
  let lastDuration = 0;
  for (const line of lines) {
    const date = PROGRAM_DATE.exec(line);
    if (date?.[1] !== undefined) lastDate = Date.parse(date[1].replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    const duration = DURATION.exec(line);
    if (duration?.[1] !== undefined) lastDuration = Number(duration[1]) * 1000;
  }
  if (lastDate === null || Number.isNaN(lastDate)) return playlist;
  const shift = endAt - (lastDate + lastDuration);
  return lines
    .map((line) => {
      const date = PROGRAM_DATE.exec(line)?.[1];
      if (date === undefined) return line;
      return `#EXT-X-PROGRAM-DATE-TIME:${new Date(Date.parse(date.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')) + shift).toISOString()}`;
    })
    .join('\n');
}
