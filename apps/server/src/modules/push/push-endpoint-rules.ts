import { BlockList, isIP } from 'node:net';

/**
 * Where the server may send a push (docs/SECURITY.md, Web Push): a push endpoint is a URL a
 * browser hands us, so an attacker can hand us any URL and have the server POST to it. Only
 * https on the default port to a public address; http and https to a loopback address only when
 * `allowLoopback` (NODE_ENV test and development, for the test suite's local push service).
 */
export interface EndpointPolicy {
  allowLoopback: boolean;
}

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An address as BlockList reads it: IPv4-mapped IPv6 (::ffff:10.0.0.1) as the IPv4 it carries. */
function plainAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped !== null) return { address: mapped[1] as string, family: 'ipv4' };
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(bare);
  if (hex !== null) {
    const high = Number.parseInt(hex[1] as string, 16);
    const low = Number.parseInt(hex[2] as string, 16);
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 'ipv4' };
  }
  const version = isIP(bare);
  if (version === 0) return null;
  return { address: bare, family: version === 4 ? 'ipv4' : 'ipv6' };
}

function isLoopbackAddress(address: string): boolean {
  const plain = plainAddress(address);
  return plain !== null && loopback.check(plain.address, plain.family);
}

/** True for an address a push may go to: public, or loopback when the policy allows it. */
export function mayPushToAddress(address: string, policy: EndpointPolicy): boolean {
  const plain = plainAddress(address);
  if (plain === null) return false;
  if (loopback.check(plain.address, plain.family)) return policy.allowLoopback;
  return !notPublic.check(plain.address, plain.family);
}

/**
 * Why an endpoint is refused before anything is stored (the message names the rule), or null.
 * A host name passes here; the addresses it resolves to are checked before each send.
 */
export function endpointRefusal(endpoint: string, policy: EndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint: must be a URL';
  }
  if (url.username !== '' || url.password !== '') return 'endpoint: must not carry a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = policy.allowLoopback && (host === 'localhost' || isLoopbackAddress(host));
  if (local) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'endpoint: must be an https URL';
  if (url.protocol !== 'https:') return 'endpoint: must be an https URL';
  if (url.port !== '') return 'endpoint: must use the https port (443)';
  if (isIP(host) !== 0 || plainAddress(host) !== null)
    return mayPushToAddress(host, policy) ? null : 'endpoint: must be a public address';
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    !host.includes('.')
  ) {
    return 'endpoint: must be a public host';
  }
  return null;
}
