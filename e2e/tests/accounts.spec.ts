// Issue 4 end to end: register with the code from a real SMTP server, log out and back in by
// username and by e-mail, reset the password, a password change ending older sessions, and
// Google sign-in against a local OpenID Connect issuer.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { OidcIssuer } from '../support/oidc-issuer.ts';
import { E2E_NOW, startPlacarServer } from '../support/placar-server.ts';
import { clockStartingAt } from '@placar/server/clock';
import type { PlacarServer } from '../support/placar-server.ts';
// The server tests' SMTP inbox: a real smtp-server on loopback that keeps what it receives.
import { SmtpInbox } from '@placar/server/processes';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial' });

let server: PlacarServer;
const inbox = new SmtpInbox();
const issuer = new OidcIssuer();
let serial = 0;

/** A fresh account name for each test: rate limits count per e-mail. */
function newPerson() {
  serial += 1;
  const tag = `${randomBytes(4).toString('hex')}${serial}`;
  return {
    email: `fan${tag}@example.com`,
    username: `fan${tag}`.slice(0, 20).padEnd(8, '0'),
    password: 'Goal!2026_ok',
  };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const smtpUrl = await inbox.start();
  const oidc = await issuer.start();
  server = await startPlacarServer({
    SIMULATOR: 'off',
    SMTP_URL: smtpUrl,
    GOOGLE_CLIENT_ID: issuer.clientId,
    OIDC_ISSUER: oidc.issuer,
    OIDC_JWKS_URL: oidc.jwksUrl,
    OIDC_AUTHORIZE_URL: oidc.authorizeUrl,
  });
  // The issuer signs on the server's clock, which started at E2E_NOW.
  const serverClock = clockStartingAt(Date.parse(E2E_NOW));
  issuer.now = () => serverClock.now();
});

test.afterAll(async () => {
  await server?.stop();
  await inbox.stop();
  await issuer.stop();
});

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url });
  return { context, page: await context.newPage() };
}

/** The session's refresh token: an HttpOnly cookie on the refresh path (issue 9), the only credential the browser keeps. */
const accessCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'refreshToken' && cookie.value !== '')?.value;

async function register(page: Page, person: ReturnType<typeof newPerson>) {
  const mailsBefore = inbox.count(person.email);
  await page.goto('/en/register');
  await page.getByTestId('register-email').fill(person.email);
  await page.getByTestId('register-send-code').click();
  await expect(page.getByTestId('register-code-sent')).toBeVisible();
  const code = SmtpInbox.codeIn(await inbox.waitFor(person.email, mailsBefore));
  await page.getByTestId('register-code').fill(code);
  await page.getByTestId('register-username').fill(person.username);
  await page.getByTestId('register-password').fill(person.password);
  await page.getByTestId('register-repeat').fill(person.password);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/en$/);
}

async function logIn(page: Page, account: string, password: string) {
  await page.goto('/en/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/en$/);
}

async function logOut(page: Page) {
  await page.goto('/en/me');
  await page.getByTestId('me-logout').click();
  await expect(page.getByTestId('me-guest')).toBeVisible();
}

test('register with the mailed code, log out, log in by username and by e-mail', async ({ browser }) => {
  const { context, page } = await newPage(browser);
  const person = newPerson();
  await register(page, person);
  expect(await accessCookie(context)).toBeTruthy();
  await page.goto('/en/me');
  await expect(page.getByTestId('me-username')).toContainText(person.username);

  await logOut(page);
  expect(await accessCookie(context)).toBeFalsy();

  await logIn(page, person.username, person.password);
  expect(await accessCookie(context)).toBeTruthy();
  await logOut(page);

  await logIn(page, person.email, person.password);
  await page.goto('/en/me');
  await expect(page.getByTestId('me-email')).toContainText(person.email);

  await logOut(page);
  await page.goto('/en/login');
  await page.getByTestId('login-account').fill(person.username);
  await page.getByTestId('login-password').fill('Wrong!password1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login/);
  await context.close();
});

test('reset the password with a mailed code', async ({ browser }) => {
  const { context, page } = await newPage(browser);
  const person = newPerson();
  await register(page, person);
  await logOut(page);

  const mailsBefore = inbox.count(person.email);
  await page.goto('/en/resetpassword');
  await page.getByTestId('reset-email').fill(person.email);
  await page.getByTestId('reset-send-code').click();
  await expect(page.getByTestId('reset-code-sent')).toBeVisible();
  const code = SmtpInbox.codeIn(await inbox.waitFor(person.email, mailsBefore));
  await page.getByTestId('reset-code').fill(code);
  await page.getByTestId('reset-password').fill('NewGoal!2026');
  await page.getByTestId('reset-repeat').fill('NewGoal!2027');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('passwords do not match')).toBeVisible();
  await page.getByTestId('reset-repeat').fill('NewGoal!2026');
  await page.getByTestId('reset-submit').click();
  await expect(page).toHaveURL(/\/en\/login/);
  await expect(page.getByTestId('login-reset-done')).toBeVisible();

  await page.getByTestId('login-account').fill(person.email);
  await page.getByTestId('login-password').fill(person.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await logIn(page, person.email, 'NewGoal!2026');
  await context.close();
});

test('after a password change, an older session is asked to log in again on its next call', async ({ browser }) => {
  const first = await newPage(browser);
  const person = newPerson();
  await register(first.page, person);
  const second = await newPage(browser);
  await logIn(second.page, person.username, person.password);

  await first.page.goto('/en/me');
  await first.page.getByTestId('me-change-password-open').click();
  await first.page.getByTestId('me-old-password').fill(person.password);
  await first.page.getByTestId('me-new-password').fill('Changed!2026');
  await first.page.getByTestId('me-repeat-password').fill('Changed!2026');
  await first.page.getByTestId('me-password-submit').click();
  await expect(first.page.getByTestId('me-security-done')).toBeVisible();

  await second.page.goto('/en/me');
  const dialog = second.page.getByRole('dialog');
  await expect(dialog).toContainText('Please log in again!');
  await second.page.getByTestId('dialog-confirm').click();
  await expect(second.page).toHaveURL(/\/en\/login/);
  expect(await accessCookie(second.context)).toBeFalsy();

  // The session that changed the password goes on working.
  await first.page.reload();
  await expect(first.page.getByTestId('me-username')).toContainText(person.username);
  await expect(first.page.getByRole('dialog')).toHaveCount(0);
  await first.context.close();
  await second.context.close();
});

test('Google sign-in through the popup creates the account and logs in', async ({ browser }) => {
  const { context, page } = await newPage(browser);
  const person = newPerson();
  issuer.person = { sub: `google-${person.username}`, email: person.email, name: 'Popup Fan' };
  await page.goto('/en/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('google-signin').click();
  const popup = await popupOpened;
  await popup.waitForEvent('close');
  await expect(page).toHaveURL(/\/en$/);
  expect(await accessCookie(context)).toBeTruthy();
  await page.goto('/en/me');
  await expect(page.getByTestId('me-email')).toContainText(person.email);
  await context.close();
});

// Issue 9, item 13: a Google account showing a fan's e-mail joins the fan's account only with its password.
test('Google sign-in for an e-mail that already has an account links it only with that account’s password', async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  const person = newPerson();
  await register(page, person);
  await logOut(page);
  issuer.person = { sub: `google-link-${person.username}`, email: person.email, name: 'Link Fan' };

  await page.goto('/en/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('google-signin').click();
  await (await popupOpened).waitForEvent('close');
  await expect(page.getByTestId('google-link-message')).toContainText('enter its password to link Google');
  await expect(page).toHaveURL(/\/en\/login/);

  await page.getByTestId('google-link-password').fill('Wrong!pass2026');
  await page.getByTestId('google-link-submit').click();
  await expect(page.getByTestId('google-link-error')).toContainText('Password is wrong.');
  await page.getByTestId('google-link-password').fill(person.password);
  await page.getByTestId('google-link-submit').click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/me');
  await expect(page.getByTestId('me-username')).toContainText(person.username);
  await context.close();
});

// Issue 9, item 5: the e-mail changes only with the password, and the old address can undo it.
test('changing the e-mail asks the password; the notice to the old address undoes it', async ({ browser }) => {
  const { context, page } = await newPage(browser);
  const person = newPerson();
  await register(page, person);
  const newEmail = `new.${person.email}`;

  await page.goto('/en/me');
  await page.getByTestId('me-change-email-open').click();
  await page.getByTestId('me-new-email').fill(newEmail);
  const before = inbox.count(newEmail);
  await page.getByTestId('me-email-send-code').click();
  await expect(page.getByTestId('me-email-code-sent')).toBeVisible();
  await page.getByTestId('me-email-code').fill(SmtpInbox.codeIn(await inbox.waitFor(newEmail, before)));
  await page.getByTestId('me-email-password').fill('Wrong!pass2026');
  await page.getByTestId('me-email-submit').click();
  // The server's "password: is wrong" shows under the password field, in the form's words.
  await expect(page.getByTestId('me-email-password-error')).toHaveText('Current password is wrong.');
  const noticesBefore = inbox.count(person.email);
  await page.getByTestId('me-email-password').fill(person.password);
  await page.getByTestId('me-email-submit').click();
  await expect(page.getByTestId('me-security-done')).toContainText(newEmail);

  const notice = await inbox.waitFor(person.email, noticesBefore);
  expect(notice.subject).toBe('Your Placar e-mail was changed');
  const link = /\/en\/resetpassword\?undo=[A-Za-z0-9_-]+/.exec(notice.text)?.[0] ?? '';
  expect(link).not.toBe('');
  const other = await newPage(browser);
  await other.page.goto(link);
  await expect(other.page.getByTestId('reset-undone')).toContainText(person.email);
  // The undo ended every session, the one that changed the e-mail too.
  await page.goto('/en/me');
  await expect(page.getByRole('dialog')).toContainText('Please log in again!');
  await other.context.close();
  await context.close();
});
