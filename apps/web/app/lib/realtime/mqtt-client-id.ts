import { LIVE_CONNECTION } from '@placar/contract/constants';
import { StorageKey } from '../../state/storage-keys.ts';

/**
 * The client id of requirement live-connection: a prefix plus 6 random hex characters. The prefix carries a
 * secret of 128 random bits kept per browser, so no other client can guess an id and take a
 * fan's session over (the broker lets the newest connection with an id take it, as MQTT says),
 * and two browsers never share one by chance.
 */
const SECRET_HEX_LENGTH = 32;
const CLIENT_ID_PATTERN = new RegExp(
  `^placar_([0-9a-f]{${SECRET_HEX_LENGTH}})_[0-9a-f]{${LIVE_CONNECTION.clientIdHexLength}}$`,
);

type RandomBytes = (length: number) => Uint8Array;

const cryptoBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));
const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** `placar_<32 hex secret>_`: the prefix of every id of this browser. */
export function newClientIdPrefix(random: RandomBytes = cryptoBytes): string {
  return `placar_${hex(random(SECRET_HEX_LENGTH / 2))}_`;
}

/** A prefix plus 6 random hex characters. */
export function newMqttClientId(prefix: string = newClientIdPrefix(), random: RandomBytes = cryptoBytes): string {
  return prefix + hex(random(LIVE_CONNECTION.clientIdHexLength / 2));
}

export function isMqttClientId(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_ID_PATTERN.test(value);
}

/** The prefix of an id (everything before its 6 random hex characters). */
export function prefixOf(clientId: string): string {
  return clientId.slice(0, -LIVE_CONNECTION.clientIdHexLength);
}

/** The stored id (local storage mqttClientId), created when absent or of an older, guessable shape. */
export function storedMqttClientId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  random: RandomBytes = cryptoBytes,
): string {
  try {
    const existing = storage?.getItem(StorageKey.mqttClientId);
    if (isMqttClientId(existing)) return existing;
    const id = newMqttClientId(newClientIdPrefix(random), random);
    storage?.setItem(StorageKey.mqttClientId, id);
    return id;
  } catch {
    return newMqttClientId(newClientIdPrefix(random), random);
  }
}
