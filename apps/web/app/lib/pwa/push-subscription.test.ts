// @vitest-environment happy-dom
import { Code } from '@placar/contract/codes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-client.ts';

const calls: { path: string; input: unknown }[] = [];
let answer: (path: string, input: unknown) => unknown = () => ({});
vi.mock('../api/contract-call.ts', () => ({
  callApi: async (call: { path: string }, input: unknown) => {
    calls.push({ path: call.path, input });
    return answer(call.path, input);
  },
}));
const { pushState, turnPushOff, turnPushOn } = await import('./push-subscription.ts');

/** A browser's push side: subscriptions it made, each with its own endpoint. */
function fakeBrowser(permission: NotificationPermission) {
  let current: { endpoint: string; unsubscribe: () => Promise<boolean>; toJSON: () => object } | null = null;
  let made = 0;
  const subscribe = vi.fn(async () => {
    made += 1;
    const endpoint = `https://push.example.com/sub/${made}`;
    const subscription = {
      endpoint,
      unsubscribe: async () => {
        current = null;
        return true;
      },
      toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    };
    current = subscription;
    return subscription;
  });
  const pushManager = { subscribe, getSubscription: async () => current };
  const registration = { pushManager };
  vi.stubGlobal('Notification', { permission, requestPermission: async () => permission });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('navigator', {
    serviceWorker: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscribe, current: () => current };
}

describe('this device’s push switch', () => {
  beforeEach(() => {
    calls.length = 0;
    answer = (path) => (path === '/system/pushKey' ? { publicKey: 'BAAA' } : { subscribed: true, count: 1 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('subscribes with the server’s key and has the server keep the subscription', async () => {
    const browser = fakeBrowser('granted');
    expect(await pushState()).toBe('off');
    expect(await turnPushOn()).toBe('on');
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from([4, 0, 0]),
    });
    expect(calls.map((call) => call.path)).toEqual(['/system/pushKey', '/user/pushSubscribe']);
    expect(calls[1]?.input).toEqual({
      endpoint: 'https://push.example.com/sub/1',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    });
    expect(await pushState()).toBe('on');
  });

  it('makes a new subscription when the browser’s is kept for another account', async () => {
    const browser = fakeBrowser('granted');
    answer = (path, input) => {
      if (path === '/system/pushKey') return { publicKey: 'BAAA' };
      if ((input as { endpoint: string }).endpoint.endsWith('/1'))
        throw new ApiError('kept for another account', 409, Code.conflict);
      return { subscribed: true, count: 1 };
    };
    expect(await turnPushOn()).toBe('on');
    expect(browser.current()?.endpoint).toBe('https://push.example.com/sub/2');
    expect(calls.filter((call) => call.path === '/user/pushSubscribe')).toHaveLength(2);
  });

  it('stays off when the user blocks notifications, and says so', async () => {
    const browser = fakeBrowser('denied');
    expect(await pushState()).toBe('blocked');
    expect(await turnPushOn()).toBe('blocked');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('turns off: the server drops it, then the browser; an endpoint the server no longer keeps still goes', async () => {
    const browser = fakeBrowser('granted');
    await turnPushOn();
    calls.length = 0;
    answer = () => {
      throw new ApiError('not yours', 404, Code.notFound);
    };
    expect(await turnPushOff()).toBe('off');
    expect(calls).toEqual([{ path: '/user/pushUnsubscribe', input: { endpoint: 'https://push.example.com/sub/1' } }]);
    expect(browser.current()).toBeNull();
  });
});
