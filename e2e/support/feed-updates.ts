import { E2E_FEED_TOKEN } from './placar-server.ts';
import { expect } from './test.ts';

export interface StoredUpdate {
  id: number;
  seq: number;
  published: boolean;
}

/** Posts a feed update to a server (the ingestion call with the feed credential); answers what it stored. */
export async function postFeedUpdate(base: string, body: object): Promise<StoredUpdate> {
  const response = await fetch(`${base}/api/schedule/mqttMessageSend`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Feed ${E2E_FEED_TOKEN}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: StoredUpdate };
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}
