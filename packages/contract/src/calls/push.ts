import { z } from 'zod';
import { defineCall } from '../call.ts';

/** Push subscriptions one user may keep (one per browser they use); a new one past this replaces their oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 5;

// A P-256 public key is 65 bytes (87 base64url characters), an auth secret 16 bytes (22).
const base64url = (name: string, length: number) =>
  z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), { error: `must be ${length} base64url characters (${name})` });

const endpoint = z.url({ error: 'must be a URL' }).max(1000, { error: 'must be at most 1000 characters' });

export const pushKey = defineCall({
  method: 'GET',
  path: '/system/pushKey',
  role: 'any',
  tag: 'push',
  summary:
    "The server's VAPID public key (RFC 8292), which a browser's pushManager.subscribe needs as applicationServerKey",
  query: z.object({}),
  data: z.object({ publicKey: z.string() }),
});

export const pushSubscribe = defineCall({
  method: 'POST',
  path: '/user/pushSubscribe',
  role: 'user',
  tag: 'push',
  summary:
    "Keeps this browser's push subscription for the caller: favourites' kick-off and goal alerts (their switches in loveSettingList) then reach it with no tab open. An endpoint already kept moves to the caller; past the limit the caller's oldest is dropped",
  body: z.object({
    endpoint,
    keys: z.object({ p256dh: base64url('p256dh', 87), auth: base64url('auth', 22) }),
  }),
  data: z.object({ subscribed: z.literal(true), count: z.number().int() }),
});

export const pushUnsubscribe = defineCall({
  method: 'POST',
  path: '/user/pushUnsubscribe',
  role: 'user',
  tag: 'push',
  summary: "Drops one of the caller's push subscriptions; another user's endpoint is answered as not found",
  body: z.object({ endpoint }),
  data: z.object({ subscribed: z.literal(false), count: z.number().int() }),
});
