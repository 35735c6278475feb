import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { postPush, RefusedAddress } from './push-delivery.ts';
import { mayPushToAddress } from './push-endpoint-rules.ts';

const production = { allowLoopback: false };

describe('addresses a push may go to', () => {
  it.each(['8.8.8.8', '142.250.184.10', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8'])('public %s: yes', (address) => {
    expect(mayPushToAddress(address, production)).toBe(true);
  });
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd12::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    'not-an-address',
  ])('private, loopback or reserved %s: no', (address) => {
    expect(mayPushToAddress(address, production)).toBe(false);
  });
  it('loopback only when the policy allows it (tests), and still no private network', () => {
    expect(mayPushToAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(mayPushToAddress('::1', { allowLoopback: true })).toBe(true);
    expect(mayPushToAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
  });
});

describe('a send', () => {
  it('checks the addresses a name resolves to before connecting: a name of a loopback address is refused in production', async () => {
    let reached = false;
    const server = createServer((_request, response) => {
      reached = true;
      response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(
        postPush(`http://localhost:${port}/push`, Buffer.from('x'), 'vapid t=x, k=y', production),
      ).rejects.toThrow(RefusedAddress);
      expect(reached).toBe(false);
      // The same send where loopback is allowed reaches it: the refusal above is the address rule.
      expect(
        await postPush(`http://127.0.0.1:${port}/push`, Buffer.from('x'), 'vapid t=x, k=y', { allowLoopback: true }),
      ).toBe(201);
      expect(reached).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
