import type { Language } from '@placar/contract/languages';
import type { RoomInformation } from '@placar/contract/live-entities';
import { Link } from 'react-router';
import { LiveBadge, ViewerCount } from '../../../components/rooms/room-badges.tsx';
import { roomPath } from '../../../components/rooms/room-card.tsx';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { ForcedEngine } from '../../../components/live-player/choose-engine.ts';
import type { SpoilerGate } from '../score/spoiler-gate.ts';
import { RoomPlayer } from '../room/room-player.tsx';
import { useLiveRoom } from '../room/use-live-room.ts';

interface PickedRoomProps {
  room: RoomInformation;
  lang: Language;
  gate: SpoilerGate;
  delaySeconds: number;
  forcedEngine: ForcedEngine;
  onClose: () => void;
}

/** The room picked in the match page's Watch tab, playing, with its badges and a way to stop. */
export function PickedRoom({ room: initial, lang, gate, delaySeconds, forcedEngine, onClose }: PickedRoomProps) {
  const { t } = useTranslation();
  const { room, setViewers } = useLiveRoom(initial);
  return (
    <section className="flex flex-col gap-2" data-testid="watch-player" data-room-id={room.id}>
      <div className="-mx-4 sm:mx-0">
        <RoomPlayer
          room={room}
          lang={lang}
          gate={gate}
          onViewers={setViewers}
          delaySeconds={delaySeconds}
          forcedEngine={forcedEngine}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <LiveBadge state={room.liveState} />
        <ViewerCount viewers={room.viewers} testId="watch-viewers" className="bg-ink-800" />
        <Link to={roomPath(lang, room.id)} className="min-w-0 flex-1 truncate font-bold text-white hover:underline">
          {room.title}
        </Link>
        <button
          type="button"
          onClick={onClose}
          className="rounded-full border border-ink-600 px-3 py-1 text-sm font-semibold text-white"
          data-testid="watch-stop"
        >
          {t('rooms.stopWatching')}
        </button>
      </div>
    </section>
  );
}
