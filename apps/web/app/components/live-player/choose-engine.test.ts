import { describe, expect, it } from 'vitest';
import { chooseEngine, readForcedEngine } from './choose-engine.ts';

const both = { flv: '/media/flv/7.flv', hls: '/media/hls/7/index.m3u8' };
const chrome = { mse: true, nativeHls: false, streamingFetch: true };
const oldIphone = { mse: false, nativeHls: true, streamingFetch: true };

describe('choosing how to play a room', () => {
  it('plays HTTP-FLV with MSE or ManagedMediaSource', () => {
    expect(chooseEngine(both, chrome)).toEqual({ kind: 'flv', url: both.flv });
  });

  it('falls back to native HLS where neither MSE nor MMS exists', () => {
    expect(chooseEngine(both, oldIphone)).toEqual({ kind: 'hls-native', url: both.hls });
  });

  it('uses hls.js when the engine offers only HLS (nginx-rtmp)', () => {
    expect(chooseEngine({ flv: null, hls: both.hls }, chrome)).toEqual({ kind: 'hls-js', url: both.hls });
  });

  it('honours ?engine=hls and answers null when nothing can play', () => {
    expect(chooseEngine(both, chrome, 'hls')).toEqual({ kind: 'hls-js', url: both.hls });
    expect(chooseEngine({ flv: both.flv, hls: null }, oldIphone)).toBeNull();
    expect(chooseEngine({ flv: null, hls: null }, chrome)).toBeNull();
    expect(readForcedEngine('?engine=hls')).toBe('hls');
    expect(readForcedEngine('?engine=rtmp')).toBeNull();
  });
});
