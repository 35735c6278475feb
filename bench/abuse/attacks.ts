/**
 * The attacks of issue 36's review, each as one client would run it against `npm start`, from
 * forwarded addresses of their own (the bench server trusts loopback as its proxy). Each runs for
 * the phase and answers whether the server cut the attacker, with what it saw.
 */
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { filters, RawMqttClient } from '@placar/server/mqtt-clients';

export interface Target {
  base: string;
  mqttUrl: string;
  rtmpPort: number;
  product: string;
  /** Which round of the bench this is: each round attacks from fresh addresses and a fresh account, so no limit a round earned carries over. */
  round: number;
}

export interface AttackOutcome {
  cut: boolean;
  detail: string;
}

export interface Attack {
  name: string;
  run(target: Target, until: number): Promise<AttackOutcome>;
}

const secretId = (tag: string) => `abuse_${tag}_${Math.random().toString(16).slice(2).padEnd(32, '0')}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

/** Sends `packets` SUBSCRIBE packets at once on one persistent session, reconnecting (as an attacker would) until the phase ends. */
async function subscribeFlood(
  target: Target,
  until: number,
  packet: string[],
  address: string,
): Promise<AttackOutcome> {
  let connections = 0;
  let subacks = 0;
  let cut = 0;
  while (Date.now() < until) {
    const client = await RawMqttClient.connect(target.mqttUrl, secretId('sub'), {
      clean: false,
      headers: from(address),
    }).catch(() => undefined);
    if (client === undefined || client.connackCode !== 0) break;
    connections += 1;
    for (let n = 1; n <= 30; n += 1) client.subscribe(n, packet);
    await Promise.race([
      client.untilSubacksOrClosed(30),
      new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now()))),
    ]);
    subacks += client.subacks;
    if (client.isClosed) cut += 1;
    client.close();
  }
  return {
    cut: connections > 0 && cut === connections,
    detail: `${connections} connections, ${subacks} SUBACKs for ${connections * 30} packets, ${cut} cut`,
  };
}

export const ATTACKS: Attack[] = [
  {
    name: 'mqtt: 30 SUBSCRIBE of ~50 KB, persistent',
    run: (target, until) =>
      subscribeFlood(target, until, filters(target.product, 1000, 48, 'big'), `203.0.${113 + target.round}.10`),
  },
  {
    name: 'mqtt: 30 SUBSCRIBE of 1,000 filters',
    run: (target, until) =>
      subscribeFlood(target, until, filters(target.product, 1000, 12, 'k'), `203.0.${113 + target.round}.11`),
  },
  {
    name: 'mqtt: subscriptions until cut, 16 a packet',
    async run(target, until) {
      let held = 0;
      let cut = 0;
      let connections = 0;
      const id = secretId('many');
      while (Date.now() < until && connections < 50) {
        const client = await RawMqttClient.connect(target.mqttUrl, id, {
          clean: false,
          headers: from(`203.0.${113 + target.round}.12`),
        }).catch(() => undefined);
        if (client === undefined) break;
        connections += 1;
        const packets = Array.from({ length: 20 }, (_, n) => filters(target.product, 16, 40, `c${connections}p${n}-`));
        held += await client.subscribeEach(packets);
        if (client.isClosed) cut += 1;
        client.close();
      }
      return {
        cut: cut === connections,
        detail: `${connections} connections on one session, ${held * 16} filters accepted in all, ${cut} cut`,
      };
    },
  },
  {
    name: 'mqtt: subscribe/unsubscribe churn',
    async run(target, until) {
      const client = await RawMqttClient.connect(target.mqttUrl, secretId('churn'), {
        headers: from(`203.0.${113 + target.round}.13`),
      });
      let sent = 0;
      while (Date.now() < until && !client.isClosed && sent < 100_000) {
        client.subscribe((sent % 60_000) + 1, [`${target.product}/churn/${sent}`]);
        client.unsubscribe((sent % 60_000) + 1, [`${target.product}/churn/${sent}`]);
        sent += 2;
        if (sent % 200 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      const cut = client.isClosed;
      client.close();
      return { cut, detail: `${sent} packets sent before ${cut ? 'the cut' : 'the end'}` };
    },
  },
  {
    name: 'login: wrong passwords on one account from 200 addresses',
    async run(target, until) {
      const codes = new Map<number, number>();
      let n = 0;
      while (Date.now() < until && n < 200) {
        const batch = Array.from({ length: 10 }, () => {
          n += 1;
          return fetch(`${target.base}/api/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...from(`198.51.${100 + target.round}.${n % 250}`) },
            body: JSON.stringify({ account: `abuseowner${target.round}`, password: `Guess${n}pw!` }),
          })
            .then((response) => response.json() as Promise<{ code: number }>)
            .then((answer) => codes.set(answer.code, (codes.get(answer.code) ?? 0) + 1))
            .catch(() => undefined);
        });
        await Promise.all(batch);
      }
      const slowed = codes.get(4290001) ?? 0;
      return { cut: slowed > 0, detail: [...codes].map(([code, count]) => `${count} × ${code}`).join(', ') };
    },
  },
  {
    name: "rtmp: 20 connections, each an unfinished 16 MiB message (media engineer's part)",
    async run(target, until) {
      const sockets: Socket[] = [];
      let bytes = 0;
      for (let n = 0; n < 20; n += 1) {
        const socket = connect(target.rtmpPort, '127.0.0.1');
        socket.on('error', () => undefined);
        sockets.push(socket);
        // C0 + C1, then C2 (the server's S1 is not checked by most servers), then one chunk header of a 16 MiB message.
        socket.write(Buffer.concat([Buffer.from([3]), Buffer.alloc(1536)]));
        socket.write(Buffer.alloc(1536));
        socket.write(Buffer.from([0x03, 0, 0, 0, 0xff, 0xff, 0xff, 0x08, 1, 0, 0, 0]));
      }
      // The body in 128-byte chunks (type-3 headers between), never the whole message.
      const piece = Buffer.concat([Buffer.alloc(128, 0xaf), Buffer.from([0xc3])]);
      const slab = Buffer.concat(Array.from({ length: 2048 }, () => piece));
      while (Date.now() < until && bytes < 20 * 8 * 1024 * 1024) {
        for (const socket of sockets)
          if (!socket.destroyed && socket.writableLength < 4 * slab.length) socket.write(slab);
        bytes += sockets.filter((socket) => !socket.destroyed).length * slab.length;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const open = sockets.filter((socket) => !socket.destroyed).length;
      for (const socket of sockets) socket.destroy();
      return {
        cut: open === 0,
        detail: `${Math.round(bytes / 1024 / 1024)} MiB sent, ${20 - open} of 20 connections closed by the server`,
      };
    },
  },
];
