// Issue 34 item 8: the host runs the room from its console alone. The room's chat sits beside
// the console and a ban from it silences the fan; leaving the console while the room is open asks
// first (the leavepage guard: an in-app link, the browser's back, closing the tab); and when the
// encoder stops for good, the console and its player say the same thing (real RTMP from ffmpeg).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type Push, pushTestStream } from '@placar/server/processes';
import { approvedHost, expectMovingVideo } from '../support/live-rooms.ts';
import { type Account, call, createAdmin, logInByApi, newPerson, register, signedInPage } from '../support/people.ts';
import { newDataDir, startPlacarServer, type PlacarServer } from '../support/placar-server.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial' });

let server: PlacarServer;
let host: Account & { roomId: number; publishUrl: string };
let fan: Account;
let hostPage: Page;
const pushes: Push[] = [];
const contexts: BrowserContext[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const dataDir = newDataDir();
  const adminPerson = createAdmin(dataDir);
  // A short reconnect grace: a stopped encoder's live is over in 3 s.
  server = await startPlacarServer(
    { SIMULATOR: 'off', CODE_LIMIT_PER_IP: '500', LOGIN_LIMIT_PER_IP: '500', STREAM_RECONNECT_GRACE: '3' },
    dataDir,
  );
  const admin = await logInByApi(server.url, adminPerson);
  host = await approvedHost(server.url, admin, 'console');
  fan = await register(server.url, newPerson('fan'));
  hostPage = await signedIn(browser, host);
});

test.afterAll(async () => {
  await Promise.all(pushes.map((push) => push.stop()));
  await Promise.all(contexts.map((context) => context.close()));
  await server?.stop();
});

const signedIn = (browser: Browser, person: Account) => signedInPage(browser, server.url, person, contexts);

async function roomOpen(): Promise<boolean> {
  const content = await call<{ room: { open: boolean } }>(server.url, '/live/settingContent', {}, host.token, 'GET');
  return content.room.open;
}

const consolePath = (lang: 'en' | 'br' = 'en') => `/${lang}/host/liveRoom/${host.roomId}`;
const chat = (page: Page) => page.getByTestId('console-side').getByTestId('chat-panel');

/** The page is hydrated and its chat shown, with the live connection up. */
async function chatReady(page: Page, panel = page.getByTestId('chat-panel')): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(panel).toHaveAttribute('data-status', 'ready');
  await expect.poll(() => page.locator('body').getAttribute('data-live-state')).toBe('connected');
}

test("the console shows the room's chat beside it; a ban from the console and the fan cannot post", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await call(server.url, '/live/open', {}, host.token);
  const fanPage = await signedIn(browser, fan);
  await hostPage.goto(consolePath());
  await chatReady(hostPage, chat(hostPage));
  await expect(chat(hostPage)).toHaveAttribute('data-room', `room:${host.roomId}`);
  await fanPage.goto(`/en/host/liveUserRoom/${host.roomId}`);
  await chatReady(fanPage);

  await fanPage.getByTestId('chat-input').fill('cheap followers at spam dot example');
  await fanPage.getByTestId('chat-input').press('Enter');
  const spam = chat(hostPage).getByTestId('chat-message').filter({ hasText: 'cheap followers' });
  await expect(spam).toBeVisible();
  await spam.getByTestId('chat-actions').click();
  await hostPage.getByTestId('chat-actions-menu').getByTestId('chat-action-ban').click();
  await expect(spam).toHaveCount(0);
  await expect(fanPage.getByTestId('chat-message').filter({ hasText: 'cheap followers' })).toHaveCount(0);

  await fanPage.getByTestId('chat-input').fill('you cannot stop me');
  await fanPage.getByTestId('chat-input').press('Enter');
  await expect(fanPage.getByTestId('chat-error')).toHaveText('You are banned from this chat room');
  await expect(chat(hostPage).getByTestId('chat-message').filter({ hasText: 'you cannot stop me' })).toHaveCount(0);
});

test('leaving the console of an open room asks first: an in-app link, the back button, closing the tab', async () => {
  test.setTimeout(180_000);
  if (!(await roomOpen())) await call(server.url, '/live/open', {}, host.token);
  // Into the console from the room's overview, in the app: the back button then stays in the app.
  await hostPage.goto('/en/host/liveDetails');
  await expect(hostPage.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await hostPage.getByTestId('host-open-console').click();
  await expect(hostPage.getByTestId('host-console')).toHaveAttribute('data-open', 'true');

  // A link: the dialog asks; staying keeps the console, leaving goes.
  await hostPage.getByTestId('console-side').getByTestId('console-change-grace').click();
  await expect(hostPage.getByTestId('dialog')).toContainText('Your room is still open');
  await hostPage.getByTestId('dialog-close').click();
  await expect(hostPage.getByTestId('dialog')).toHaveCount(0);
  await expect(hostPage).toHaveURL(new RegExp(`${consolePath()}$`));
  await expect(hostPage.getByTestId('host-console')).toBeVisible();

  // The browser's back button asks the same, and staying keeps the page where it is.
  await hostPage.goBack();
  await expect(hostPage.getByTestId('dialog')).toContainText('Your room is still open');
  await hostPage.getByTestId('dialog-close').click();
  await expect(hostPage).toHaveURL(new RegExp(`${consolePath()}$`));
  await expect(hostPage.getByTestId('host-console')).toBeVisible();
  // At once, as a person would: the guard must ask again even before the page has drawn the first answer.
  await hostPage.goBack();
  await expect(hostPage.getByTestId('dialog')).toContainText('Your room is still open');
  await hostPage.getByTestId('dialog-confirm').click();
  await expect(hostPage).toHaveURL(/\/en\/host\/liveDetails$/);
  await expect(hostPage.getByTestId('host-room-glance')).toBeVisible();

  // In Portuguese too.
  await hostPage.goto(consolePath('br'));
  await expect(hostPage.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(hostPage.getByTestId('host-console')).toHaveAttribute('data-open', 'true');
  await hostPage.getByTestId('console-side').getByTestId('console-change-grace').click();
  await expect(hostPage.getByTestId('dialog')).toContainText('Sua sala ainda está aberta');
  await hostPage.getByTestId('dialog-confirm').click();
  await expect(hostPage).toHaveURL(/\/br\/host\/liveSet\/outage$/);

  // Closing the tab: the browser's own beforeunload prompt (it needs a gesture on the page first).
  const tab = await hostPage.context().newPage();
  await tab.goto(consolePath());
  await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(tab.getByTestId('host-console')).toHaveAttribute('data-open', 'true');
  await tab.getByTestId('console-figures').click();
  const asked = tab.waitForEvent('dialog');
  await tab.close({ runBeforeUnload: true });
  const prompt = await asked;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();
  await expect(tab.getByTestId('host-console')).toBeVisible();
});

test('the encoder stops for good: the console and its player say the same, and a closed room lets the host leave', async () => {
  test.setTimeout(180_000);
  if (!(await roomOpen())) await call(server.url, '/live/open', {}, host.token);
  const encoder = pushTestStream(host.publishUrl, { seconds: 600 });
  pushes.push(encoder);
  await hostPage.goto(consolePath());
  await expectMovingVideo(hostPage, 'console-player');
  await expect(hostPage.getByTestId('console-state')).toHaveAttribute('data-state', 'live');
  await expect(hostPage.getByTestId('console-player-state')).toHaveAttribute('data-state', 'live');

  await encoder.stop();
  // After the 3 s grace the room closes by itself: both say it is over, in the same words.
  await expect.poll(roomOpen, { timeout: 30_000 }).toBe(false);
  await expect(hostPage.getByTestId('host-console')).toHaveAttribute('data-open', 'false');
  await expect(hostPage.getByTestId('console-state')).toHaveAttribute('data-state', 'offline');
  await expect(hostPage.getByTestId('console-player-state')).toHaveAttribute('data-state', 'offline');
  await expect(hostPage.getByTestId('console-player-state')).toHaveText(
    (await hostPage.getByTestId('console-state').textContent()) ?? '',
  );
  await expect(hostPage.getByTestId('console-player')).toHaveAttribute('data-live-state', 'offline');
  await expect(hostPage.getByTestId('player-message')).toHaveText('Your room is closed: viewers see it offline.');
  // The live ended as one the host closed: with its record.
  await expect(hostPage.getByTestId('console-closed-note')).toBeVisible();
  expect(
    Number(await hostPage.getByTestId('console-record').getByTestId('console-record-peak').textContent()),
  ).toBeGreaterThanOrEqual(0);

  // Closed: leaving asks nothing.
  await hostPage.getByTestId('console-side').getByTestId('console-change-grace').click();
  await expect(hostPage).toHaveURL(/\/en\/host\/liveSet\/outage$/);
  await expect(hostPage.getByTestId('dialog')).toHaveCount(0);
});
