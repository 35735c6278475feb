import { liveInnerList, roomInformation } from '@placar/contract/calls/live';
import type { Language } from '@placar/contract/languages';
import type { RoomInformation, RoomSummary } from '@placar/contract/live-entities';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation } from 'react-router';
import { RoomCard } from '../../../components/rooms/room-card.tsx';
import { callApi } from '../../../lib/api/contract-call.ts';
import { readForcedEngine } from '../../../components/live-player/choose-engine.ts';
import { readDelay } from '../../../components/live-player/live-latency.ts';
import { liveFeed } from '../../../lib/realtime/live-feed.ts';
import type { SpoilerGate } from '../score/spoiler-gate.ts';
import { onDemand } from '../../../lib/boot/patient-import.ts';

/**
 * The player is drawn only once a room is picked: its code (the player, the room's updates and
 * the schemas they are read with) stays out of the match page's first load (issue 14). Picking
 * a room fetches it along with the room's details.
 */
const { Component: PickedRoom, preload: loadPicked } = onDemand(() => import('./picked-room.tsx'), 'PickedRoom');

/** The list is not pushed: it is refreshed this often while the page is shown, and after each (re)connect. */
const REFRESH_MS = 30_000;

/**
 * The rooms bound to a match, kept fresh while the page shows; `shown` says whether the match page
 * has a Watch tab: once a room has been bound during this visit (a fan watching keeps the tab
 * when the room closes), never for a match no room covers.
 */
export function useMatchRooms(matchId: number, initial: RoomSummary[]): { rooms: RoomSummary[]; shown: boolean } {
  const [state, setState] = useState({ matchId, rooms: initial, shown: initial.length > 0 });
  // Another match in the same page (a link from this one): its own rooms, from its loader.
  if (state.matchId !== matchId) setState({ matchId, rooms: initial, shown: initial.length > 0 });

  useEffect(() => {
    let cancelled = false;
    const setRooms = (rooms: RoomSummary[]) =>
      setState((now) => (now.matchId === matchId ? { matchId, rooms, shown: now.shown || rooms.length > 0 } : now));
    const load = () => {
      if (document.visibilityState !== 'visible') return;
      callApi(liveInnerList, { matchId }).then(
        (answer) => !cancelled && setRooms(answer.list),
        () => undefined,
      );
    };
    const timer = setInterval(load, REFRESH_MS);
    const off = liveFeed.onConnect(load);
    return () => {
      cancelled = true;
      clearInterval(timer);
      off();
    };
  }, [matchId]);
  return state.matchId === matchId
    ? { rooms: state.rooms, shown: state.shown }
    : { rooms: initial, shown: initial.length > 0 };
}

interface WatchRoomsProps {
  rooms: RoomSummary[];
  lang: Language;
  gate: SpoilerGate;
}

/** The match page's Watch tab: the rooms bound to the match; the one picked plays here. */
export function WatchRooms({ rooms, lang, gate }: WatchRoomsProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<RoomInformation | null>(null);
  const { search } = useLocation();
  const delaySeconds = useMemo(() => readDelay(search), [search]);
  const forcedEngine = useMemo(() => readForcedEngine(search), [search]);

  const pick = (room: RoomSummary) => {
    if (picked?.id === room.id) return;
    void loadPicked();
    callApi(roomInformation, { roomId: room.id }).then(setPicked, () => undefined);
  };

  return (
    <div className="flex flex-col gap-4" data-testid="watch-rooms">
      {picked ? (
        <Suspense fallback={null}>
          <PickedRoom
            key={picked.id}
            room={picked}
            lang={lang}
            gate={gate}
            delaySeconds={delaySeconds}
            forcedEngine={forcedEngine}
            onClose={() => setPicked(null)}
          />
        </Suspense>
      ) : null}
      {rooms.length === 0 ? (
        <p
          className="rounded-2xl border border-ink-800 bg-ink-900 px-4 py-6 text-center text-slate-400"
          data-testid="watch-none"
        >
          {t('rooms.noneForMatch')}
        </p>
      ) : (
        <section>
          <h2 className="mb-2 text-sm font-bold text-slate-300">
            {picked ? t('rooms.otherRooms') : t('rooms.pickRoom')}
          </h2>
          <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {rooms.map((room) => (
              <li key={room.id}>
                <RoomCard room={room} lang={lang} onPick={pick} picked={picked?.id === room.id} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
