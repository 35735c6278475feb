import type { FastifyInstance } from 'fastify';
import * as calls from '@placar/contract/calls/live';
import { Header } from '@placar/contract/headers';
import type { RequestHeaders } from '@placar/contract/headers';
import { registerCall } from '../../http/register-call.ts';
import type { Viewer } from '../schedule/match-view.ts';
import type { Live } from './live.ts';
import { enterRoom, exitRoom } from './presence.service.ts';
import * as rooms from './rooms.service.ts';

export function viewerOf(headers: RequestHeaders): Viewer {
  return { language: headers[Header.language], tz: headers[Header.tz] ?? 'UTC' };
}

/** Rooms for viewers: the lists, one room, and presence. Open to visitors. */
export default async function liveRoutes(app: FastifyInstance, options: { live: Live }): Promise<void> {
  const { live } = options;
  registerCall(app, calls.liveList, ({ query, headers }) => rooms.listRooms(live, viewerOf(headers), query));
  registerCall(app, calls.liveInnerList, ({ query, headers }) =>
    rooms.roomsOfMatch(live, viewerOf(headers), query.matchId),
  );
  registerCall(app, calls.liveRecommendList, ({ query, headers }) =>
    rooms.recommendedRooms(live, viewerOf(headers), query.limit),
  );
  registerCall(app, calls.moreLive, ({ body, headers }) => rooms.moreRooms(live, viewerOf(headers), body));
  registerCall(app, calls.roomInformation, ({ body, headers, session }) =>
    rooms.roomInformation(live, viewerOf(headers), body.roomId, callerOf(session)),
  );
  registerCall(app, calls.roomInformationV2, ({ body, headers, session }) =>
    rooms.roomInformationV2(live, viewerOf(headers), body, callerOf(session)),
  );
  registerCall(app, calls.enterRoom, ({ body, request }) => enterRoom(live, body, request.ip));
  registerCall(app, calls.exitRoom, ({ body, request }) => exitRoom(live, body, request.ip));
}

/** A signed-in user's id on an open call (a feed is no user). */
function callerOf(session: { userId: number } | null): number | null {
  return session === null || session.userId === 0 ? null : session.userId;
}
