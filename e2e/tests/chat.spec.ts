// Issue 12 end to end, two (and more) browsers on one server: a message sent in one shows in the
// other's match chat and live-room chat, markup shows as text; a host removes a spammer's message
// for everyone and times them out, and the spammer sees the remaining time in Portuguese; an
// admin bans a spammer from a match room and a fresh account from the same browser is held.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { approveHost, logOutPage, openMatch } from '../support/chat-people.ts';
import { type Account, createAdmin, logInByApi, logInPage, newPerson, register } from '../support/people.ts';
import { newDataDir, startPlacarServer, type PlacarServer } from '../support/placar-server.ts';
import { expect, test } from '../support/test.ts';

// Each test signs in several browsers (scrypt on a shared 2-core machine): more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: PlacarServer;
let admin: Account;
let host: Account;
let ana: Account;
let bia: Account;
let matchId = 0;
let roomId = 0;
const contexts: BrowserContext[] = [];
const dialogs: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = newDataDir();
  const adminPerson = createAdmin(dataDir);
  // Every repeat registers from this one address within the hour.
  server = await startPlacarServer({ SIMULATOR: 'off', CODE_LIMIT_PER_IP: '500', LOGIN_LIMIT_PER_IP: '500' }, dataDir);
  admin = await logInByApi(server.url, adminPerson);
  [host, ana, bia] = await Promise.all([
    register(server.url, newPerson('host')),
    register(server.url, newPerson('ana')),
    register(server.url, newPerson('bia')),
  ]);
  matchId = await openMatch(server.url);
  roomId = await approveHost(server.url, host, admin);
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await server?.stop();
});

async function signedIn(browser: Browser, person: Account, lang: 'en' | 'br' = 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  contexts.push(context);
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await logInPage(page, person, lang);
  return page;
}

const panel = (page: Page) => page.getByTestId('chat-panel');
const row = (page: Page, text: string) => panel(page).getByTestId('chat-message').filter({ hasText: text });

/** The chat is shown with its history and the live connection is up (its topic subscribed on connect). */
async function chatReady(page: Page): Promise<void> {
  await expect(panel(page)).toHaveAttribute('data-status', 'ready');
  await expect.poll(() => page.locator('body').getAttribute('data-live-state')).toBe('connected');
}

async function openMatchChat(page: Page, lang: 'en' | 'br' = 'en'): Promise<void> {
  await page.goto(`/${lang}/live/match/${matchId}`);
  await page.getByTestId('match-tab-chat').click();
  await chatReady(page);
}

async function openRoomChat(page: Page, lang: 'en' | 'br' = 'en'): Promise<void> {
  await page.goto(`/${lang}/host/liveUserRoom/${roomId}`);
  await chatReady(page);
}

async function say(page: Page, text: string): Promise<void> {
  await panel(page).getByTestId('chat-input').fill(text);
  await panel(page).getByTestId('chat-input').press('Enter');
}

async function moderate(page: Page, text: string, action: string): Promise<void> {
  await row(page, text).getByTestId('chat-actions').click();
  // The menu is drawn over the page (a portal), not inside the row.
  await page.getByTestId('chat-actions-menu').getByTestId(action).click();
}

let anaPage: Page;
let biaPage: Page;
let hostPage: Page;

test('a message sent in one browser shows live in the other’s match chat, markup as text', async ({ browser }) => {
  [anaPage, biaPage] = await Promise.all([signedIn(browser, ana), signedIn(browser, bia, 'br')]);
  await openMatchChat(anaPage);
  await openMatchChat(biaPage, 'br');

  const markup = '<img src=x onerror=alert(1)>';
  await say(anaPage, markup);
  await expect(row(biaPage, markup).getByTestId('chat-text')).toHaveText(markup);
  await expect(row(biaPage, markup).getByTestId('chat-author')).toHaveText(ana.username);
  await expect(panel(biaPage).locator('img')).toHaveCount(0);
  // Her own message shows once, from the answer, not again from the broker.
  await expect(row(anaPage, markup)).toHaveCount(1);

  await say(biaPage, 'Que jogo! ⚽');
  await expect(row(anaPage, 'Que jogo! ⚽')).toBeVisible();
  await expect(panel(anaPage).getByTestId('chat-input')).toHaveValue('');
  expect(dialogs).toEqual([]);
});

test('the same in a live room, the host’s messages carry the host badge', async ({ browser }) => {
  hostPage = await signedIn(browser, host);
  await openRoomChat(hostPage);
  await openRoomChat(anaPage);

  await say(hostPage, 'Welcome to the room');
  const welcome = row(anaPage, 'Welcome to the room');
  await expect(welcome).toBeVisible();
  await expect(welcome.getByTestId('chat-badge')).toHaveText('Host');

  await say(anaPage, 'Hi host!');
  await expect(row(hostPage, 'Hi host!')).toBeVisible();
  // The match room's messages stay in the match room.
  await expect(row(hostPage, 'Que jogo!')).toHaveCount(0);
});

test('the host removes a spammer’s message for everyone, then times them out; the spammer sees the time left', async () => {
  await openRoomChat(biaPage, 'br');
  await say(biaPage, 'COMPRE SEGUIDORES barato');
  await expect(row(anaPage, 'COMPRE SEGUIDORES')).toBeVisible();
  await expect(row(hostPage, 'COMPRE SEGUIDORES')).toBeVisible();
  // A viewer has no moderator actions.
  await expect(row(anaPage, 'COMPRE SEGUIDORES').getByTestId('chat-actions')).toHaveCount(0);

  await moderate(hostPage, 'COMPRE SEGUIDORES', 'chat-action-delete');
  for (const page of [anaPage, biaPage, hostPage]) await expect(row(page, 'COMPRE SEGUIDORES')).toHaveCount(0);

  await say(biaPage, 'SEGUIDORES de novo');
  await expect(row(hostPage, 'SEGUIDORES de novo')).toBeVisible();
  await moderate(hostPage, 'SEGUIDORES de novo', 'chat-action-timeout-300');
  // A timeout clears the spammer's recent messages too, for everyone.
  await expect(row(anaPage, 'SEGUIDORES de novo')).toHaveCount(0);

  await say(biaPage, 'ainda estou aqui');
  await expect(panel(biaPage).getByTestId('chat-error')).toHaveText(
    /^Você está suspenso nesta sala de chat: faltam (5 min|4 min \d+ s)$/,
  );
  await expect(panel(biaPage).getByTestId('chat-notice')).toHaveText(
    /^Você está suspenso: poderá escrever de novo em (5 min|4 min \d+ s)\.$/,
  );
  await expect(row(anaPage, 'ainda estou aqui')).toHaveCount(0);

  // The room's log says who did what to whom.
  await panel(hostPage).getByTestId('chat-moderation-open').click();
  await panel(hostPage).getByRole('tab', { name: 'Log' }).click();
  const log = panel(hostPage).getByTestId('chat-log');
  await expect(log).toContainText(`${host.username} timed out ${bia.username} for 5 min`);
  await expect(log).toContainText(`${host.username} deleted a message by ${bia.username}`);
});

// Issue 36: the menu opened downward inside the scrolling list, so for the newest message only Delete showed on a
// desktop, and on a phone Ban sat under the bottom bar.
test('the moderator’s menu on the newest message shows whole: every item on a desktop, Ban above a phone’s bottom bar', async () => {
  // The host left the moderation drawer open on the log: back to the messages.
  await panel(hostPage).getByTestId('chat-moderation-close').click();
  // A full list, so the newest message sits at its bottom edge (sent through the API: quicker than typing).
  for (let n = 0; n < 18; n += 1) {
    const sent = await fetch(`${server.url}/api/live/chat`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: ana.token,
        clientidentifyid: 'e2e-filler-browser-1',
      },
      body: JSON.stringify({ roomId, text: `filler line ${n}` }),
    });
    expect(((await sent.json()) as { code: number }).code).toBe(200);
  }
  await say(anaPage, 'the newest message here');
  await expect(row(hostPage, 'the newest message here')).toBeVisible();
  for (const size of [
    { width: 1366, height: 768 },
    { width: 412, height: 915 },
  ]) {
    await hostPage.setViewportSize(size);
    const newest = row(hostPage, 'the newest message here');
    await newest.scrollIntoViewIfNeeded();
    await newest.getByTestId('chat-actions').click();
    const menu = hostPage.getByTestId('chat-actions-menu');
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box, `${size.width}x${size.height}`).not.toBeNull();
    if (box === null) continue;
    expect([box.y >= 0, box.y + box.height <= size.height, box.x >= 0, box.x + box.width <= size.width]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    // Each item is what a tap at its centre reaches: not clipped by the scrolling list, not under the bottom bar.
    for (const id of ['chat-action-delete', 'chat-action-timeout-10', 'chat-action-ban', 'chat-action-accounts']) {
      const reachable = await menu.getByTestId(id).evaluate((item) => {
        const { left, top, width, height } = item.getBoundingClientRect();
        const hit = document.elementFromPoint(left + width / 2, top + height / 2);
        return hit !== null && (hit === item || item.contains(hit));
      });
      expect([`${size.width}x${size.height}`, id, reachable]).toEqual([`${size.width}x${size.height}`, id, true]);
    }
    const ban = await menu.getByTestId('chat-action-ban').boundingBox();
    const bar = hostPage.getByTestId('bottom-nav');
    if (await bar.isVisible()) {
      const barBox = await bar.boundingBox();
      expect((ban?.y ?? Infinity) + (ban?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    }
    await hostPage.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  }
});

test('an admin bans a spammer from a match room; a new account from the same browser is held', async ({ browser }) => {
  // Three sign-ins and two registrations: slow on a busy machine.
  test.setTimeout(180_000);
  const adminPage = await signedIn(browser, admin);
  await openMatchChat(adminPage);
  const carla = await register(server.url, newPerson('carla'));
  const carlaPage = await signedIn(browser, carla);
  await openMatchChat(carlaPage);

  await say(carlaPage, 'free followers at spam dot example');
  await expect(row(adminPage, 'free followers')).toBeVisible();
  await moderate(adminPage, 'free followers', 'chat-action-ban');
  await expect(row(adminPage, 'free followers')).toHaveCount(0);
  await expect(row(carlaPage, 'free followers')).toHaveCount(0);

  await say(carlaPage, 'you cannot stop me');
  await expect(panel(carlaPage).getByTestId('chat-error')).toHaveText('You are banned from this chat room');
  await expect(panel(carlaPage).getByTestId('chat-notice')).toHaveText('You are banned from this chat.');

  // A fresh account, signed in from the same browser: held by the browser's id.
  await logOutPage(carlaPage);
  const dora = await register(server.url, newPerson('dora'));
  await logInPage(carlaPage, dora);
  await openMatchChat(carlaPage);
  await expect(panel(carlaPage).getByTestId('chat-notice')).toHaveText('You are banned from this chat.');
  await expect(panel(carlaPage).getByTestId('chat-input')).toHaveCount(0);
});
