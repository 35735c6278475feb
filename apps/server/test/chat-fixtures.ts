import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { call } from './live-fixtures.ts';

/** The browser id tests send as the clientIdentifyId header (the web app's myCookie). */
export const BROWSER = '1764000000000abcdefghij';

export const browser = (clientId: string = BROWSER) => ({ clientidentifyid: clientId });

/** A browser id of its own for each signed-in user, as each fan has their own browser (chat counts messages per browser too). */
const browserOf = (token: string | null) =>
  token === null ? BROWSER : `b${createHash('sha256').update(token).digest('hex').slice(0, 22)}`;

/** Sends a chat message as the web app does: with the browser id header. */
export function sendTo(
  app: FastifyInstance,
  token: string | null,
  room: { kind: 'match' | 'room'; id: number },
  text: string,
  clientId: string = browserOf(token),
) {
  return room.kind === 'match'
    ? call(app, 'POST', '/schedule/chat', token, { matchId: room.id, text }, browser(clientId))
    : call(app, 'POST', '/live/chat', token, { roomId: room.id, text }, browser(clientId));
}

/** A page of a room's history (GET /schedule/roomChat or POST /live/roomChat). */
export function historyOf(
  app: FastifyInstance,
  token: string | null,
  room: { kind: 'match' | 'room'; id: number },
  page: Record<string, number> = {},
  clientId: string = BROWSER,
) {
  return room.kind === 'match'
    ? call(
        app,
        'GET',
        '/schedule/roomChat',
        token,
        {
          matchId: String(room.id),
          ...Object.fromEntries(Object.entries(page).map(([key, value]) => [key, String(value)])),
        },
        browser(clientId),
      )
    : call(app, 'POST', '/live/roomChat', token, { roomId: room.id, ...page }, browser(clientId));
}

/** The texts of a history answer, oldest first. */
export const textsOf = (body: { data: { list: { text: string }[] } }) => body.data.list.map((message) => message.text);

/**
 * The next `count` chat events a client receives, in order, whatever payloads carry them (the
 * server batches the events queued while a room's previous publish goes out), each with the
 * number of events of its payload.
 */
export function nextChatEvents(
  client: MqttClient,
  count: number,
): Promise<{ event: { type: string; [key: string]: unknown }; batch: number }[]> {
  return new Promise((resolve) => {
    const received: { event: { type: string; [key: string]: unknown }; batch: number }[] = [];
    const onMessage = (_topic: string, payload: Buffer) => {
      const events = JSON.parse(payload.toString()) as { type: string; [key: string]: unknown }[];
      for (const event of events) received.push({ event, batch: events.length });
      if (received.length < count) return;
      client.off('message', onMessage);
      resolve(received);
    };
    client.on('message', onMessage);
  });
}
