import { LIVE_CONNECTION } from '@placar/contract/constants';
import { StorageKey } from '../storage-keys.ts';

export const CLIENT_ID_PREFIX = 'placar_web_';
const CLIENT_ID_PATTERN = new RegExp(`^${CLIENT_ID_PREFIX}[0-9a-f]{${LIVE_CONNECTION.clientIdHexLength}}$`);

/** A prefix plus 6 random hex characters (SPEC section 9). */
export function newMqttClientId(random: () => number = Math.random): string {
  let hex = '';
  for (let i = 0; i < LIVE_CONNECTION.clientIdHexLength; i += 1) hex += Math.floor(random() * 16).toString(16);
  return CLIENT_ID_PREFIX + hex;
}

export function isMqttClientId(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_ID_PATTERN.test(value);
}

/** The stored id (local storage mqttClientId), created when absent or malformed. */
export function storedMqttClientId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): string {
  try {
    const existing = storage?.getItem(StorageKey.mqttClientId);
    if (isMqttClientId(existing)) return existing;
    const id = newMqttClientId();
    storage?.setItem(StorageKey.mqttClientId, id);
    return id;
  } catch {
    return newMqttClientId();
  }
}

/**
 * The id this tab connects with. With `clean: false` two tabs sharing one id would keep
 * taking the session from each other, so only the tab holding the lock uses the stored id.
 */
export function mqttClientIdForTab(): Promise<string> {
  const stored = storedMqttClientId(typeof localStorage === 'undefined' ? undefined : localStorage);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve(stored);
  return new Promise((resolve) => {
    void locks
      .request('placar-mqtt-client-id', { ifAvailable: true }, (lock) => {
        resolve(lock ? stored : newMqttClientId());
        // Held for the life of the page.
        return lock ? new Promise<void>(() => undefined) : undefined;
      })
      .catch(() => resolve(stored));
  });
}
