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
