import { connect, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';

export interface CountingProxy {
  /** host:port to point a client at instead of the origin. */
  address: string;
  port: number;
  /** Bytes the origin sent back through the proxy since the last reset. */
  readonly bytesFromOrigin: number;
  /** Paths of the HTTP requests that went through (request lines seen), since the last reset. */
  readonly requests: readonly string[];
  /** Connections open to the origin now. */
  readonly open: number;
  reset(): void;
  close(): Promise<void>;
}

const REQUEST_LINE = /(?:^|\r\n)(?:GET|HEAD|POST) (\S+) HTTP\/1\.[01]\r\n/g;

/**
 * A TCP proxy in front of an origin that counts what crosses it: what an edge costs the origin is
 * measured at the origin's door, not taken from the edge's own word. Request lines are read from
 * what clients send (small GETs, each in one read on loopback).
 */
export function startCountingProxy(target: { host: string; port: number }): Promise<CountingProxy> {
  let bytesFromOrigin = 0;
  let requests: string[] = [];
  const sockets = new Set<Socket>();
  let open = 0;
  const server: Server = createServer((client) => {
    const upstream = connect(target);
    open += 1;
    sockets.add(client).add(upstream);
    client.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString('latin1').matchAll(REQUEST_LINE)) requests.push(match[1]!);
    });
    upstream.on('data', (chunk: Buffer) => {
      bytesFromOrigin += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const done = () => {
      client.destroy();
      upstream.destroy();
    };
    client.once('close', done);
    upstream.once('close', () => {
      if (sockets.delete(upstream)) open -= 1;
      done();
    });
    client.once('close', () => sockets.delete(client));
    client.on('error', done);
    upstream.on('error', done);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({
        address: `127.0.0.1:${port}`,
        port,
        get bytesFromOrigin() {
          return bytesFromOrigin;
        },
        get requests() {
          return requests;
        },
        get open() {
          return open;
        },
        reset() {
          bytesFromOrigin = 0;
          requests = [];
        },
        async close() {
          for (const socket of sockets) socket.destroy();
          await new Promise<void>((closed) => server.close(() => closed()));
        },
      });
    });
  });
}
