import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MediaConfig } from '../config.ts';
import type { AnyMediaServer } from './create-media-server.ts';
import { EmbeddedMediaServer } from './embedded/embedded-media-server.ts';
import { PLAYLIST } from './embedded/hls-remuxer.ts';
import type { HookMediaServer } from './hook/hook-media-server.ts';
import { readHookCall } from './hook/hook-call.ts';
import type { Rendition } from './media-server.ts';
import type { RoomThumbnails } from './thumbnails/room-thumbnails.ts';

const FLV_PATH = '/media/flv';
const HLS_PATH = '/media/hls';
const PUBLISH_HOOK_PATH = '/api/media/publish';
const THUMB_PATH = '/media/thumb';

/** `12.flv`, or `12.low.flv` for the room's low rendition (playback-urls.ts). */
const FLV_FILE = /^([1-9]\d{0,9})(\.low)?\.flv$/;
const ROOM = /^([1-9]\d{0,9})(\.low)?$/;
const renditionOf = (suffix: string | undefined): Rendition => (suffix === undefined ? 'source' : 'low');
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The media engine's HTTP side. Embedded: each room's HTTP-FLV and HLS on the main port.
 * nginx-rtmp / SRS: the publish hook they call (requirement publish-hook), guarded by MEDIA_HOOK_SECRET.
 */
interface MediaRoutesOptions {
  media: AnyMediaServer;
  config: MediaConfig;
  /** Whether a room plays to a request carrying this preview token (the room is open, or it is the host's preview). */
  mayPlay: (roomId: number, previewToken: unknown) => Promise<boolean>;
  /** Frames of the rooms streaming, for their cards. */
  thumbnails: RoomThumbnails;
}

export default async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): Promise<void> {
  const { media } = options;
  if (media instanceof EmbeddedMediaServer) embeddedRoutes(app, media, options.mayPlay);
  else hookRoutes(app, media, options.config.hookSecret ?? '');
  thumbnailRoute(app, options);
}

/** `12.jpg`: a room's frame. */
const THUMB_FILE = /^([1-9]\d{0,9})\.jpg$/;

/**
 * A frame of a room's stream for its card, under the rules of playing it: an open room whose
 * stream is coming in (no preview token: a host's preview shows no card). Anything else is a 404
 * before any ffmpeg starts; RoomThumbnails caps what a flood of good requests can cost.
 */
function thumbnailRoute(app: FastifyInstance, { media, mayPlay, thumbnails }: MediaRoutesOptions): void {
  app.get<{ Params: { file: string } }>(`${THUMB_PATH}/:file`, { schema: { hide: true } }, async (request, reply) => {
    const roomId = Number(THUMB_FILE.exec(request.params.file)?.[1] ?? 0);
    const none = () => reply.code(404).header('cache-control', 'no-store').send();
    if (roomId === 0 || media.status(roomId).state !== 'publishing' || !(await mayPlay(roomId, undefined)))
      return none();
    const jpeg = await thumbnails.frame(roomId);
    if (jpeg === null) return none();
    return reply.header('cache-control', 'public, max-age=30').type('image/jpeg').send(jpeg);
  });
}

type PlayQuery = { preview?: unknown };

function embeddedRoutes(
  app: FastifyInstance,
  media: EmbeddedMediaServer,
  mayPlay: MediaRoutesOptions['mayPlay'],
): void {
  app.get<{ Params: { file: string }; Querystring: PlayQuery }>(
    `${FLV_PATH}/:file`,
    { exposeHeadRoute: false, schema: { hide: true } },
    async (request, reply) => {
      const [, room, suffix] = FLV_FILE.exec(request.params.file) ?? [];
      const roomId = Number(room ?? 0);
      if (roomId === 0 || !(await mayPlay(roomId, request.query.preview)))
        return reply.code(404).header('cache-control', 'no-store').send();
      // The response stays open for as long as the viewer plays: Fastify hands it over.
      reply.hijack();
      if (!media.serveFlv(roomId, reply.raw, renditionOf(suffix))) {
        reply.raw.writeHead(404, { 'cache-control': 'no-store', 'content-length': '0' });
        reply.raw.end();
      }
    },
  );

  app.get<{ Params: { room: string; file: string }; Querystring: PlayQuery }>(
    `${HLS_PATH}/:room/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      const [, room, suffix] = ROOM.exec(request.params.room) ?? [];
      const roomId = Number(room ?? 0);
      if (roomId === 0 || !(await mayPlay(roomId, request.query.preview)))
        return reply.code(404).header('cache-control', 'no-store').send();
      const playlist = file === PLAYLIST;
      const rendition = renditionOf(suffix);
      const found = playlist
        ? await media.hlsPlaylist(roomId, rendition)
        : await media.hlsSegment(roomId, file, rendition);
      if (found === null) return reply.code(404).header('cache-control', 'no-store').send();
      const preview = typeof request.query.preview === 'string' ? request.query.preview : null;
      const body = playlist && preview !== null ? withQuery(found, preview) : found;
      return reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', playlist ? 'no-cache' : 'public, max-age=60')
        .type(playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .send(body);
    },
  );
}

/** A preview playlist: its segment URIs carry the preview token on, or the segments would be refused. */
function withQuery(playlist: Buffer, preview: string): Buffer {
  const lines = playlist
    .toString()
    .split('\n')
    .map((line) => (line === '' || line.startsWith('#') ? line : `${line}?preview=${encodeURIComponent(preview)}`));
  return Buffer.from(lines.join('\n'));
}

function hookRoutes(app: FastifyInstance, media: HookMediaServer, secret: string): void {
  const expected = digest(secret);
  app.register(async (scope) => {
    // nginx-rtmp posts form data; SRS posts JSON (the app's JSON parser).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body.toString())));
      },
    );
    scope.post<{ Querystring: { secret?: unknown } }>(
      PUBLISH_HOOK_PATH,
      { bodyLimit: 16_384, schema: { hide: true } },
      async (request, reply) => {
        const given = typeof request.query.secret === 'string' ? request.query.secret : '';
        const allowed = (answer: boolean) =>
          reply
            .code(answer ? 200 : 403)
            .type('text/plain')
            .send(answer ? '0' : '1');
        if (!timingSafeEqual(digest(given), expected) || secret === '') return allowed(false);
        const call = readHookCall(request.body);
        if (call === null) return allowed(false);
        if (call.kind === 'publish') return allowed((await media.publish(call)) === null);
        if (call.kind === 'publish_done') {
          media.publishDone(call);
          return allowed(true);
        }
        if (call.kind === 'update') return allowed(await media.update(call));
        return allowed(true);
      },
    );
  });
}
