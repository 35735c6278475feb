import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { ManualClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { startRenderThread } from './render-thread.ts';
import type { RenderThread } from './render-thread.ts';

const FIXTURE = new URL('../../test/render-thread-fixture.ts', import.meta.url).href;
const origin = 'http://placar.test';

async function readAll(response: Response): Promise<string> {
  return response.text();
}

async function abortedInThread(handler: RenderThread['handler']): Promise<string[]> {
  return (await handler(new Request(`${origin}/aborted`), { nonce: 'n' })).json() as Promise<string[]>;
}

describe('render thread', () => {
  const clock = new ManualClock(TEST_NOW);
  const crashes: unknown[] = [];
  let thread: RenderThread;

  beforeAll(() => {
    thread = startRenderThread({
      module: FIXTURE,
      options: { tag: 'fixture' },
      clock,
      onCrash: (error) => crashes.push(error),
    });
  });
  afterAll(() => thread.close());

  it('streams: the head and the shell arrive while the rest is still rendering, and other requests are answered meanwhile', async () => {
    const response = await thread.handler(new Request(`${origin}/stream`), { nonce: 'n1' });
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('<p>shell</p>');
    // The rest waits on this second request: it is answered while the first is in flight.
    expect(await readAll(await thread.handler(new Request(`${origin}/open`), { nonce: 'n2' }))).toBe('opened');
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value);
    }
    expect(rest).toBe('<p>one</p><p>two</p>');
  });

  it("gives the render the app clock's time, the nonce, the request's URL, method and headers, and keeps every Set-Cookie", async () => {
    const request = new Request(`${origin}/echo?x=1`, {
      headers: { cookie: 'language=br', 'accept-language': 'pt-BR' },
    });
    const response = await thread.handler(request, { nonce: 'nonce-a' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-rendered-by')).toBe('fixture');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      nonce: 'nonce-a',
      now: Date.parse(TEST_NOW),
      url: `${origin}/echo?x=1`,
      method: 'GET',
      cookie: 'language=br',
      accept: 'pt-BR',
    });

    clock.set('2027-01-01T00:00:00Z');
    const later = (await (await thread.handler(new Request(`${origin}/echo`), { nonce: 'nonce-b' })).json()) as {
      now: number;
      nonce: string;
    };
    expect(later).toMatchObject({ now: Date.parse('2027-01-01T00:00:00Z'), nonce: 'nonce-b' });
    clock.set(TEST_NOW);
  });

  it('runs many requests at once on the one thread, each getting its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        thread
          .handler(new Request(`${origin}/echo?i=${i}`), { nonce: `n${i}` })
          .then((r) => r.json() as Promise<{ url: string; nonce: string; thread: string }>),
      ),
    );
    expect(answers.map((a) => a.nonce)).toEqual(Array.from({ length: 20 }, (_, i) => `n${i}`));
    expect(answers.map((a) => a.url)).toEqual(Array.from({ length: 20 }, (_, i) => `${origin}/echo?i=${i}`));
    expect(new Set(answers.map((a) => a.thread)).size).toBe(1);
  });

  it("aborts the render in the thread when the request's signal aborts", async () => {
    const controller = new AbortController();
    const response = await thread.handler(new Request(`${origin}/hang?name=signal`, { signal: controller.signal }), {
      nonce: 'n',
    });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<p>waiting</p>');
    controller.abort();
    await expect(reader.read()).rejects.toThrow();
    await expect
      .poll(() => abortedInThread(thread.handler))
      .toEqual(expect.arrayContaining(['signal in render', 'signal body']));
  });

  it('stops the render when the reader of the body gives up', async () => {
    const response = await thread.handler(new Request(`${origin}/hang?name=cancel`), { nonce: 'n' });
    await response.body!.cancel();
    await expect
      .poll(() => abortedInThread(thread.handler))
      .toEqual(expect.arrayContaining(['cancel in render', 'cancel body']));
  });

  it('answers a render that throws with a 500 page', async () => {
    const response = await thread.handler(new Request(`${origin}/throw`), { nonce: 'n' });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('Something went wrong');
  });

  it('fails the pending requests of a crashed thread with a 500 page, then starts another for the next request', async () => {
    const before = (await (await thread.handler(new Request(`${origin}/echo`), { nonce: 'n' })).json()) as {
      thread: string;
    };
    const streaming = await thread.handler(new Request(`${origin}/hang?name=crash`), { nonce: 'n' });
    const reader = streaming.body!.getReader();
    await reader.read();
    const crashed = await thread.handler(new Request(`${origin}/crash`), { nonce: 'n' });
    expect(crashed.status).toBe(500);
    expect(await crashed.text()).toContain('Something went wrong');
    // A page already streaming ends in an error rather than hanging.
    await expect(reader.read()).rejects.toThrow();
    expect(crashes).toHaveLength(1);

    const after = (await (await thread.handler(new Request(`${origin}/echo`), { nonce: 'n' })).json()) as {
      thread: string;
    };
    expect(after.thread).not.toBe(before.thread);
    // The new thread starts empty: nothing from the old one's aborts.
    expect(await abortedInThread(thread.handler)).toEqual([]);
  });

  it('answers 500 pages while its module cannot be loaded, without a crash loop, and says why once', async () => {
    const lost: unknown[] = [];
    const said: [string, boolean][] = [];
    const broken = startRenderThread({
      module: new URL('./no-such-render-module.ts', import.meta.url).href,
      options: {},
      clock,
      onCrash: (error) => lost.push(error),
      onRenderError: (message, loading) => said.push([message, loading]),
    });
    try {
      for (const path of ['/a', '/b'])
        expect((await broken.handler(new Request(`${origin}${path}`), { nonce: 'n' })).status).toBe(500);
      expect(lost).toEqual([]);
      expect(said).toEqual([[expect.stringContaining('no-such-render-module'), true]]);
    } finally {
      await broken.close();
    }
  });

  it('starts its thread and loads its module when warmed, before any page asks', async () => {
    let started: () => void = () => {};
    const priority = new Promise<void>((resolve) => (started = resolve));
    const warmed = startRenderThread({ module: FIXTURE, options: { tag: 'warm' }, clock, onPriority: () => started() });
    try {
      warmed.warm();
      // The thread's first message, sent as it starts: no request was made.
      await priority;
    } finally {
      await warmed.close();
    }
  });

  it('answers 500 once closed, without starting a thread', async () => {
    const closing = startRenderThread({ module: FIXTURE, options: { tag: 'x' }, clock });
    expect((await closing.handler(new Request(`${origin}/echo`), { nonce: 'n' })).status).toBe(201);
    await closing.close();
    expect((await closing.handler(new Request(`${origin}/echo`), { nonce: 'n' })).status).toBe(500);
  });
});

describe('render thread behind the server', () => {
  let t: TestApp;
  let thread: RenderThread;
  let base: string;

  beforeAll(async () => {
    const clock = new ManualClock(TEST_NOW);
    thread = startRenderThread({ module: FIXTURE, options: { tag: 'served' }, clock });
    t = await buildTestApp({ clock, env: { PUBLIC_URL: 'https://placar.example.com' }, webHandler: thread.handler });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await thread.close();
  });

  it('sends both cookies, the nonce of the CSP and the clock of the app', async () => {
    const response = await fetch(`${base}/echo`);
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    const body = (await response.json()) as { nonce: string; now: number; url: string };
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${body.nonce}'`);
    expect(body.now).toBe(Date.parse(TEST_NOW));
    expect(body.url).toBe('https://placar.example.com/echo');
  });

  it('stops the render in the thread when the fan closes the connection', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest(`${base}/hang?name=socket`, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      request.end();
    });
    await expect
      .poll(() => abortedInThread(thread.handler))
      .toEqual(expect.arrayContaining(['socket in render', 'socket body']));
  });
});

describe('RENDER_THREADS', () => {
  it('is 1 unless set (decision 0093: with the thread at a lower priority, live deliveries under HTTP load met the target), and takes 0 or 1 only', () => {
    expect(loadConfig({}).renderThreads).toBe(1);
    expect(loadConfig({ RENDER_THREADS: '0' }).renderThreads).toBe(0);
    expect(() => loadConfig({ RENDER_THREADS: '2' })).toThrow(/RENDER_THREADS: must be 0 or 1/);
    expect(() => loadConfig({ RENDER_THREADS: 'yes' })).toThrow(/RENDER_THREADS: must be 0 or 1/);
  });
});
