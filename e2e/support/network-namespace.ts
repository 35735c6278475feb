// A network namespace of the test's own, joined to this machine by a veth pair: a second
// "machine" on a private /30, to reach the server from an address that is not loopback.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface NetworkNamespace {
  name: string;
  /** This machine's address on the link: the server listens here. */
  hostAddress: string;
  /** The namespace's address: where the "remote" requests come from. */
  remoteAddress: string;
  /** Runs a command inside the namespace. */
  exec(command: string, args: string[]): Promise<{ stdout: string; stderr: string }>;
  remove(): Promise<void>;
}

/** Why namespaces cannot be made here (not root, no `ip`), or undefined when they can. */
export async function namespaceUnavailable(): Promise<string | undefined> {
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  try {
    await run('ip', ['-V']);
  } catch {
    return 'the ip command (Debian iproute2) is missing';
  }
  return undefined;
}

/** Creates the namespace and the link; a random /30 in 10.234.0.0/16 keeps parallel runs apart. */
export async function createNamespace(): Promise<NetworkNamespace> {
  const tag = randomBytes(3).toString('hex');
  const name = `placar-${tag}`;
  const outside = `pl${tag}h`;
  const inside = `pl${tag}n`;
  const block = (randomBytes(2).readUInt16BE(0) % 16_000) * 4;
  const base = `10.234.${Math.floor(block / 256)}.`;
  const last = block % 256;
  const hostAddress = `${base}${last + 1}`;
  const remoteAddress = `${base}${last + 2}`;
  const steps: string[][] = [
    ['netns', 'add', name],
    ['link', 'add', outside, 'type', 'veth', 'peer', 'name', inside],
    ['link', 'set', inside, 'netns', name],
    ['addr', 'add', `${hostAddress}/30`, 'dev', outside],
    ['link', 'set', outside, 'up'],
    ['netns', 'exec', name, 'ip', 'addr', 'add', `${remoteAddress}/30`, 'dev', inside],
    ['netns', 'exec', name, 'ip', 'link', 'set', inside, 'up'],
    ['netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up'],
  ];
  const remove = async () => {
    await run('ip', ['link', 'del', outside]).catch(() => undefined);
    await run('ip', ['netns', 'del', name]).catch(() => undefined);
  };
  try {
    for (const step of steps) await run('ip', step);
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    name,
    hostAddress,
    remoteAddress,
    exec: (command, args) => run('ip', ['netns', 'exec', name, command, ...args]),
    remove,
  };
}
