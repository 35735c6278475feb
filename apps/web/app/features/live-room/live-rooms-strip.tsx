import { liveRecommendList } from '@placar/contract/calls/live';
import type { Language } from '@placar/contract/languages';
import type { RoomSummary } from '@placar/contract/live-entities';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { RoomCard } from '../../components/rooms/room-card.tsx';
import { callApi } from '../../lib/contract-call.ts';
import { liveFeed } from '../../lib/realtime/live-feed.ts';

const REFRESH_MS = 60_000;
const isOnAir = (room: RoomSummary) => room.liveState === 'live' || room.liveState === 'reconnecting';

/** Home: the rooms streaming now, in a strip above the matches; nothing when none are live. */
export function LiveRoomsStrip({ initial, lang }: { initial: RoomSummary[]; lang: Language }) {
  const { t } = useTranslation();
  const [rooms, setRooms] = useState(initial);
  useEffect(() => {
    let cancelled = false;
    const load = () => {
      if (document.visibilityState !== 'visible') return;
      callApi(liveRecommendList, { limit: 8 }).then((answer) => !cancelled && setRooms(answer.list), () => undefined);
    };
    const timer = setInterval(load, REFRESH_MS);
    const off = liveFeed.onConnect(load);
    return () => {
      cancelled = true;
      clearInterval(timer);
      off();
    };
  }, []);
  const onAir = rooms.filter(isOnAir);
  if (onAir.length === 0) return null;
  return (
    <section aria-labelledby="live-rooms-strip" data-testid="live-rooms-strip">
      <h2 id="live-rooms-strip" className="mb-2 flex items-center gap-2 text-sm font-bold tracking-wide text-white uppercase">
        <span aria-hidden className="size-2 animate-pulse rounded-full bg-red-500" />
        {t('rooms.liveNow')}
      </h2>
      <ul className="-mx-4 flex snap-x gap-1 overflow-x-auto px-3 pb-1">
        {onAir.map((room) => (
          <li key={room.id} className="w-52 shrink-0 snap-start sm:w-60">
            <RoomCard room={room} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}
