import { liveList } from '@placar/contract/calls/live';
import { isLanguage } from '@placar/contract/languages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { DraggableFloat } from '../../components/ui/draggable-float.tsx';
import { quietCall } from '../../lib/quiet-call.ts';
import { closeMiniPlayer, useMiniPlayback } from './mini-player-store.ts';
import type { PlayableSource } from './mini-player-store.ts';

/** Clear of the sticky header at the top and of the phone's bottom navigation. */
const INSETS = { side: 12, top: 68, bottom: 84 };
const COUNT_EVERY_MS = 60_000;

/** Pages where nothing floats: sign-in pages, live rooms themselves, the admin console. */
function hiddenOn(pathname: string): boolean {
  const rest = pathname.split('/').slice(isLanguage(pathname.split('/')[1]) ? 2 : 1).join('/');
  return /^(login|register|resetpassword|admin|live\/|host\/liveRoom|host\/liveUserRoom|locationForbidden)/.test(rest);
}

/** Shows a source: the page's own element moved in as it plays, or a video of the URL. */
function Screen({ source }: { source: PlayableSource }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = holder.current;
    if (box === null) return;
    const video = source.kind === 'element' ? source.element : Object.assign(document.createElement('video'), { src: source.url, autoplay: true, muted: true });
    video.playsInline = true;
    video.className = 'size-full object-cover pointer-events-none';
    box.replaceChildren(video);
    void video.play().catch(() => {});
    return () => {
      if (video.parentElement === box) box.removeChild(video);
    };
  }, [source]);
  return <div ref={holder} className="aspect-video w-44 overflow-hidden rounded-xl bg-black sm:w-56" />;
}

/** How many rooms are open now, asked once a minute while the page is visible. */
function useOpenRooms(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const ask = async () => {
      if (document.visibilityState !== 'visible') return;
      // Offline or refused: the button keeps its last count.
      // Rooms whose stream is coming in: an open room still waiting for its host's encoder is not on air.
      const answer = await quietCall(liveList, { page: 1, limit: 1, liveState: 'live' });
      if (!stopped && answer !== null) setCount(answer.total);
    };
    void ask();
    const timer = window.setInterval(() => void ask(), COUNT_EVERY_MS);
    document.addEventListener('visibilitychange', ask);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [enabled]);
  return count;
}

/**
 * The floating mini-player, mounted once by the app shell: a room's stream keeps playing in it
 * after the room page is left (tap to go back); with nothing playing, an "On air (N)" button (rooms whose stream comes in)
 * that opens the live rooms.
 */
export function MiniPlayer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const playback = useMiniPlayback();
  const hidden = hiddenOn(pathname);
  const rooms = useOpenRooms(!hidden && playback === null);
  const lang = pathname.split('/')[1];
  const home = `/${isLanguage(lang) ? lang : 'en'}`;

  if (hidden) return null;
  if (playback !== null) {
    return (
      <DraggableFloat insets={INSETS} label={t('miniPlayer.back', { title: playback.title })} testId="mini-player" onTap={() => void navigate(playback.returnPath)}>
        <div className="relative rounded-2xl border border-ink-700 bg-ink-900 p-1 shadow-2xl shadow-black/60">
          <Screen source={playback.source} />
          <button
            type="button"
            aria-label={t('miniPlayer.close')}
            data-testid="mini-player-close"
            onClick={(event) => {
              event.stopPropagation();
              closeMiniPlayer();
            }}
            onTouchEnd={(event) => event.stopPropagation()}
            onMouseDown={(event) => event.stopPropagation()}
            className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-ink-800 text-sm text-white"
          >
            ×
          </button>
        </div>
      </DraggableFloat>
    );
  }
  if (rooms === 0) return null;
  return (
    <DraggableFloat insets={INSETS} label={t('miniPlayer.liveNow', { count: rooms })} testId="live-now-button" onTap={() => void navigate(`${home}#live-rooms`)}>
      <span className="flex items-center gap-2 rounded-full bg-red-600 px-4 py-2.5 text-sm font-bold text-white shadow-xl shadow-black/50">
        <span aria-hidden className="size-2 animate-pulse rounded-full bg-white" />
        {t('miniPlayer.liveNow', { count: rooms })}
      </span>
    </DraggableFloat>
  );
}
