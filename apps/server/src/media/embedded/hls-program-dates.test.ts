import { describe, expect, it } from 'vitest';
import { redatedPlaylist } from './hls-program-dates.ts';

const ffmpegPlaylist = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:1',
  '#EXT-X-MEDIA-SEQUENCE:7',
  '#EXT-X-PROGRAM-DATE-TIME:2026-11-28T10:30:01.000+0000',
  '#EXTINF:1.000000,',
  'seg-7.ts',
  '#EXT-X-PROGRAM-DATE-TIME:2026-11-28T10:30:02.000+0000',
  '#EXTINF:0.960000,',
  'seg-8.ts',
  '',
].join('\n');

describe('HLS program date-times', () => {
  it('dates the segments so the last one ends when the playlist was written, on the app clock', () => {
    const endAt = Date.parse('2026-11-22T23:50:10.000Z');
    const redated = redatedPlaylist(ffmpegPlaylist, endAt);
    expect(redated.split('\n').filter((line) => line.startsWith('#EXT-X-PROGRAM-DATE-TIME'))).toEqual([
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T23:50:08.040Z',
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-22T23:50:09.040Z',
    ]);
    expect(redated).toContain('seg-8.ts');
  });

  it('leaves a playlist without dates as it is', () => {
    const plain = '#EXTM3U\n#EXTINF:1.0,\nseg-1.ts\n';
    expect(redatedPlaylist(plain, 0)).toBe(plain);
  });
});
