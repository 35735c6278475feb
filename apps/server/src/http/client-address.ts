import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export type TrustProxy = (address: string, hop: number) => boolean;

/** The TRUST_PROXY rule (addresses, CIDR ranges, proxy-addr keywords); an empty list trusts nobody. */
export function compileTrustProxy(list: readonly string[]): TrustProxy {
  return list.length === 0 ? () => false : proxyAddr.compile([...list]);
}

/**
 * The client's address as Fastify's `request.ip` gives it with the same TRUST_PROXY: the socket
 * address, or the nearest X-Forwarded-For entry that no trusted proxy added. For requests that
 * never reach Fastify's routing, such as WebSocket upgrades.
 */
export function clientAddressOf(request: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(request, trust) ?? '';
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'via'];
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * True only for a request made on this machine: a loopback socket address and no header a
 * proxy adds. A proxy on the same machine forwards other people's requests from loopback, so
 * any forwarding header counts as someone else, whatever TRUST_PROXY says.
 */
export function isFromThisMachine(request: IncomingMessage): boolean {
  const address = request.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(address)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * The key per-address limits count a client under: an IPv4 address (also one written as
 * IPv4-mapped IPv6) as it is, an IPv6 address by its /64, the smallest block one subscriber
 * is given, so one host cannot count as 2^64 addresses (issue 36).
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped !== null) return mapped[1] ?? address;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const left = head === '' ? [] : head.split(':');
  const right = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = address.includes('::')
    ? [...left, ...Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const SHARED = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^0\./,
  /^::1?$/,
  /^f[cd][0-9a-f]{2}:/i,
  /^fe[89ab][0-9a-f]:/i,
];

/**
 * Whether an address says nothing about who is behind it: loopback, private and link-local
 * ranges, where a proxy without TRUST_PROXY, or a whole office, puts everyone on one address.
 * Rules that hold or count one sender by address (chat) skip such addresses rather than treat
 * every fan as one.
 */
export function isSharedAddress(address: string): boolean {
  const key = addressKey(address);
  return SHARED.some((range) => range.test(key));
}
