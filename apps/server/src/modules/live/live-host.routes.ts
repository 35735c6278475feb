import type { FastifyInstance } from 'fastify';
import * as calls from '@placar/contract/calls/live';
import { registerCall } from '../../http/register-call.ts';
import { userIdOf } from '../../http/caller.ts';
import { closeRoom, openRoom, requireHostRoom } from './going-live.service.ts';
import type { Live } from './live.ts';
import { viewerOf } from './live.routes.ts';
import { myRecords, searchRecords, subscriptionRecord } from './records.service.ts';
import {
  changeRoom,
  hostRoom,
  matchesToBind,
  matchGroupsToBind,
  selectionItem,
  settingContent,
} from './room-settings.service.ts';
import { findRoomOfHost } from './room.repository.ts';
import { streamKey } from './stream-key.service.ts';

/** The host's calls: the room's settings, the stream key, going live, and records. */
export default async function liveHostRoutes(app: FastifyInstance, options: { live: Live }): Promise<void> {
  const { live } = options;
  registerCall(app, calls.settingContent, ({ session, headers }) =>
    settingContent(live, userIdOf(session), viewerOf(headers)),
  );
  registerCall(app, calls.selectionItem, ({ headers }) => selectionItem(viewerOf(headers)));
  registerCall(app, calls.liveSetting, ({ body, session, headers }) =>
    changeRoom(live, userIdOf(session), body, viewerOf(headers)),
  );
  registerCall(app, calls.settingMsg, ({ body, session, headers }) =>
    changeRoom(live, userIdOf(session), body, viewerOf(headers)),
  );
  registerCall(app, calls.getSteamKey, ({ body, session, request }) =>
    streamKey(live, userIdOf(session), body.reset, request.headers.host),
  );

  registerCall(app, calls.liveMatchSearch, ({ body, headers, session }) =>
    matchesToBind(live, userIdOf(session), viewerOf(headers), 'live', body),
  );
  registerCall(app, calls.liveMatchSearchSort, ({ body, headers, session }) =>
    matchGroupsToBind(live, userIdOf(session), viewerOf(headers), 'live', body),
  );
  registerCall(app, calls.previewMatchSearch, ({ body, headers, session }) =>
    matchesToBind(live, userIdOf(session), viewerOf(headers), 'upcoming', body),
  );
  registerCall(app, calls.previewMatchSearchSort, ({ body, headers, session }) =>
    matchGroupsToBind(live, userIdOf(session), viewerOf(headers), 'upcoming', body),
  );

  registerCall(app, calls.liveOpen, async ({ session, headers }) => {
    const hostId = userIdOf(session);
    const { recordId } = await openRoom(live, hostId);
    const row = await findRoomOfHost(live.db, hostId);
    if (row === undefined) throw new Error('room vanished');
    return { room: await hostRoom(live, row, viewerOf(headers)), recordId };
  });
  registerCall(app, calls.liveClose, ({ session, headers }) => closeRoom(live, userIdOf(session), viewerOf(headers)));
  registerCall(app, calls.steamRecord, ({ body, session, headers }) =>
    myRecords(live, userIdOf(session), viewerOf(headers), body),
  );
  registerCall(app, calls.liveRecordSearch, async ({ body, session, headers }) => {
    await requireHostRoom(live, userIdOf(session));
    return searchRecords(live, userIdOf(session), viewerOf(headers), body);
  });
  registerCall(app, calls.subscriptionRecord, ({ body, session, headers }) =>
    subscriptionRecord(live, userIdOf(session), viewerOf(headers), body.days),
  );
}
