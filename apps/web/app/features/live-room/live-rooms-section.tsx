import type { Language } from '@placar/contract/languages';
import type { RoomSummary } from '@placar/contract/live-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { RoomCard } from '../../components/rooms/room-card.tsx';
import { ON_AIR_ANCHOR } from '../../components/rooms/on-air-entry.tsx';

/** Home's strip of rooms on air, as drawn: its heading and a card per room (`LiveRoomsStrip` keeps the list). */
export function LiveRoomsSection({ rooms, lang }: { rooms: RoomSummary[]; lang: Language }) {
  const { t } = useTranslation();
  return (
    // The navigation's On air entry leads here; the margin keeps the heading clear of the sticky header.
    <section
      id={ON_AIR_ANCHOR}
      aria-labelledby="live-rooms-strip"
      data-testid="live-rooms-strip"
      className="scroll-mt-20"
    >
      <h2
        id="live-rooms-strip"
        className="mb-2 flex items-center gap-2 text-sm font-bold tracking-wide text-white uppercase"
      >
        <span aria-hidden className="size-2 animate-pulse rounded-full bg-red-500" />
        {t('rooms.liveNow')}
      </h2>
      <ul className="-mx-4 flex snap-x gap-1 overflow-x-auto px-3 pb-1">
        {rooms.map((room) => (
          <li key={room.id} className="w-52 shrink-0 snap-start sm:w-60">
            <RoomCard room={room} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}
