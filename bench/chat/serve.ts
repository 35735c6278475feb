/**
 * The server under test, in its own process so the load generator does not share its thread:
 * the real app (embedded PostgreSQL, the embedded broker at /mqtt) with one live room, its host
 * and SENDERS signed-in users. Prints one JSON line (ChatServer), then runs until SIGTERM or
 * until its parent goes away, when it stops everything and deletes its data directory.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { chatTopic } from '@placar/contract/chat-entities';
import { buildApp, loadAuthSecret, loadConfig } from '@placar/server/testing';
import { benchServerProcess } from '../support/bench-server-process.ts';
import type { ChatServer } from './chat-load.ts';
import { makeChatRoom } from './chat-room.ts';

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

  const { roomId, tokens } = await makeChatRoom({
    db,
    key: loadAuthSecret({ secret: config.auth.secret, dataDir }),
    auth: config.auth,
    clock: app.clock,
    senders,
    label: 'bench',
    async post(path, token, payload) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { authorization: token },
        payload,
      });
      const body = answer.json() as { code: number; data: Record<string, unknown> };
      if (body.code !== 200) throw new Error(`${path}: ${answer.body}`);
      return body.data;
    },
  });
  const ready: ChatServer = {
    url,
    wsUrl: `${url.replace('http://', 'ws://')}/mqtt`,
    roomId,
    topic: chatTopic(config.public.product, 'room', roomId),
    tokens,
  };
  console.log(JSON.stringify(ready));
} catch (error) {
  console.error(error);
  await stop(1);
}
