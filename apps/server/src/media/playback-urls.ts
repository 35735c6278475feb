import { RTMP_APP } from '@placar/contract/live-entities';
import type { MediaConfig } from '../config.ts';

/** The stream name of a room's low rendition in its playback URLs: `/media/flv/12.low.flv`. */
const LOW_SUFFIX = '.low';

export interface PlaybackUrls {
  flv: string | null;
  hls: string | null;
  low: { height: number; flv: string | null; hls: string | null } | null;
}

/** A room's playback URLs from the configured templates: the stream name is the room id, never the key. */
export function playbackUrls(media: Pick<MediaConfig, 'playback' | 'lowRendition'>, roomId: number): PlaybackUrls {
  const fill = (template: string | null, name: string) =>
    template === null ? null : template.replaceAll('{room}', name);
  const { flv, hls } = media.playback;
  const low =
    media.lowRendition === null
      ? null
      : {
          height: media.lowRendition.height,
          flv: fill(flv, `${roomId}${LOW_SUFFIX}`),
          hls: fill(hls, `${roomId}${LOW_SUFFIX}`),
        };
  return { flv: fill(flv, String(roomId)), hls: fill(hls, String(roomId)), low };
}

/**
 * The RTMP server URL hosts paste into OBS: RTMP_PUBLIC_URL, else this site's host name (from the
 * request) with the RTMP port. Without a usable host name, 127.0.0.1.
 */
export function ingestUrl(
  config: Pick<MediaConfig, 'rtmpPublicUrl'>,
  rtmpPort: number,
  requestHost: string | undefined,
): string {
  if (config.rtmpPublicUrl !== undefined) return config.rtmpPublicUrl.replace(/\/$/, '');
  const hostname = hostnameOf(requestHost) ?? '127.0.0.1';
  return `rtmp://${hostname}:${rtmpPort}/${RTMP_APP}`;
}

function hostnameOf(host: string | undefined): string | null {
  if (host === undefined) return null;
  try {
    const { hostname } = new URL(`http://${host}`);
    return hostname === '' ? null : hostname;
  } catch {
    return null;
  }
}

/** The origins of absolute playback URL templates: the page's security policy lets players fetch from them. */
export function playbackOrigins(templates: MediaConfig['playback']): string[] {
  const origins = [templates.flv, templates.hls].flatMap((template) => {
    if (template === null || template.startsWith('/')) return [];
    try {
      return [new URL(template.replaceAll('{room}', '0')).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
