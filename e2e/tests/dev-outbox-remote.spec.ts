// Issue 9, item 1: the development outbox holds every reset code, so a server reachable from
// another machine must never show it there. "Another machine" is a network namespace of this
// test, joined by a veth pair; the server listens on this machine's end of that link only.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNamespace, namespaceUnavailable } from '../support/network-namespace.ts';
import type { NetworkNamespace } from '../support/network-namespace.ts';
import { newDataDir, startPlacarServer } from '../support/placar-server.ts';
import type { PlacarServer } from '../support/placar-server.ts';
import { expect, test } from '../support/test.ts';
import { adminCreateCommandPath } from '@placar/server/processes';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const VICTIM = { email: 'victim.fan@example.com', username: 'victimfan01', password: 'Victim!2026' };

test.describe.configure({ mode: 'serial' });

let namespace: NetworkNamespace | undefined;
let server: PlacarServer | undefined;
let unavailable: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  unavailable = await namespaceUnavailable();
  if (unavailable === undefined) namespace = await createNamespace();
});

test.afterAll(async () => {
  await server?.stop();
  await namespace?.remove();
});

/** One request from inside the namespace: a client on another machine. */
async function fromRemote(url: string, method = 'GET', body?: object): Promise<{ status: number; body: string }> {
  if (namespace === undefined) throw new Error('no namespace');
  const args = [
    join(here, '..', 'support', 'remote-fetch.ts'),
    url,
    method,
    ...(body === undefined ? [] : [JSON.stringify(body)]),
  ];
  const { stdout } = await namespace.exec(process.execPath, args);
  return JSON.parse(stdout) as { status: number; body: string };
}

test('a server listening beyond loopback without SMTP_URL refuses to start, saying what to set', async () => {
  test.skip(unavailable !== undefined, unavailable);
  const host = namespace?.hostAddress ?? '';
  const refused = startPlacarServer({ HOST: host, PUBLIC_URL: 'http://placar.test' });
  await expect(refused).rejects.toThrow(
    /SMTP_URL: must be set when HOST \(10\.234\.[\d.]+\) is not a loopback address/,
  );
});

test('another machine asks a reset code for a fan, and cannot read it from the outbox', async () => {
  test.skip(unavailable !== undefined, unavailable);
  // A database made by the real command, a server start and five node processes in the namespace: on a busy 2-core machine, more than a minute.
  test.setTimeout(180_000);
  const host = namespace?.hostAddress ?? '';
  const dataDir = newDataDir();
  // The fan's account, made with the real command in the server's database.
  execFileSync(
    process.execPath,
    [adminCreateCommandPath, '--email', VICTIM.email, '--username', VICTIM.username, '--password', VICTIM.password],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: repoRoot, LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    },
  );
  server = await startPlacarServer(
    { HOST: host, MAIL_OUTBOX: 'on', PUBLIC_URL: 'http://placar.test', SIMULATOR: 'off' },
    dataDir,
  );
  // The warning is logged once listening, so /readyz can answer before its line reaches this process.
  await expect.poll(() => server?.output()).toContain('SMTP_URL is unset: no mail is sent');

  const asked = await fromRemote(`${server.url}/api/user/emailVerifyCode`, 'POST', {
    email: VICTIM.email,
    purpose: 'reset',
  });
  expect(asked.status).toBe(200);
  for (const path of ['/dev/mail.json', '/dev/mail']) {
    const outbox = await fromRemote(`${server.url}${path}`);
    expect(outbox.status, path).toBe(404);
    expect(outbox.body).not.toContain(VICTIM.email);
  }
  // Without the code the password stays the fan's.
  const reset = await fromRemote(`${server.url}/api/user/passwordReset`, 'POST', {
    email: VICTIM.email,
    code: '000000',
    password: 'Taken!2026x',
    repeatPassword: 'Taken!2026x',
  });
  expect(JSON.parse(reset.body)).toMatchObject({ code: 4000001 });
  const login = await fromRemote(`${server.url}/api/user/login`, 'POST', {
    account: VICTIM.username,
    password: VICTIM.password,
  });
  expect(JSON.parse(login.body)).toMatchObject({ code: 200 });
});
