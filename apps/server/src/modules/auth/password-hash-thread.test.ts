import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { HASH_THREAD_NICE, hashThreadPriority } from './password-hash-thread.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashes on their own thread (decision 0153)', () => {
  it('derives keys on a thread at a lower CPU priority than the main thread, which keeps its own', async () => {
    const hash = await hashPassword('Correct horse 1');
    expect(await verifyPassword('Correct horse 1', hash)).toBe(true);
    expect(await verifyPassword('Correct horse 2', hash)).toBe(false);
    const priority = hashThreadPriority();
    // Linux gives every thread its own niceness: the hash thread's is lowered, the process's is not.
    expect(priority).toMatchObject({ applied: true, nice: HASH_THREAD_NICE });
    if (priority?.applied === true) expect(getPriority(priority.tid)).toBe(HASH_THREAD_NICE);
    expect(getPriority()).toBeLessThan(HASH_THREAD_NICE);
  });
});
