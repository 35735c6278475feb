// What the chat specs share beyond people (people.ts): a host approved by the admin and a match
// announced through the feed.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type Account, call } from './people.ts';
import { postFeedUpdate } from './feed-updates.ts';
import { expect } from './test.ts';

/** A user who applies to host (/user/confirmAnchor) and whom the admin approves: answers their room's id. */
export async function approveHost(baseURL: string, host: Account, admin: Account): Promise<number> {
  await call(
    baseURL,
    '/user/confirmAnchor',
    {
      streamName: `Resenha ${host.username}`,
      intro: 'Live commentary of every match, in Portuguese and English.',
      sports: ['football'],
    },
    host.token,
  );
  const approved = await call<{ application: { roomId: number } }>(
    baseURL,
    '/admin/updateAnchor',
    { userId: host.id, action: 'approve' },
    admin.token,
  );
  return approved.application.roomId;
}

/** A match of the test's own through the feed call, kicking off 30 minutes after E2E_NOW: its chat is open. */
export async function openMatch(baseURL: string): Promise<number> {
  const stored = await postFeedUpdate(baseURL, {
    externalRef: `e2e:chat:${randomUUID()}`,
    fixture: {
      competition: 'eng.1',
      season: '2026/27',
      kickoff: '2026-11-23T00:20:00Z',
      home: { name: 'Chatty FC' },
      away: { name: 'Talkative United' },
    },
  });
  return stored.id;
}

export async function logOutPage(page: Page, lang: 'en' | 'br' = 'en'): Promise<void> {
  await page.goto(`/${lang}/me`);
  await page.getByTestId('me-logout').click();
  await expect(page.getByTestId('me-guest')).toBeVisible();
}
