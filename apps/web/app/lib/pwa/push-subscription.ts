import { pushKey, pushSubscribe, pushUnsubscribe } from '@placar/contract/calls/push';
import { Code } from '@placar/contract/codes';
import { ApiError } from '../api/api-client.ts';
import { callApi } from '../api/contract-call.ts';

/** Whether this browser gets favourites' alerts with no tab open (Web Push, decision 0162). */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

function supported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

async function keep(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  await callApi(pushSubscribe, {
    endpoint: endpoint ?? '',
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  });
}

/** Asks the browser's permission, subscribes with the server's VAPID key and has the server keep it. */
export async function turnPushOn(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted')
    return Notification.permission === 'denied' ? 'blocked' : 'off';
  const worker = await navigator.serviceWorker.ready;
  const { publicKey } = await callApi(pushKey, {});
  const subscribe = () =>
    worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  let subscription = (await worker.pushManager.getSubscription()) ?? (await subscribe());
  try {
    await keep(subscription);
  } catch (error) {
    // The subscription is another account's (signed in here before), or from older VAPID keys: a new one for this account.
    if (!(error instanceof ApiError) || error.code !== Code.conflict) throw error;
    await subscription.unsubscribe();
    subscription = await subscribe();
    await keep(subscription);
  }
  return 'on';
}

/** Has the server drop this browser's subscription, then drops it in the browser. */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return 'off';
  try {
    await callApi(pushUnsubscribe, { endpoint: subscription.endpoint });
  } catch (error) {
    // Not kept for this account (another's, or already dropped as gone): the browser's copy still goes.
    if (!(error instanceof ApiError) || error.code !== Code.notFound) throw error;
  }
  await subscription.unsubscribe();
  return 'off';
}
