import { sportRules } from '@placar/contract/sports/sport-registry';
import type { SportTone } from '@placar/contract/sports/sport-rules';
import type { Language } from '@placar/contract/languages';
import type { RoomSummary } from '@placar/contract/live-entities';
import { useTranslation } from '../../i18n/use-translation.tsx';
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
      <div className={`relative aspect-video overflow-hidden bg-gradient-to-br from-ink-700 to-ink-850 ${compact ? 'rounded-lg' : 'rounded-xl'}`}>
        {room.cover ? <img src={room.cover} alt="" loading="lazy" decoding="async" className="size-full object-cover" /> : <CoverPlaceholder sport={room.sport} />}
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
      <button type="button" className={className} onClick={() => onPick(room)} aria-pressed={picked} data-testid="room-card" data-room-id={room.id}>
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

const TONE_CLASS: Record<SportTone, string> = { pitch: 'text-pitch-400/40', hoop: 'text-hoop-400/50' };

/** The sport's art (its rules' tone and path) where a room has no cover. */
function CoverPlaceholder({ sport }: { sport: RoomSummary['sport'] }) {
  const { art } = sportRules(sport);
  return (
    <span aria-hidden className="grid size-full place-items-center">
      <svg viewBox="0 0 24 24" className={`size-10 ${TONE_CLASS[art.tone]}`} fill="none" stroke="currentColor" strokeWidth={1.5}>
        <circle cx="12" cy="12" r="9" />
        <path d={art.path} />
      </svg>
    </span>
  );
}
