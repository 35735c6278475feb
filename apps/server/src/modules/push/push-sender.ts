import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { OutgoingMessage } from '../account/message.service.ts';
import { encryptPushPayload } from './push-payload.ts';
import { postPush } from './push-delivery.ts';
import type { EndpointPolicy } from './push-endpoint-rules.ts';
import { dropDeadEndpoint, subscriptionsOf } from './push-subscriptions.repository.ts';
import type { StoredSubscription } from './push-subscriptions.repository.ts';
import { vapidAuthorization } from './vapid-authorization.ts';
import { vapidSigningKey } from './vapid-keys.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** Pushes waiting at most; past this new ones are dropped and counted (a burst of goals must not grow memory without end). */
const MAX_QUEUED_PUSHES = 2000;
/** Pushes in flight at once. */
const CONCURRENCY = 4;

interface PushSenderDeps {
  db: Database;
  clock: Clock;
  keys: VapidKeys;
  subject: string;
  policy: EndpointPolicy;
  log: { warn(object: object, message: string): void; info(object: object, message: string): void };
}

interface QueuedPush {
  subscription: StoredSubscription;
  payload: Buffer;
}

/** What a notification shows; the service worker reads it (apps/web/public/sw.js). */
interface PushNotice {
  title: string;
  body: string;
  /** The page the notification opens, with its language. */
  url: string;
  /** Notifications with one tag replace each other (a match's later score replaces its earlier one). */
  tag: string;
}

function noticeOf(message: OutgoingMessage): PushNotice {
  return {
    title: message.title[message.language],
    body: message.body[message.language],
    url: `/${message.language}${message.link ?? ''}`,
    tag: `${message.kind}:${message.link ?? ''}`,
  };
}

/**
 * Sends the messages users are told (favourites' kick-offs and goals) to their browsers'
 * push subscriptions: queued, a few at a time, each encrypted for its browser; an endpoint the
 * push service calls gone (404, 410) is dropped.
 */
export function createPushSender(deps: PushSenderDeps) {
  const signingKey = vapidSigningKey(deps.keys);
  const queue: QueuedPush[] = [];
  let running = 0;
  let dropped = 0;
  let closed = false;

  async function deliver(item: QueuedPush): Promise<void> {
    const { endpoint } = item.subscription;
    const authorization = vapidAuthorization({
      endpoint,
      subject: deps.subject,
      publicKey: deps.keys.publicKey,
      signingKey,
      now: deps.clock.now(),
    });
    const status = await postPush(
      endpoint,
      encryptPushPayload(item.payload, item.subscription),
      authorization,
      deps.policy,
    );
    if (status === 404 || status === 410) {
      await dropDeadEndpoint(deps.db, endpoint);
      deps.log.info({ userId: item.subscription.userId, status }, 'push endpoint gone: subscription dropped');
    } else if (status < 200 || status >= 300) {
      deps.log.warn({ userId: item.subscription.userId, status }, 'push service refused a push');
    }
  }

  function pump(): void {
    while (!closed && running < CONCURRENCY && queue.length > 0) {
      const item = queue.shift() as QueuedPush;
      running += 1;
      deliver(item)
        .catch((error: unknown) => deps.log.warn({ err: error, userId: item.subscription.userId }, 'push failed'))
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  }

  return {
    /** Queues a push of each message to each subscription of its user; never throws at the caller. */
    async send(messages: readonly OutgoingMessage[]): Promise<void> {
      if (closed || messages.length === 0) return;
      const subscriptions = await subscriptionsOf(deps.db, [...new Set(messages.map((message) => message.userId))]);
      for (const message of messages) {
        const payload = Buffer.from(JSON.stringify(noticeOf(message)));
        for (const subscription of subscriptions.filter((one) => one.userId === message.userId)) {
          if (queue.length >= MAX_QUEUED_PUSHES) dropped += 1;
          else queue.push({ subscription, payload });
        }
      }
      if (dropped > 0) {
        deps.log.warn({ dropped }, 'push queue full: pushes dropped');
        dropped = 0;
      }
      pump();
    },
    /** Stops sending; what is queued is dropped (alerts are not worth holding a shutdown for). */
    close(): void {
      closed = true;
      queue.length = 0;
    },
  };
}
