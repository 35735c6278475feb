import { sportRules } from '@placar/contract/sports/sport-registry';
import type { SportTone } from '@placar/contract/sports/sport-rules';
import type { Language } from '@placar/contract/languages';
import type { RoomSummary } from '@placar/contract/live-entities';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useAppStore } from '../../state/app-store.ts';
import { Link } from 'react-router';
import { LiveBadge, ViewerCount } from './room-badges.tsx';

/** The viewers' page of a room. */
export function roomPath(lang: Language, roomId: number): string {
  return `/${lang}/host/liveUserRoom/${roomId}`;
}

interface RoomCardProps {
  room: RoomSummary;
  lang: Language;
  /** Instead of a link to the room page (the match page's Watch tab plays it in place). */
  onPick?: (room: RoomSummary) => void;
  picked?: boolean;
  compact?: boolean;
}

/** A live room in a list: cover, live state, viewers, title, host and match. */
export function RoomCard({ room, lang, onPick, picked = false, compact = false }: RoomCardProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <div
        className={`relative aspect-video overflow-hidden bg-gradient-to-br from-ink-700 to-ink-850 ${compact ? 'rounded-lg' : 'rounded-xl'}`}
      >
        <RoomPicture room={room} />
        <span className="absolute top-1.5 left-1.5">
          <LiveBadge state={room.liveState} />
        </span>
        <span className="absolute right-1.5 bottom-1.5">
          <ViewerCount viewers={room.viewers} />
        </span>
      </div>
      <div className="min-w-0 pt-2">
        <p className="line-clamp-2 text-sm leading-snug font-bold text-white" data-testid="room-card-title">
          {room.title}
        </p>
        <p className="truncate text-xs text-slate-400">{room.host.name}</p>
        {room.match && !compact ? (
          <p className="truncate text-xs text-slate-400">
            {room.match.home.team.shortName} {t('rooms.versus')} {room.match.away.team.shortName}
          </p>
        ) : null}
      </div>
    </>
  );
  const className = `block w-full min-w-0 rounded-xl p-1.5 text-left transition hover:bg-ink-800 ${picked ? 'bg-ink-800 ring-2 ring-pitch-500' : ''}`;
  if (onPick) {
    return (
      <button
        type="button"
        className={className}
        onClick={() => onPick(room)}
        aria-pressed={picked}
        data-testid="room-card"
        data-room-id={room.id}
      >
        {body}
      </button>
    );
  }
  return (
    <Link to={roomPath(lang, room.id)} className={className} data-testid="room-card" data-room-id={room.id}>
      {body}
    </Link>
  );
}

/** How often a card asks for a new frame of its room (the server keeps one 30 s, media/thumbnails). */
const THUMBNAIL_EVERY_MS = 30_000;

/**
 * A frame of the room's stream while it is on air, a new one every 30 s; the room's cover (or the
 * sport's art) before hydration, off air, and when no frame comes (issue 34 item 7).
 */
function RoomPicture({ room }: { room: RoomSummary }) {
  // Mounted, not the store's hydrated flag: a card hydrated late (the lazy strip) must first draw what the server drew.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // The store's clock ticks each second; the card draws again only when the 30 s step changes.
  const step = useAppStore((state) => Math.floor(state.clock / THUMBNAIL_EVERY_MS));
  const [failedStep, setFailedStep] = useState<number | null>(null);
  const cover = room.cover ? (
    <img src={room.cover} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
  ) : (
    <CoverPlaceholder sport={room.sport} />
  );
  if (!mounted || room.liveState !== 'live' || failedStep === step) return cover;
  return (
    <img
      src={`/media/thumb/${room.id}.jpg?at=${step}`}
      alt=""
      decoding="async"
      className="size-full object-cover"
      data-testid="room-thumbnail"
      onError={() => setFailedStep(step)}
    />
  );
}

const TONE_CLASS: Record<SportTone, string> = { pitch: 'text-pitch-400/40', hoop: 'text-hoop-400/50' };

/** The sport's art (its rules' tone and path) where a room has no cover. */
function CoverPlaceholder({ sport }: { sport: RoomSummary['sport'] }) {
  const { art } = sportRules(sport);
  return (
    <span aria-hidden className="grid size-full place-items-center">
      <svg
        viewBox="0 0 24 24"
        className={`size-10 ${TONE_CLASS[art.tone]}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
      >
        <circle cx="12" cy="12" r="9" />
        <path d={art.path} />
      </svg>
    </span>
  );
}
