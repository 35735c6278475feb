import { ingestUrl } from '../../media/playback-urls.ts';
import { hashStreamKey, newStreamKey } from '../../media/publish-keys.ts';
import { requireHostRoom, syncRoomKey } from './going-live.service.ts';
import type { Live } from './live.ts';
import { setFirstStreamKeyHash, setStreamKeyHash } from './room.repository.ts';

/**
 * /live/getSteamKey: the RTMP server and, when it is made or reset, the key (shown that once;
 * only its hash is kept). A reset refuses the old key at once and drops a stream that used it:
 * the room is reconnecting until the encoder comes back with the new key.
 */
export async function streamKey(live: Live, hostId: number, reset: boolean, requestHost: string | undefined) {
  const row = await requireHostRoom(live, hostId);
  const rtmpUrl = ingestUrl(live.mediaConfig, live.media.rtmpPort || live.mediaConfig.rtmpPort, requestHost);
  const at = new Date(live.clock.now());
  let key: string | null = null;
  let createdAt = row.streamKeyCreatedAt;
  if (reset || row.streamKeyHash === null) {
    const candidate = newStreamKey();
    let saved = true;
    if (reset) await setStreamKeyHash(live.db, row.id, hashStreamKey(candidate), at);
    else saved = await setFirstStreamKeyHash(live.db, row.id, hashStreamKey(candidate), at);
    if (saved) {
      key = candidate;
      createdAt = at;
    }
    await syncRoomKey(live, row.id);
    if (reset) await live.media.disconnect(row.id);
  }
  const streamName = String(row.id);
  return {
    rtmpUrl,
    streamName,
    key,
    obsStreamKey: key === null ? null : `${streamName}?key=${key}`,
    publishUrl: key === null ? null : `${rtmpUrl}/${streamName}?key=${key}`,
    hasKey: key !== null || row.streamKeyHash !== null,
    createdAt: createdAt?.toISOString() ?? null,
  };
}
