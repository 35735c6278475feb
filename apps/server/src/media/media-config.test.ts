import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from '../config.ts';
import { LOW_RENDITION_MIN_CORES, mediaConfig } from './media-config.ts';
import { policyWithMediaOrigins, securityHeaders } from '../http/security-headers.ts';
import { ingestUrl, playbackOrigins, playbackUrls } from './playback-urls.ts';

describe('media configuration', () => {
  it('embeds node-media-server by default: RTMP on 1935, FLV and HLS from the main port', () => {
    expect(loadConfig({}, '/srv').media).toMatchObject({
      server: 'embedded',
      rtmpPort: 1935,
      rtmpPublicUrl: undefined,
      playback: { flv: '/media/flv/{room}.flv', hls: '/media/hls/{room}/index.m3u8' },
      hookSecret: undefined,
      controlUrl: undefined,
      reconnectGraceMs: 300_000,
      ffmpegPath: 'ffmpeg',
    });
    expect(loadConfig({ FFMPEG_PATH: 'off' }, '/srv').media).toMatchObject({
      playback: { hls: null },
      lowRendition: null,
    });
  });

  it('bounds the RTMP ingest and the streams by default, each bound a setting', () => {
    const { media } = loadConfig({}, '/srv');
    expect(media.ingest).toEqual({
      handshakeTimeoutMs: 5000,
      publishTimeoutMs: 10_000,
      idleTimeoutMs: 5000,
      maxConnections: 200,
      maxConnectionsPerAddress: 5,
      maxChunkSize: 65_536,
      maxMessageBytes: 2 * 1024 * 1024,
      maxMessageBytesBeforeKey: 64 * 1024,
      maxUnfinishedBeforeKey: 2,
      maxChunkStreams: 16,
    });
    expect(media.streamLimits).toEqual({ maxWidth: 1920, maxHeight: 1080, maxFps: 60, maxBitrateKbps: 8000 });
    const tuned = loadConfig(
      { RTMP_MAX_CONNECTIONS_PER_ADDRESS: '2', STREAM_MAX_RESOLUTION: '1280x720', RTMP_IDLE_TIMEOUT: '3' },
      '/srv',
    ).media;
    expect(tuned.ingest).toMatchObject({ maxConnectionsPerAddress: 2, idleTimeoutMs: 3000 });
    expect(tuned.streamLimits).toMatchObject({ maxWidth: 1280, maxHeight: 720 });
  });

  it('transcodes a 480p rendition where the machine can afford it, unless told', () => {
    const env = { MEDIA_SERVER: 'embedded' as const };
    const parsed = (extra: Record<string, string>) => envSchema.parse({ ...env, ...extra });
    expect(mediaConfig(parsed({}), 1).config.lowRendition).toBeNull();
    expect(mediaConfig(parsed({}), LOW_RENDITION_MIN_CORES).config.lowRendition).toEqual({
      height: 480,
      maxRooms: LOW_RENDITION_MIN_CORES - 1,
    });
    expect(mediaConfig(parsed({ STREAM_LOW_RENDITION_ROOMS: '4' }), 2).config.lowRendition).toEqual({
      height: 480,
      maxRooms: 4,
    });
    expect(mediaConfig(parsed({ STREAM_LOW_RENDITION: 'off' }), 16).config.lowRendition).toBeNull();
    expect(mediaConfig(parsed({ STREAM_LOW_RENDITION: 'on' }), 1).config.lowRendition).toEqual({
      height: 480,
      maxRooms: 1,
    });
    expect(mediaConfig(parsed({ STREAM_LOW_RENDITION: 'on', FFMPEG_PATH: 'off' }), 16).config.lowRendition).toBeNull();
  });

  it('wants a hook secret and a playback URL with nginx-rtmp or SRS', () => {
    expect(() => loadConfig({ MEDIA_SERVER: 'nginx-rtmp' }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_SERVER: 'nginx-rtmp', MEDIA_HOOK_SECRET: 'a'.repeat(20) }, '/srv')).toThrow(
      /MEDIA_HLS_URL/,
    );
    const media = loadConfig(
      {
        MEDIA_SERVER: 'srs',
        MEDIA_HOOK_SECRET: 'a'.repeat(20),
        MEDIA_FLV_URL: 'https://cdn.example/live/{room}.flv',
        RTMP_PUBLIC_URL: 'rtmp://live.example:1935/live/',
      },
      '/srv',
    ).media;
    expect(media.playback).toEqual({ flv: 'https://cdn.example/live/{room}.flv', hls: null });
    expect(ingestUrl(media, 1935, 'anything')).toBe('rtmp://live.example:1935/live');
  });

  it('names each bad media variable', () => {
    for (const [name, value] of [
      ['MEDIA_SERVER', 'wowza'],
      ['RTMP_PORT', '70000'],
      ['MEDIA_HLS_URL', 'http://cdn.example/hls/live.m3u8'],
      ['MEDIA_HLS_URL', 'javascript:{room}'],
      ['MEDIA_HOOK_SECRET', 'short'],
      ['STREAM_RECONNECT_GRACE', '0'],
      ['STREAM_MAX_RESOLUTION', '1080p'],
      ['STREAM_LOW_RENDITION', 'yes'],
      ['RTMP_MAX_MESSAGE_SIZE', '100'],
      ['RTMP_MAX_CONNECTIONS_PER_ADDRESS', '0'],
      ['RTMP_PUBLIC_URL', 'http://live.example/live'],
    ]) {
      expect(() => loadConfig({ [name as string]: value as string }, '/srv'), `${name}=${value}`).toThrow(
        new RegExp(`${name}:`),
      );
    }
  });

  it('puts the room id, never a key, in playback URLs; the ingest host comes from the request', () => {
    expect(
      playbackUrls(
        {
          playback: { flv: '/media/flv/{room}.flv', hls: 'https://cdn.example/{room}/{room}.m3u8' },
          lowRendition: null,
        },
        42,
      ),
    ).toEqual({
      flv: '/media/flv/42.flv',
      hls: 'https://cdn.example/42/42.m3u8',
      low: null,
    });
    expect(
      playbackUrls(
        {
          playback: { flv: '/media/flv/{room}.flv', hls: '/media/hls/{room}/index.m3u8' },
          lowRendition: { height: 480, maxRooms: 1 },
        },
        42,
      ).low,
    ).toEqual({
      height: 480,
      flv: '/media/flv/42.low.flv',
      hls: '/media/hls/42.low/index.m3u8',
    });
    expect(ingestUrl({ rtmpPublicUrl: undefined }, 1936, 'placar.example:3000')).toBe(
      'rtmp://placar.example:1936/live',
    );
    expect(ingestUrl({ rtmpPublicUrl: undefined }, 1935, '[::1]:3000')).toBe('rtmp://[::1]:1935/live');
    expect(ingestUrl({ rtmpPublicUrl: undefined }, 1935, 'evil/host?x')).toBe('rtmp://evil:1935/live');
    expect(ingestUrl({ rtmpPublicUrl: undefined }, 1935, undefined)).toBe('rtmp://127.0.0.1:1935/live');
  });

  it("lets pages fetch video from the media engine's origin, and only from it", () => {
    expect(playbackOrigins({ flv: '/media/flv/{room}.flv', hls: '/media/hls/{room}/index.m3u8' })).toEqual([]);
    const origins = playbackOrigins({
      flv: 'https://cdn.example/live/{room}.flv',
      hls: 'http://127.0.0.1:8080/hls/{room}.m3u8',
    });
    expect(origins).toEqual(['https://cdn.example', 'http://127.0.0.1:8080']);
    const csp = securityHeaders(policyWithMediaOrigins(origins))['content-security-policy'] ?? '';
    expect(csp).toContain("connect-src 'self' ws: wss: https://cdn.example http://127.0.0.1:8080");
    expect(csp).toContain("media-src 'self' blob: https: https://cdn.example http://127.0.0.1:8080");
    expect(securityHeaders(policyWithMediaOrigins([]))['content-security-policy']).not.toContain('cdn.example');
  });
});
