/**
 * bench/live-fanout at scale (issue 38 item 3): 10,000 subscribers of the live-score topic
 * (`placar/match/v1`, what every score page holds), reached through two servers relaying them to
 * mosquitto (support/fanout-at-scale.ts), while a data feed sends RATE updates a second through
 * the balancer's POST /api/schedule/mqttMessageSend, spread over MATCHES live matches: each
 * instance stores its part, bumps the shared schedule generation in Redis and publishes to the
 * broker (QoS 1). Each update adds a VAR incident whose detail carries its send time, so the
 * subscribers time it as the chat bench times a line. Targets: 0 lost; p99 held to the chat's
 * 250 ms. Settings: LIVE_FANOUT_SCALE_SUBSCRIBERS, _INSTANCES, _RATE, _SECONDS, _THREADS, _DRAIN_SECONDS.
 */
import { matchTopic } from '@placar/contract/constants';
import { sendMarker } from '../chat/chat-load.ts';
import { CLOCK_START, FEED_TOKEN } from '../load/cluster.ts';
import { runAtScale } from '../support/fanout-at-scale.ts';

const MATCHES = 10;

async function feed(base: string, body: object): Promise<{ id: number; published: boolean }> {
  const answer = await fetch(`${base}/api/schedule/mqttMessageSend`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Feed ${FEED_TOKEN}` },
    body: JSON.stringify(body),
  });
  const reply = (await answer.json()) as { code: number; msg?: string; data: { id: number; published: boolean } };
  if (reply.code !== 200) throw new Error(`${reply.code} ${reply.msg ?? ''}`);
  return reply.data;
}

await runAtScale({
  title: 'live scores',
  envPrefix: 'LIVE_FANOUT_SCALE',
  rate: 10,
  seconds: 30,
  warmUp: 5,
  targetP99Ms: 250,
  targetNote: "the chat's target, held to scores too",
  async prepare(cluster, _engines, base) {
    const ids: number[] = [];
    for (let index = 0; index < MATCHES; index += 1) {
      // Live matches of the bench's own, kicked off within the hour before the servers' CLOCK_START.
      const kickoff = new Date(Date.parse(CLOCK_START) - (index % 6) * 600_000).toISOString();
      const fixture = {
        competition: 'eng.1',
        season: '2026/27',
        kickoff,
        home: { name: `Scale ${index} FC` },
        away: { name: `Fanout ${index} United` },
      };
      ids.push(
        (
          await feed(cluster.url, {
            externalRef: `bench:scale:${index}`,
            fixture,
            status: 2,
            home: { score: 0 },
            away: { score: 0 },
          })
        ).id,
      );
    }
    return {
      topic: matchTopic('placar'),
      describe: `feed updates through HAProxy over ${MATCHES} live matches`,
      async send(seq, sentAt) {
        const matchId = ids[seq % ids.length];
        const incident = {
          kind: 'var',
          side: 'home',
          minute: 50 + (seq % 40),
          detail: `Goal check ${sendMarker(seq, sentAt, base)}`,
        };
        const stored = await feed(cluster.url, {
          matchId,
          clock: { seconds: Math.min(10_000, 3000 + seq), running: true },
          incidents: [incident],
        });
        return stored.published;
      },
    };
  },
});
process.exit(0);
