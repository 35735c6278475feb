import { describe, expect, it } from 'vitest';
import { bitrateCut, startBreach } from './stream-limits.ts';

const limits = { maxWidth: 1920, maxHeight: 1080, maxFps: 60, maxBitrateKbps: 8000 };
const start = { width: 1280, height: 720, fps: 30, bitrateKbps: 4500 };

describe('the stream limits', () => {
  it('lets a stream within them on air, in either orientation', () => {
    expect(startBreach(limits, start)).toBeNull();
    expect(startBreach(limits, { ...start, width: 1080, height: 1920 })).toBeNull();
    expect(startBreach(limits, { width: null, height: null, fps: null, bitrateKbps: null })).toBeNull();
  });

  it('names what a starting stream is over, and the limit', () => {
    expect(startBreach(limits, { ...start, width: 7680, height: 4320 })).toEqual({
      warning: 'resolution_over_limit',
      detail: '7680x4320 > 1920x1080',
    });
    expect(startBreach(limits, { ...start, width: 2000, height: 1000 })?.warning).toBe('resolution_over_limit');
    expect(startBreach(limits, { ...start, fps: 120 })).toEqual({
      warning: 'fps_over_limit',
      detail: '120 fps > 60 fps',
    });
    expect(startBreach(limits, { ...start, bitrateKbps: 55_000 })).toEqual({
      warning: 'bitrate_over_limit',
      detail: '55000 kbps > 8000 kbps',
    });
  });

  it('cuts a measured bitrate only when it is far over the limit', () => {
    expect(bitrateCut(limits, 12_000)).toBeNull();
    expect(bitrateCut(limits, 472_000)?.warning).toBe('bitrate_over_limit');
  });
});
