import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a host's preview link plays: a working day of streaming. */
const PREVIEW_TOKEN_SECONDS = 12 * 3600;

/**
 * A room's stream plays to everyone once the room is open; before that only to its host, whose
 * playback URLs carry this token: the room id and an expiry, signed with the app's key.
 */
export function previewToken(key: Uint8Array, roomId: number, now: number): string {
  const expires = Math.floor(now / 1000) + PREVIEW_TOKEN_SECONDS;
  return `${expires}.${sign(key, roomId, expires)}`;
}

export function isPreviewToken(key: Uint8Array, roomId: number, token: unknown, now: number): boolean {
  if (typeof token !== 'string' || token.length > 100) return false;
  const [expiresText = '', signature = ''] = token.split('.');
  const expires = Number(expiresText);
  if (!/^\d{1,12}$/.test(expiresText) || expires * 1000 <= now) return false;
  const expected = Buffer.from(sign(key, roomId, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function sign(key: Uint8Array, roomId: number, expires: number): string {
  return createHmac('sha256', key).update(`preview:${roomId}:${expires}`).digest('base64url');
}

/** Adds the token to a playback URL (and HLS segment URIs carry it on from the playlist). */
export function withPreviewToken(url: string | null, token: string): string | null {
  if (url === null) return null;
  return `${url}${url.includes('?') ? '&' : '?'}preview=${encodeURIComponent(token)}`;
}
