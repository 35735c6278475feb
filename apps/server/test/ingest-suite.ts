import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/client.ts';
import type { EmbeddedMediaServer } from '../src/media/embedded/embedded-media-server.ts';
import { buildTestApp } from './build-test-app.ts';
import type { TestApp } from './build-test-app.ts';
import { pushTestStream } from './ffmpeg-push.ts';
import type { Push } from './ffmpeg-push.ts';
import { call, makeHost } from './live-fixtures.ts';
import type { Host } from './live-fixtures.ts';
import { createUserWithSession } from './sessions.ts';
import type { UserWithSession } from './sessions.ts';
import { waitFor } from './wait-for.ts';

/**
 * What the embedded-ingest test files share: an app listening for HTTP and RTMP with `env`, an
 * admin to make hosts, real encoders stopped after the file, and the calls they read the room by.
 * Call it inside a describe: it registers that describe's beforeAll and afterAll.
 */
export function ingestSuite(env: Record<string, string>) {
  const suite = {
    t: undefined as unknown as TestApp,
    db: undefined as unknown as Database,
    admin: undefined as unknown as UserWithSession,
    base: '',
    rtmp: '',
    pushes: [] as Push[],
    media: () => suite.t.app.media as EmbeddedMediaServer,
    push(url: string, options: Parameters<typeof pushTestStream>[1] = {}): Push {
      const started = pushTestStream(url, { seconds: 60, ...options });
      suite.pushes.push(started);
      return started;
    },
    host: (): Promise<Host> => makeHost(suite.t.app, suite.db, suite.admin),
    async keyOf(host: Host, reset = false): Promise<string> {
      return (await call(suite.t.app, 'POST', '/live/getSteamKey', host.accessToken, { reset })).body.data
        .key as string;
    },
    async liveState(roomId: number): Promise<string> {
      return (await call(suite.t.app, 'POST', '/live/roomInformation', null, { roomId })).body.data.liveState as string;
    },
    /** A host whose encoder publishes `size` and whose room is open. */
    async live(size: string): Promise<Host> {
      const host = await suite.host();
      suite.push(`${suite.rtmp}/${host.roomId}?key=${await suite.keyOf(host)}`, { size });
      await waitFor(() => suite.media().status(host.roomId).state === 'publishing');
      await call(suite.t.app, 'POST', '/live/open', host.accessToken, {});
      return host;
    },
  };
  beforeAll(async () => {
    suite.t = await buildTestApp({ env });
    suite.db = suite.t.database?.db as Database;
    suite.admin = await createUserWithSession(suite.db, { role: 'admin' });
    suite.base = await suite.t.app.listen({ port: 0, host: '127.0.0.1' });
    suite.rtmp = `rtmp://127.0.0.1:${await suite.media().listen(0, '127.0.0.1')}/live`;
  }, 60_000);
  afterAll(async () => {
    await Promise.all(suite.pushes.map((started) => started.stop()));
    await suite.t?.close();
  });
  return suite;
}
