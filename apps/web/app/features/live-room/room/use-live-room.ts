import { roomInformation } from '@placar/contract/calls/live';
import type { RoomInformation } from '@placar/contract/live-entities';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '../../../lib/api/contract-call.ts';
import { liveFeed } from '../../../lib/realtime/live-feed.ts';
import { topicFeed } from '../../../lib/realtime/topic-feed.ts';
import { applyRoomUpdate, readRoomMessage } from './room-updates.ts';

/**
 * A room kept current: its `{product}/room/{id}` updates (live state, viewers, title, notice),
 * and a refetch after each (re)connect or when an update needs one (new match, reopened room).
 */
export function useLiveRoom<R extends RoomInformation>(
  initial: R,
  refetch: () => Promise<R> = () => callApi(roomInformation, { roomId: initial.id }) as Promise<R>,
) {
  const [room, setRoom] = useState(initial);
  const [source, setSource] = useState(initial);
  if (source !== initial) {
    setSource(initial);
    setRoom(initial);
  }
  const lastSeq = useRef(-1);
  const current = useRef(room);
  useEffect(() => {
    current.current = room;
  }, [room]);
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  });

  const reload = useCallback(async () => {
    try {
      const fresh = await refetchRef.current();
      setRoom(fresh);
    } catch {
      // Keep what is shown; the next update or connect tries again.
    }
  }, []);

  useEffect(() => {
    lastSeq.current = -1;
    const offTopic = topicFeed.watch(initial.topic, (message) => {
      const update = readRoomMessage(message);
      if (update === null || update.seq <= lastSeq.current) return;
      lastSeq.current = update.seq;
      const next = applyRoomUpdate(current.current, update);
      current.current = next.room;
      setRoom(next.room);
      if (next.refetch) void reload();
    });
    const offConnect = liveFeed.onConnect(() => void reload());
    return () => {
      offTopic();
      offConnect();
    };
  }, [initial.topic, reload]);

  /** The viewer count a presence call answered (newer than the last room message). */
  const setViewers = useCallback(
    (viewers: number) => setRoom((shown) => (shown.viewers === viewers ? shown : { ...shown, viewers })),
    [],
  );

  return { room, reload, setViewers };
}
