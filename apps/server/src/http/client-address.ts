import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * The one place the server reads a client's address: Fastify's `request.ip`, which is the
 * socket's address unless Fastify is told to trust a proxy (TRUST_PROXY, the security work).
 * A WebSocket upgrade has only the Node request: its socket's address.
 */
export function clientAddressOf(request: FastifyRequest | IncomingMessage): string {
  if ('raw' in request) return request.ip;
  return request.socket.remoteAddress ?? '';
}
