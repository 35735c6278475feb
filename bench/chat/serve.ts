/**
 * The server under test, in its own process so the load generator does not share its thread:
 * the real app (embedded PostgreSQL, the embedded broker at /mqtt) with one live room, its host
 * and SENDERS signed-in users. Prints one JSON line (ChatServer), then runs until SIGTERM or
 * until its parent goes away, when it stops everything and deletes its data directory.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { chatTopic } from '@placar/contract/chat-entities';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { loadAuthSecret } from '../../apps/server/src/modules/user/auth-secret.ts';
import { createSessionService } from '../../apps/server/src/modules/user/session.service.ts';
import { createUserAccount } from '../../apps/server/src/modules/user/user-creation.ts';
import { benchServerProcess } from '../support/bench-server-process.ts';
import type { ChatServer } from './chat-load.ts';

const senders = Number(process.env.CHAT_BENCH_SENDERS ?? 200);
const subscribers = Number(process.env.CHAT_BENCH_SUBSCRIBERS ?? 1000);

const { dataDir, onStop, stop, database } = await benchServerProcess('chat');

try {
  const db = await database();

  // Every subscriber connects from 127.0.0.1: the per-address limits are for the public.
  const perAddress = String(subscribers + 100);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: join(dataDir, 'no-web-build'),
    AUTH_SECRET: randomBytes(24).toString('hex'),
    MQTT_MAX_CONNECTIONS_PER_ADDRESS: perAddress,
    MQTT_SESSIONS_PER_ADDRESS: perAddress,
    MQTT_CONNECTS_PER_MINUTE: perAddress,
  });
  const app = buildApp({ config, db, logger: false });
  onStop(() => app.close());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  const sessions = createSessionService({
    db,
    key: loadAuthSecret({ secret: config.auth.secret, dataDir }),
    accessTokenTtl: config.auth.accessTokenTtl,
    refreshTokenTtl: config.auth.refreshTokenTtl,
    maxLifetime: config.auth.sessionMaxLifetime,
    clock: app.clock,
  });
  const signIn = async (username: string, role: 'viewer' | 'admin' = 'viewer') => {
    const user = await createUserAccount(db, { email: `${username}@example.com`, username, role, createdAt: new Date(app.clock.now()) });
    const { tokens } = await sessions.start(user, { ip: '127.0.0.1', userAgent: 'bench-chat' });
    return { id: user.id, token: tokens.accessToken };
  };
  const post = async (path: string, token: string, payload: object) => {
    const answer = await app.inject({ method: 'POST', url: `/api${path}`, headers: { authorization: token }, payload });
    const body = answer.json() as { code: number; data: Record<string, unknown> };
    if (body.code !== 200) throw new Error(`${path}: ${answer.body}`);
    return body.data;
  };

  // A host made the real way: applies, an admin approves; its room is always open for chat.
  const admin = await signIn('benchadmin', 'admin');
  const host = await signIn('benchhost');
  await post('/user/confirmAnchor', host.token, { streamName: 'Bench FC', intro: 'A room for the chat benchmark, with many fans.', sports: ['football'] });
  const { application } = (await post('/admin/updateAnchor', admin.token, { userId: host.id, action: 'approve' })) as { application: { roomId: number } };

  const tokens: string[] = [];
  for (let index = 0; index < senders; index += 1) tokens.push((await signIn(`fan${String(index).padStart(4, '0')}`)).token);
  const ready: ChatServer = {
    url,
    wsUrl: `${url.replace('http://', 'ws://')}/mqtt`,
    roomId: application.roomId,
    topic: chatTopic(config.public.product, 'room', application.roomId),
    tokens,
  };
  console.log(JSON.stringify(ready));
} catch (error) {
  console.error(error);
  await stop(1);
}
