/**
 * Chat load: SUBSCRIBERS clients watch one live room's chat while SENDERS signed-in users post
 * RATE messages per second for SECONDS through POST /api/live/chat (each user below its rate
 * limit: SENDERS / RATE seconds between two of its messages). The server (serve.ts, its own
 * process) stores each message and publishes it on `{product}/chat/room/{id}` through the
 * embedded broker at /mqtt. Baseline, in the same run: mosquitto, with the same subscribers and
 * a plain QoS 1 publish of messages of the same size at the same rate. Prints delivered/expected,
 * duplicates and p50/p99 send-to-receive latency for both, and the ratios.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import mqtt from 'mqtt';
import { findFreePort, hasMosquitto, type MosquittoProcess, startMosquitto } from '@placar/server/processes';
import type { ChatServer } from './chat-load.ts';
import { chatSender, chatText, now } from './chat-load.ts';
import type { FanoutResult } from './fanout-measure.ts';
import { measureFanout } from './fanout-measure.ts';

const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 60);
const RATE = Number(process.env.CHAT_BENCH_RATE ?? 100);
const SUBSCRIBERS = Number(process.env.CHAT_BENCH_SUBSCRIBERS ?? 1000);
const SENDERS = Number(process.env.CHAT_BENCH_SENDERS ?? 200);
/** Worker threads that share the subscribers; the main thread only sends. */
const THREADS = Number(process.env.CHAT_BENCH_THREADS ?? 2);
/** The base of the send times the messages carry (microseconds after it). */
const BASE = now();
const WARM_UP = Math.min(10, SENDERS);
const MESSAGES = Math.round(SECONDS * RATE);
/** After the last send, deliveries may trail: waited for while they progress, up to DRAIN_LIMIT_MS. */
const DRAIN_LIMIT_MS = Number(process.env.CHAT_BENCH_DRAIN_SECONDS ?? 120) * 1000;
/** A server that cannot keep the pace does not get all the time it asks: no send starts after twice SECONDS. */
const SEND_LIMIT_MS = 2 * SECONDS * 1000;
const TOTAL_LIMIT_MS = (3 * SECONDS + 300) * 1000 + 2 * DRAIN_LIMIT_MS;
const TARGET_P99_MS = 250;

type Result = FanoutResult;

/** Warm-up messages first (not measured), then the measured ones; waits for every delivery or the drain limit. */
function measure(
  name: string,
  url: string,
  topic: string,
  send: (seq: number, sentAt: number) => Promise<boolean>,
): Promise<Result> {
  return measureFanout({
    name,
    urls: [url],
    topic,
    subscribers: SUBSCRIBERS,
    threads: THREADS,
    rate: RATE,
    messages: MESSAGES,
    warmUp: WARM_UP,
    base: BASE,
    sendLimitMs: SEND_LIMIT_MS,
    drainLimitMs: DRAIN_LIMIT_MS,
    send,
  });
}

/** What the server publishes for a message (chat-entities' `[event]`), built here for the baseline's plain publish. */
function chatPayload(seq: number, sentAt: number, roomId: number): string {
  const sender = seq % SENDERS;
  return JSON.stringify([
    {
      type: 'message',
      message: {
        id: seq + 1,
        kind: 'room',
        roomId,
        text: chatText(seq, sentAt, BASE),
        at: new Date().toISOString(),
        author: {
          id: sender + 3,
          nickname: `fan${String(sender).padStart(4, '0')}`,
          avatar: null,
          color: '#ef4444',
          badge: null,
        },
      },
    },
  ]);
}

const children: { stop(): Promise<unknown> }[] = [];
let mosquitto: MosquittoProcess | undefined;

async function startServer(): Promise<ChatServer> {
  // CHAT_BENCH_PROFILE=<dir>: the server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.CHAT_BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CHAT_BENCH_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, new URL('./serve.ts', import.meta.url).pathname], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, CHAT_BENCH_SENDERS: String(SENDERS), CHAT_BENCH_SUBSCRIBERS: String(SUBSCRIBERS) },
  });
  const exited = once(child, 'exit');
  children.push({
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  });
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([once(lines, 'line'), exited.then(() => [undefined])]);
  if (first[0] === undefined) throw new Error('the chat server did not start');
  return JSON.parse(String(first[0])) as ChatServer;
}

async function cleanUp(): Promise<void> {
  for (const child of children.splice(0)) await child.stop();
  await mosquitto?.stop();
  mosquitto = undefined;
}

async function main(): Promise<Result[]> {
  const results: Result[] = [];
  const server = await startServer();
  try {
    results.push(
      await measure(
        'placar chat (POST /api/live/chat, ws /mqtt)',
        server.wsUrl,
        server.topic,
        chatSender(server, BASE),
      ),
    );
  } finally {
    await cleanUp();
  }
  if (!hasMosquitto()) {
    console.log('  mosquitto: not installed (apt-get install -y mosquitto); no baseline');
    return results;
  }
  // mosquitto leaves Nagle on by default; the product's sockets have it off.
  mosquitto = await startMosquitto(await findFreePort(), ['set_tcp_nodelay true']);
  const publisher = await mqtt.connectAsync(mosquitto.url, {
    protocolVersion: 4,
    clientId: `bench-chat-publisher`,
    reconnectPeriod: 0,
  });
  try {
    results.push(
      await measure('mosquitto (plain publish, tcp)', mosquitto.url, server.topic, async (seq, sentAt) => {
        await publisher.publishAsync(server.topic, chatPayload(seq, sentAt, server.roomId), { qos: 1 });
        return true;
      }),
    );
  } finally {
    await publisher.endAsync(true);
    await cleanUp();
  }
  return results;
}

const limit = setTimeout(() => {
  console.error(`chat: over ${TOTAL_LIMIT_MS / 1000} s, stopping`);
  void cleanUp().then(() => process.exit(1));
}, TOTAL_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().then(() => process.exit(1)));

console.log(
  `chat: ${SUBSCRIBERS} subscribers in one room (${THREADS} threads), ${RATE} messages/s for ${SECONDS} s (${MESSAGES}) from ${SENDERS} senders (one message each ${(SENDERS / RATE).toFixed(1)} s)`,
);
try {
  const results = await main();
  const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
  const figures = results.map(({ name, figures: seen, accepted, sendSeconds, issued, refused }) => {
    const expected = accepted * SUBSCRIBERS;
    const figure = {
      name,
      accepted,
      delivered: seen.deliveries,
      expected,
      lost: expected - seen.deliveries,
      duplicates: seen.duplicates,
      p50: seen.p50,
      p99: seen.p99,
    };
    const bytes = seen.packed === 0 ? 0 : seen.payloadBytes / seen.packed;
    const perPacket = seen.packets === 0 ? 0 : seen.packed / seen.packets;
    console.log(
      `${name.padEnd(44)} delivered ${figure.delivered}/${expected}  lost ${figure.lost}  duplicates ${figure.duplicates}  p50 ${ms(figure.p50)}  p99 ${ms(figure.p99)}  ` +
        `(accepted ${accepted} of ${issued} sent of ${MESSAGES}, answered in ${sendSeconds.toFixed(1)} s, ${bytes.toFixed(0)} B a message, ${perPacket.toFixed(2)} messages a packet)`,
    );
    for (const [reason, count] of refused) console.log(`  refused ${count}: ${reason}`);
    return figure;
  });
  const [chat, baseline] = figures;
  if (chat !== undefined && baseline !== undefined) {
    const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1.00' : 'inf') : (a / b).toFixed(2));
    console.log(
      `ratio chat / mosquitto: delivered ${ratio(chat.delivered / Math.max(1, chat.expected), baseline.delivered / Math.max(1, baseline.expected))}  ` +
        `duplicates ${chat.duplicates} vs ${baseline.duplicates}  p50 ${ratio(chat.p50, baseline.p50)}  p99 ${ratio(chat.p99, baseline.p99)}  ` +
        // When the pace cannot be kept, the messages that made it in the window are the throughput.
        `messages sent ${ratio(chat.accepted, baseline.accepted)}`,
    );
  }
  if (chat !== undefined) {
    const allSent = chat.expected === MESSAGES * SUBSCRIBERS;
    console.log(
      `target 0 lost: ${chat.lost === 0 && allSent ? 'met' : 'NOT met'} (${chat.lost} lost, ${MESSAGES * SUBSCRIBERS - chat.expected} deliveries of messages never sent or accepted)`,
    );
    console.log(
      `target p99 <= ${TARGET_P99_MS} ms: ${chat.p99 <= TARGET_P99_MS ? 'met' : 'NOT met'} (${chat.p99.toFixed(1)} ms)`,
    );
  }
} finally {
  clearTimeout(limit);
  await cleanUp();
}
