/**
 * bench/chat at scale (issue 38 item 3): 10,000 subscribers in one live room's chat, reached
 * through HAProxy and two servers relaying them to mosquitto (support/fanout-at-scale.ts), while
 * SENDERS signed-in users post 100 messages/s through the balancer's POST /api/live/chat, so each
 * instance stores its part and publishes it to the broker. Target: p99 <= 250 ms, 0 lost.
 * Settings: CHAT_SCALE_SUBSCRIBERS, _INSTANCES, _RATE, _SECONDS, _THREADS, _DRAIN_SECONDS, _SENDERS.
 */
import { chatTopic } from '@placar/contract/chat-entities';
import { clockStartingAt } from '@placar/server/clock';
import { createDatabaseClient, loadConfig } from '@placar/server/testing';
import { CLOCK_START } from '../load/cluster.ts';
import { runAtScale } from '../support/fanout-at-scale.ts';
import { chatSender } from './chat-load.ts';
import { makeChatRoom } from './chat-room.ts';

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
      // As serve.ts does for one server, on the cluster's database, with its AUTH_SECRET and its clock (CLOCK_START); the API calls go through the balancer.
      const { roomId, tokens } = await makeChatRoom({
        db: client.db,
        key: new TextEncoder().encode(engines.authSecret),
        auth: loadConfig({ AUTH_SECRET: engines.authSecret }).auth,
        clock: clockStartingAt(Date.parse(CLOCK_START)),
        senders: SENDERS,
        label: 'scale',
        async post(path, token, payload) {
          const answer = await fetch(`${cluster.url}/api${path}`, {
            method: 'POST',
            headers: { authorization: token, 'content-type': 'application/json' },
            body: JSON.stringify(payload),
          });
          const body = (await answer.json()) as { code: number; msg?: string; data: Record<string, unknown> };
          if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg ?? ''}`);
          return body.data;
        },
      });
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
