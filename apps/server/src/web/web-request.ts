import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the web app's server build offers: a Web Request in, a Web Response out; `nonce` is the response's CSP script nonce. */
export type WebHandler = (request: Request, render: { nonce: string }) => Promise<Response>;

/**
 * The Fastify request as a Web Request (GET and HEAD only: no body), aborted if the client goes
 * away. Its URL is on the site's configured origin (PUBLIC_URL), never the request's Host
 * header, so nothing a page builds from it (canonical, hreflang, JSON-LD) can name another host.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  let url: URL;
  try {
    // Appended to the origin, not resolved against it: a path such as //evil.example stays a path.
    url = new URL(`${origin}${request.url.startsWith('/') ? '' : '/'}${request.url}`);
  } catch {
    url = new URL(origin);
  }
  const headers = new Headers();
  const raw = request.raw.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i];
    const value = raw[i + 1];
    // HTTP/2 pseudo-headers such as :path are not headers of a Web Request.
    if (name !== undefined && value !== undefined && !name.startsWith(':')) headers.append(name, value);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

/** Copies a Web Response onto the Fastify reply: status, every header (each Set-Cookie apart), body. */
export async function sendWebResponse(reply: FastifyReply, response: Response, method: string): Promise<FastifyReply> {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (method === 'HEAD' || response.body === null) {
    await response.body?.cancel();
    return reply.send();
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}
