/**
 * bench/chat at scale (issue 38 item 3): 10,000 subscribers in one live room's chat, reached
 * through HAProxy and two servers relaying them to mosquitto (support/fanout-at-scale.ts), while
 * SENDERS signed-in users post 100 messages/s through the balancer's POST /api/live/chat, so each
 * instance stores its part and publishes it to the broker. Target: p99 <= 250 ms, 0 lost.
 * Settings: CHAT_SCALE_SUBSCRIBERS, _INSTANCES, _RATE, _SECONDS, _THREADS, _DRAIN_SECONDS, _SENDERS.
 */
import { chatTopic } from '@placar/contract/chat-entities';
import { clockStartingAt } from '../../apps/server/src/clock.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDatabaseClient } from '../../apps/server/src/db/client.ts';
import { createSessionService } from '../../apps/server/src/modules/user/session.service.ts';
import { createUserAccount } from '../../apps/server/src/modules/user/user-creation.ts';
import { CLOCK_START } from '../load/cluster.ts';
import { runAtScale } from '../support/fanout-at-scale.ts';
import { chatSender } from './chat-load.ts';

const SENDERS = Number(process.env.CHAT_SCALE_SENDERS ?? 200);

await runAtScale({
  title: 'chat',
  envPrefix: 'CHAT_SCALE',
  rate: 100,
  seconds: 30,
  warmUp: 10,
  targetP99Ms: 250,
  targetNote: 'at 100 messages/s into one room',
  async prepare(cluster, engines, base) {
    const client = createDatabaseClient(engines.postgres.urlFor('placar'));
    try {
      // Accounts and sessions made by the real services on the servers' database, signed with their
      // AUTH_SECRET, on the servers' clock (CLOCK_START), as serve.ts does for one server.
      const config = loadConfig({ AUTH_SECRET: engines.authSecret });
      const clock = clockStartingAt(Date.parse(CLOCK_START));
      const sessions = createSessionService({
        db: client.db,
        key: new TextEncoder().encode(engines.authSecret),
        accessTokenTtl: config.auth.accessTokenTtl,
        refreshTokenTtl: config.auth.refreshTokenTtl,
        maxLifetime: config.auth.sessionMaxLifetime,
        clock,
      });
      const signIn = async (username: string, role: 'viewer' | 'admin' = 'viewer') => {
        const user = await createUserAccount(client.db, { email: `${username}@example.com`, username, role, createdAt: new Date(clock.now()) });
        const { tokens } = await sessions.start(user, { ip: '127.0.0.1', userAgent: 'bench-chat-scale' });
        return { id: user.id, token: tokens.accessToken };
      };
      const post = async (path: string, token: string, payload: object) => {
        const answer = await fetch(`${cluster.url}/api${path}`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
        const body = (await answer.json()) as { code: number; msg?: string; data: Record<string, unknown> };
        if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg ?? ''}`);
        return body.data;
      };
      // A host made the real way, through the balancer: applies, an admin approves; its room is open for chat.
      const admin = await signIn('scaleadmin', 'admin');
      const host = await signIn('scalehost');
      await post('/user/confirmAnchor', host.token, { streamName: 'Scale FC', intro: 'A room for the chat benchmark at scale, with ten thousand fans.', sports: ['football'] });
      const { application } = (await post('/admin/updateAnchor', admin.token, { userId: host.id, action: 'approve' })) as { application: { roomId: number } };
      const tokens: string[] = [];
      for (let index = 0; index < SENDERS; index += 1) tokens.push((await signIn(`fan${String(index).padStart(4, '0')}`)).token);
      const roomId = application.roomId;
      return {
        topic: chatTopic('placar', 'room', roomId),
        describe: `POST /api/live/chat from ${SENDERS} senders through HAProxy`,
        send: chatSender({ url: cluster.url, tokens, roomId }, base),
      };
    } finally {
      await client.pool.end();
    }
  },
});
process.exit(0);
