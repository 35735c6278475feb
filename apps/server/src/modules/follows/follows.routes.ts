import type { FastifyInstance } from 'fastify';
import { Header } from '@placar/contract/headers';
import { closeSubscribeUser, mySubscribe, subscribeUser } from '@placar/contract/calls/follows';
import type { RoomSummary } from '@placar/contract/live-entities';
import { registerCall } from '../../http/register-call.ts';
import type { Viewer } from '../schedule/match-view.ts';
import { userIdOf } from '../../http/caller.ts';
import { follow, myFollows, unfollow } from './follows.service.ts';
import type { FollowDeps } from './follows.service.ts';

interface FollowRoutesOptions extends FollowDeps {
  /** The rooms of hosts, by host id (the live module's rooms). */
  roomsOfHosts: (viewer: Viewer, hostIds: readonly number[]) => Promise<Map<number, RoomSummary>>;
}

/** /user/subscribeUser, /user/closeSubscribeUser, /user/mySubscribe: following hosts. */
export default async function followRoutes(app: FastifyInstance, options: FollowRoutesOptions): Promise<void> {
  registerCall(app, subscribeUser, ({ body, session }) => follow(options, userIdOf(session), body.hostId));
  registerCall(app, closeSubscribeUser, ({ body, session }) => unfollow(options, userIdOf(session), body.hostId));
  registerCall(app, mySubscribe, ({ query, session, headers }) => {
    const viewer = { language: headers[Header.language], tz: headers[Header.tz] ?? 'UTC' };
    return myFollows(options, userIdOf(session), query, (hostIds) => options.roomsOfHosts(viewer, hostIds));
  });
}
