import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./api-client.ts', () => {
  loaded.count += 1;
  return {
    api: {
      get: vi.fn(async (path: string, params: unknown) => ({ via: 'get', path, params })),
      post: vi.fn(async (path: string, body: unknown) => ({ via: 'post', path, body })),
    },
  };
});

const { callApi } = await import('./contract-call.ts');
const { loadApi } = await import('./load-api.ts');

const getCall = { path: '/system/time', method: 'GET' } as never;
const postCall = { path: '/user/login', method: 'POST' } as never;

// The API client leaves the first load (issue 14): callApi fetches it on the first call, once.
describe('callApi', () => {
  it('loads the API client on the first call only, and sends GET calls with their query and POST calls with their body', async () => {
    expect(loaded.count).toBe(0);
    await expect(callApi(getCall, { q: 'x' } as never)).resolves.toEqual({ via: 'get', path: '/system/time', params: { q: 'x' } });
    await expect(callApi(postCall, { username: 'a' } as never)).resolves.toEqual({ via: 'post', path: '/user/login', body: { username: 'a' } });
    await expect(callApi(postCall, undefined as never)).resolves.toEqual({ via: 'post', path: '/user/login', body: {} });
    expect(loaded.count).toBe(1);
    expect(loadApi()).toBe(loadApi());
  });

  it('uses the client it is given instead', async () => {
    const get = vi.fn(async () => 'own');
    await expect(callApi(getCall, {} as never, undefined, { get } as never)).resolves.toBe('own');
    expect(get).toHaveBeenCalledWith('/system/time', {}, undefined);
  });
});
