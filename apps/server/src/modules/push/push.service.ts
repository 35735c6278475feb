import { ECDH } from 'node:crypto';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '@placar/contract/calls/push';
import type { pushSubscribe } from '@placar/contract/calls/push';
import type { CallBody } from '@placar/contract/call';
import { Code } from '@placar/contract/codes';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { endpointRefusal } from './push-endpoint-rules.ts';
import type { EndpointPolicy } from './push-endpoint-rules.ts';
import {
  dropSubscription,
  keepSubscription,
  ownerOfEndpoint,
  subscriptionCount,
} from './push-subscriptions.repository.ts';

/** A browser key that is not a point on P-256 would make every send to it fail: refused up front. */
function isP256Point(key: string): boolean {
  try {
    const point = Buffer.from(key, 'base64url');
    // convertKey throws for bytes that are not a point on the curve.
    return point.length === 65 && point[0] === 4 && ECDH.convertKey(point, 'prime256v1').length === 65;
  } catch {
    return false;
  }
}

/** /user/pushSubscribe: the caller's subscription kept; an endpoint another user keeps is refused, never taken over. */
export async function subscribe(
  db: Database,
  policy: EndpointPolicy,
  userId: number,
  body: CallBody<typeof pushSubscribe>,
  at: Date,
) {
  const refusal = endpointRefusal(body.endpoint, policy);
  if (refusal !== null) throw new ApiError(Code.invalidInput, refusal);
  if (!isP256Point(body.keys.p256dh)) throw new ApiError(Code.invalidInput, 'keys.p256dh: must be a P-256 public key');
  const owner = await ownerOfEndpoint(db, body.endpoint);
  // The browser's last user did not unsubscribe: the page makes a new subscription (a new endpoint) for this one.
  if (owner !== undefined && owner !== userId) {
    throw new ApiError(Code.conflict, {
      en: 'endpoint: kept for another account; subscribe again',
      br: 'endpoint: usado por outra conta; assine de novo',
    });
  }
  const count = await keepSubscription(
    db,
    { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
    MAX_PUSH_SUBSCRIPTIONS_PER_USER,
    at,
  );
  return { subscribed: true as const, count };
}

/** /user/pushUnsubscribe: one of the caller's own subscriptions dropped; any other endpoint is not found. */
export async function unsubscribe(db: Database, userId: number, endpoint: string) {
  if (!(await dropSubscription(db, userId, endpoint)))
    throw new ApiError(Code.notFound, {
      en: 'endpoint: no such subscription of yours',
      br: 'endpoint: você não tem essa assinatura',
    });
  return { subscribed: false as const, count: await subscriptionCount(db, userId) };
}
