import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { servedSports } from '@placar/contract/sports/served-sports';
import { applicationOf, apply, decide } from '../hosts/host-applications.service.ts';
import { latestLiveMatch, matchPhaseOf } from '../schedule/match-lookup.service.ts';
import type { StreamChange } from '../../media/stream-tracker.ts';
import { findOrCreateUser } from '../account/user-creation.ts';
import { hostLifecycle, openRoom, requireHostRoom } from './going-live.service.ts';
import type { Live } from './live.ts';
import { changeRoom } from './room-settings.service.ts';
import { streamKey } from './stream-key.service.ts';

const DEMO_HOST = {
  email: 'demo-host@placar.invalid',
  username: 'placardemohost',
  nickname: 'Placar Demo',
  streamName: 'Placar Demo',
} as const;
/** The demo's publish URL, for `npm run demo:stream` (a new key at each start). */
export const DEMO_STREAM_FILE = 'demo-stream-url';
/** A finished match is left within a minute: one indexed query a minute, nothing to tune. */
const CHECK_EVERY_MS = 60_000;

export interface DemoRoom {
  roomId: number;
  /** Follows a live match now if the room's is no longer live (the timer calls it every minute). */
  check(): Promise<void>;
  stop(): void;
}

/**
 * With the simulator on (`npm start`), a demo host's room is open and bound to a live simulated
 * match, so the live-room pages show something at once; no stream needs to exist. The demo host
 * has no password: nobody can sign in as it. It stays with its match while that is live, and
 * within a minute of its end follows the live match that kicked off last (decision 0081).
 */
export async function startDemoRoom(
  live: Live,
  options: {
    dataDir: string;
    log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  },
): Promise<DemoRoom> {
  const user = await findOrCreateUser(live.db, {
    email: DEMO_HOST.email,
    username: DEMO_HOST.username,
    nickname: DEMO_HOST.nickname,
  });
  const deps = {
    db: live.db,
    clock: live.clock,
    sessions: { forgetUser: async () => {} },
    lifecycle: hostLifecycle(live),
  };
  const application = await applicationOf(deps, user.id, null);
  if (application === null || application.status === 'pending') {
    await apply(deps, user.id, {
      streamName: DEMO_HOST.streamName,
      intro: 'A demo room of Placar, following a live simulated match.',
      sports: [...servedSports()],
    });
    await decide(deps, user.id, { userId: user.id, action: 'approve' });
  }
  const viewer = { language: 'en' as const, tz: 'UTC' };
  const rebind = async () => {
    const room = await requireHostRoom(live, user.id);
    // Stay with a match while it is live; then take the one that kicked off last, live longest.
    if (room.matchId !== null && (await matchPhaseOf(live.db, room.matchId)) === 'live') return;
    const match = await latestLiveMatch(live.db, viewer);
    if (match === null || match.id === room.matchId) return;
    const title = `${match.home.team.name} x ${match.away.team.name}`;
    await changeRoom(
      live,
      user.id,
      { matchId: match.id, title: `Demo: ${title}`.slice(0, 60), sport: match.sport },
      viewer,
    );
  };
  await rebind();
  const room = await requireHostRoom(live, user.id);
  if (room.currentRecordId === null) await openRoom(live, user.id);
  const key = await streamKey(live, user.id, true, undefined);
  const file = join(options.dataDir, DEMO_STREAM_FILE);
  await writeFile(file, `${key.publishUrl ?? ''}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  options.log.info(
    { roomId: room.id },
    `demo room ${room.id} is open: npm run demo:stream pushes a test stream into it`,
  );
  const timer = setInterval(() => {
    rebind().catch((error: unknown) => options.log.warn({ err: error }, 'demo room: could not follow a live match'));
  }, CHECK_EVERY_MS);
  timer.unref();
  // Nobody can sign in to reopen it: a stream coming in opens it again, however the last one ended (issue 37).
  const reopen = async (change: StreamChange) => {
    if (change.roomId !== room.id || change.state !== 'publishing') return;
    if ((await requireHostRoom(live, user.id)).currentRecordId === null) await openRoom(live, user.id);
  };
  const stopReopening = live.events.on('streamChanged', reopen);
  const stop = () => {
    clearInterval(timer);
    stopReopening();
  };
  return { roomId: room.id, check: rebind, stop };
}
