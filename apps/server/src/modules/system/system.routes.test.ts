import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createDatabaseClient } from '../../db/client.ts';
import { findFreePort } from '../../db/free-port.ts';
import { serverTime } from './system.service.ts';

describe('system', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('/healthz answers ok', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ok when the database answers', async () => {
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 503 with 5030001 when the database is gone, saying so, while /healthz stays ok', async () => {
    const dead = createDatabaseClient(`postgres://nobody:none@127.0.0.1:${await findFreePort()}/none`);
    const down = await buildTestApp({ db: dead.db });
    try {
      const ready = await down.app.inject({ url: '/readyz', headers: { language: 'br' } });
      expect(ready.statusCode).toBe(503);
      // Anyone may ask: the database's address and error are in the log, not here.
      expect(ready.json()).toMatchObject({
        code: Code.dependencyDown,
        data: { notReady: ['database: not answering'] },
      });
      expect(ready.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|nobody/);
      expect(ready.json().msg).toContain('indisponível');
      expect((await down.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await down.close();
      await dead.pool.end();
    }
  });

  it('/readyz answers at once while every pooled connection is taken by requests (issue 38 item 1)', async () => {
    const pool = t.database!.pool;
    const taken = await Promise.all(Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()));
    try {
      expect(pool.waitingCount).toBe(0);
      const ready = await t.app.inject('/readyz');
      // Through the pool it waited for a free connection and then gave up: 503 after 5 s.
      expect(ready.statusCode).toBe(200);
    } finally {
      for (const client of taken) client.release();
    }
  });

  it('while a start-up step is under way, /readyz names it and other requests wait for its end (decision 0121)', async () => {
    const starting = await buildTestApp();
    try {
      const over = starting.app.startup.begin('demo world: writing');
      const held = starting.app.inject('/api/system/time').then(() => 'answered');
      const ready = await starting.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data).toEqual({ notReady: ['demo world: writing'] });
      expect((await starting.app.inject('/healthz')).statusCode).toBe(200);
      // Two more database round trips by the probe: a call that was not held would have been answered meanwhile.
      const probes = starting.app
        .inject('/readyz')
        .then(() => starting.app.inject('/readyz'))
        .then(() => 'still held');
      expect(await Promise.race([held, probes])).toBe('still held');
      over();
      expect(await held).toBe('answered');
      expect((await starting.app.inject('/readyz')).statusCode).toBe(200);
    } finally {
      await starting.close();
    }
  });

  it('GET /api/system/time is open to visitors and echoes the tz header', async () => {
    const response = await t.app.inject({
      url: '/api/system/time',
      headers: { tz: 'Asia/Kolkata', authorization: 'Bearer bogus' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.tz).toBe('Asia/Kolkata');
  });

  it('serverTime reports one instant three ways', () => {
    const at = new Date('2025-05-01T12:00:00.000Z');
    expect(serverTime(undefined, at)).toEqual({ now: at.getTime(), iso: '2025-05-01T12:00:00.000Z', tz: 'UTC' });
  });
});
