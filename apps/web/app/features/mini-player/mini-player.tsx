import { isLanguage } from '@placar/contract/languages';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { DraggableFloat } from '../../components/ui/draggable-float.tsx';
import { closeMiniPlayer, useMiniPlayback } from '../../state/mini-player-store.ts';
import type { PlayableSource } from '../../state/mini-player-store.ts';

/** Clear of the sticky header at the top and of the phone's bottom navigation. */
const INSETS = { side: 12, top: 68, bottom: 84 };

/** Pages where nothing floats: sign-in pages, live rooms themselves, the admin console. */
function hiddenOn(pathname: string): boolean {
  const rest = pathname
    .split('/')
    .slice(isLanguage(pathname.split('/')[1]) ? 2 : 1)
    .join('/');
  return /^(login|register|resetpassword|admin|live\/|host\/liveRoom|host\/liveUserRoom|locationForbidden)/.test(rest);
}

/** Shows a source: the page's own element moved in as it plays, or a video of the URL. */
function Screen({ source }: { source: PlayableSource }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = holder.current;
    if (box === null) return;
    const video =
      source.kind === 'element'
        ? source.element
        : Object.assign(document.createElement('video'), { src: source.url, autoplay: true, muted: true });
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

/**
 * The floating mini-player, mounted once by the app shell: a room's stream keeps playing in it
 * after the room page is left (tap to go back). Nothing floats while nothing plays: the count of
 * rooms on air is an entry of the navigation (on-air-entry.tsx), not a pill over the rows.
 */
export function MiniPlayer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const playback = useMiniPlayback();
  const hidden = hiddenOn(pathname);

  if (hidden || playback === null) return null;
  return (
    <DraggableFloat
      insets={INSETS}
      label={t('miniPlayer.back', { title: playback.title })}
      testId="mini-player"
      onTap={() => void navigate(playback.returnPath)}
    >
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
