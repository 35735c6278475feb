import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { PlayerSettings, type PlayerSettingsProps } from './player-settings.tsx';

interface PlayerControlsProps extends PlayerSettingsProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  playing: boolean;
  muted: boolean;
  volume: number;
  onMuted: (muted: boolean) => void;
  onVolume: (volume: number) => void;
  onFullScreen: () => void;
  showGoLive: boolean;
  onGoLive: () => void;
  testId: string;
}

const button =
  'pointer-events-auto flex h-9 min-w-9 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/80';

/** Play/pause, sound and its volume, the settings (quality, delay), "go to live" and full screen; no seek bar, this is live. */
export function PlayerControls(props: PlayerControlsProps) {
  const { videoRef, playing, muted, volume, onMuted, onVolume, onFullScreen, showGoLive, onGoLive, testId } = props;
  const { t } = useTranslation();
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };
  const silent = muted || volume === 0;
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-center gap-2 bg-gradient-to-t from-black/70 to-transparent p-2 sm:p-3">
      <button
        type="button"
        className={button}
        onClick={togglePlay}
        aria-label={playing ? t('player.pause') : t('player.play')}
        data-testid={`${testId}-toggle`}
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden>
          {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
      </button>
      <div className="group pointer-events-auto flex items-center gap-1 rounded-full">
        <button
          type="button"
          className={`${button} ${silent ? 'gap-1.5 px-3' : ''}`}
          onClick={() => onMuted(!silent)}
          aria-label={silent ? t('player.unmute') : t('player.mute')}
          data-testid={`${testId}-mute`}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            aria-hidden
          >
            <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
            {silent ? <path d="m17 9 5 6M22 9l-5 6" /> : <path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12" />}
          </svg>
          {silent ? <span className="text-xs font-bold">{t('player.unmute')}</span> : null}
        </button>
        {/* Phones set the volume with their buttons: the slider is for larger screens. */}
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={silent ? 0 : volume}
          onChange={(event) => onVolume(Number(event.target.value))}
          aria-label={t('player.volume')}
          className="hidden h-1 w-20 cursor-pointer accent-white sm:block"
          data-testid={`${testId}-volume`}
        />
      </div>
      <span className="flex-1" />
      {showGoLive ? (
        <button
          type="button"
          onClick={onGoLive}
          className="pointer-events-auto flex items-center gap-1.5 rounded-full bg-black/55 px-3 py-1.5 text-xs font-bold text-white hover:bg-red-600"
          data-testid={`${testId}-go-live`}
        >
          <span aria-hidden className="size-2 rounded-full bg-red-500" />
          {t('player.goLive')}
        </button>
      ) : null}
      <PlayerSettings {...props} />
      <button type="button" className={button} onClick={onFullScreen} aria-label={t('player.fullScreen')}>
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          aria-hidden
        >
          <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
        </svg>
      </button>
    </div>
  );
}
