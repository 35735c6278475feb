import { connect } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import gracefulClose from './graceful-close.ts';

// Issue 8's flaky e2e test: a SIGTERM that met a request in flight left its keep-alive
// connection open after the answer, so close() waited out Fastify's 72 s keep-alive timeout.
describe('closing the app with a keep-alive request in flight', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) {
      app.server.closeAllConnections();
      await app.close();
    }
  });

  it('answers the request, then ends the connection, and close() finishes', async () => {
    const app = Fastify();
    apps.push(app);
    let finish = () => {};
    const entered = new Promise<void>((resolve) => {
      app.get('/slow', async () => {
        resolve();
        await new Promise<void>((done) => (finish = done));
        return { ok: true };
      });
    });
    await app.register(gracefulClose);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write('GET /slow HTTP/1.1\r\nHost: placar\r\nConnection: keep-alive\r\n\r\n');
    await entered;
    const closed = app.close();
    // Answer only once the server has stopped listening: the connection is busy when it sweeps.
    while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    finish();
    // The server, not the client, ends the connection once the answer is out.
    await once(socket, 'close');
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toContain('{"ok":true}');
    await closed;
  });
});
