import { z } from 'zod';
import { defineCall } from '../call.ts';
import { followedHostSchema } from '../live-entities.ts';
import { pageQuery } from './user.ts';

// Following hosts: a follower gets a /user/message when a followed host opens a room.

const hostId = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be a positive whole number' })
  .max(2_147_483_647, { error: 'is not a known host' });

const followState = z.object({ hostId: z.number().int(), following: z.boolean(), followers: z.number().int() });

export const subscribeUser = defineCall({
  method: 'POST',
  path: '/user/subscribeUser',
  role: 'user',
  tag: 'hosts',
  summary: 'Follow a host (an approved host; not yourself). Following twice is no error',
  body: z.object({ hostId }).strict(),
  data: followState,
});

export const closeSubscribeUser = defineCall({
  method: 'POST',
  path: '/user/closeSubscribeUser',
  role: 'user',
  tag: 'hosts',
  summary: 'Stop following a host. Unfollowing a host you do not follow is no error',
  body: z.object({ hostId }).strict(),
  data: followState,
});

export const mySubscribe = defineCall({
  method: 'GET',
  path: '/user/mySubscribe',
  role: 'user',
  tag: 'hosts',
  summary: 'The hosts I follow with their room and its live state: live rooms first, then by when I followed',
  query: pageQuery,
  data: z.object({ list: z.array(followedHostSchema), total: z.number().int() }),
});
