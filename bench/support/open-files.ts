/**
 * The open-file limit of the bench's process, which the processes it starts inherit (servers,
 * mosquitto, HAProxy). At 10,000 subscribers each relaying server holds two sockets per
 * subscriber and HAProxy two per connection, beyond many machines' default of 1,024 or 20,000.
 * Raised here with util-linux's `prlimit` on this process (Node has no setrlimit); raising the
 * hard limit needs root (CAP_SYS_RESOURCE). Where it cannot be raised, the answer says so.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function openFilesLimit(): { soft: number; hard: number } {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((text) => text.startsWith('Max open files'));
  const [soft = 'unlimited', hard = 'unlimited'] = line?.slice('Max open files'.length).trim().split(/\s+/) ?? [];
  const value = (text: string) => (text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text));
  return { soft: value(soft), hard: value(hard) };
}

/** Raises this process's open-file limit to at least `wanted`; answers the limit now and a note when short of it. */
export function raiseOpenFiles(wanted: number): { limit: number; note?: string } {
  const before = openFilesLimit();
  if (before.soft >= wanted) return { limit: before.soft };
  try {
    const hard = Math.max(wanted, before.hard === Number.POSITIVE_INFINITY ? wanted : before.hard);
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${wanted}:${hard}`], { stdio: 'pipe' });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      limit: openFilesLimit().soft,
      note: `could not raise the open-file limit to ${wanted} (${reason}): run \`ulimit -n ${wanted}\` as root first`,
    };
  }
  return { limit: openFilesLimit().soft };
}
