import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { createMediaServer } from '../../media/create-media-server.ts';
import type { AnyMediaServer } from '../../media/create-media-server.ts';
import mediaRoutes from '../../media/media.routes.ts';
import { RoomThumbnails } from '../../media/thumbnails/room-thumbnails.ts';
import { thumbnailSource } from '../../media/thumbnails/thumbnail-source.ts';
import followRoutes from '../follows/follows.routes.ts';
import hostRoutes from '../hosts/hosts.routes.ts';
import { followStreams, hostLifecycle, roomKeyFor } from './going-live.service.ts';
import liveHostRoutes from './live-host.routes.ts';
import liveRoutes from './live.routes.ts';
import { createLive } from './live.ts';
import { isHost, mayPlay, roomsOfHosts } from './rooms.service.ts';

interface LivePluginOptions {
  db: Database;
  /** The server's secret (accounts): preview tokens and stream keys are signed with it. */
  key: Uint8Array;
  sessions: Parameters<typeof hostRoutes>[1]['sessions'];
}

/**
 * Live rooms and video (issue 11), decorated as `media` and `live`: the RTMP engine, the rooms
 * that follow its streams (streamChanged, going-live.service.ts), hosts, follows and playback.
 */
export default fp<LivePluginOptions>(
  async (app, { db, key, sessions }) => {
    const { config, clock, events, sharedState } = app;
    const media = createMediaServer(config, {
      clock,
      events,
      log: app.log.child({ module: 'media' }),
      loadKey: (roomId) => roomKeyFor({ db }, roomId),
    });
    const live = createLive({
      db,
      clock,
      events,
      media,
      mediaConfig: config.media,
      product: config.public.product,
      key,
      log: app.log,
      pointedRooms: () => app.settings.get('recommendedRooms'),
      limitStore: sharedState.store,
      presenceCaps: config.presenceCaps,
    });
    const stopFollowingStreams = followStreams(live);
    app.decorate<AnyMediaServer>('media', media);
    app.decorate('live', live);
    app.addHook('onReady', () => live.start());
    // Before the server closes: FLV viewers hold their responses open for as long as they play.
    app.addHook('preClose', async () => {
      stopFollowingStreams();
      live.stop();
      await media.close();
    });
    await app.register(hostRoutes, { db, clock, sessions, lifecycle: hostLifecycle(live) });
    await app.register(followRoutes, {
      db,
      clock,
      isHost: (userId) => isHost(live, userId),
      roomsOfHosts: (viewer, hostIds) => roomsOfHosts(live, viewer, hostIds),
    });
    await app.register(liveRoutes, { live });
    await app.register(liveHostRoutes, { live });
    // A frame of each streaming room for its card, read from the room's own playback URL (on this server's port when embedded).
    const ffmpeg = config.media.ffmpegPath;
    const sourceOf = (roomId: number) =>
      ffmpeg === null ? null : thumbnailSource(config.media, media.kind, app.server.address(), roomId);
    const thumbnails = new RoomThumbnails({ clock, ffmpeg: ffmpeg ?? undefined, sourceOf });
    await app.register(mediaRoutes, {
      media,
      config: config.media,
      mayPlay: (roomId, token) => mayPlay(live, roomId, token),
      thumbnails,
    });
  },
  { name: 'live' },
);
