import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { openRoomIdsOfMatch, roomForChat } from '../live/rooms.service.ts';
import chatRoutes from './chat.routes.ts';
import { createChat } from './chat.ts';
import { onMatchUpdated } from './modes.service.ts';

/** Chat rooms of matches and live rooms (issue 12), decorated as `chat`: full time and goals change their modes. After the live plugin. */
export default fp<{ db: Database }>(
  async (app, { db }) => {
    const { config, clock, events, sharedState, live } = app;
    const chat = createChat({
      db,
      clock,
      events,
      product: config.public.product,
      log: app.log,
      liveRoom: (roomId) => roomForChat(live, roomId),
      openRoomsOfMatch: (matchId) => openRoomIdsOfMatch(live, matchId),
      sharedState,
    });
    app.decorate('chat', chat);
    app.addHook('onReady', () => chat.start());
    const stopModes = events.on('matchUpdated', (update) =>
      onMatchUpdated(chat, update).catch((error: unknown) =>
        app.log.error({ err: error, matchId: update.id }, 'chat: match update failed'),
      ),
    );
    app.addHook('onClose', async () => {
      chat.stop();
      stopModes();
    });
    await app.register(chatRoutes, { chat });
  },
  { name: 'chat', dependencies: ['live'] },
);
