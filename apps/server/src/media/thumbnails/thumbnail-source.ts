import type { AddressInfo } from 'node:net';
import type { MediaConfig } from '../media-config.ts';
import type { MediaServerKind } from '../media-server.ts';
import { playbackUrls } from '../playback-urls.ts';

/**
 * Where ffmpeg reads a room's stream for its thumbnail: its HTTP-FLV (the low rendition when there
 * is one: less to decode), absolute as configured, or a path on this server's own port when the
 * embedded engine serves it. A path under nginx-rtmp or SRS is served by them behind the site's
 * proxy, which this server cannot reach: no thumbnail then (the card shows the room's cover).
 */
export function thumbnailSource(
  media: Pick<MediaConfig, 'playback' | 'lowRendition'>,
  kind: MediaServerKind,
  address: AddressInfo | string | null,
  roomId: number,
): string | null {
  const urls = playbackUrls(media, roomId);
  const flv = urls.low?.flv ?? urls.flv;
  if (flv === null) return null;
  if (/^https?:\/\//.test(flv)) return flv;
  if (kind !== 'embedded' || address === null || typeof address === 'string' || !flv.startsWith('/')) return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}${flv}`;
}
