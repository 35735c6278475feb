import type { HostContent } from './use-host-content.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { decimalText } from '../../i18n/decimal-text.ts';
import { useLang } from '../../lib/page/use-lang.ts';
import { HostCard } from './host-frame.tsx';

type Stream = NonNullable<HostContent['stream']>;

/** Bitrate over the last minute, as a small line. */
function BitrateLine({ history }: { history: Stream['history'] }) {
  const points = history.map((sample) => sample.video?.bitrateKbps ?? 0);
  if (points.length < 2) return null;
  const max = Math.max(...points, 1);
  const path = points
    .map((value, index) => `${(index / (points.length - 1)) * 100},${30 - (value / max) * 28}`)
    .join(' ');
  return (
    <svg
      viewBox="0 0 100 30"
      preserveAspectRatio="none"
      className="h-10 w-full text-pitch-400"
      aria-hidden
      data-testid="health-bitrate-line"
    >
      <polyline points={path} fill="none" stroke="currentColor" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

function Row({ name, value, testId, warn = false }: { name: string; value: string; testId: string; warn?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-ink-800 py-1.5 last:border-0">
      <dt className="text-sm text-slate-400">{name}</dt>
      <dd
        className={`text-sm font-semibold tabular-nums ${warn ? 'text-amber-300' : 'text-white'}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The incoming stream as the server sees it: codecs, resolution, fps, bitrate and keyframe
 * interval, with the warnings Twitch's inspector gives (keyframes over 2 s, bitrate swings).
 */
export function StreamHealth({ stream }: { stream: HostContent['stream'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const limits = stream?.limits ?? null;
  const state = stream?.state ?? 'idle';
  const health = stream?.health ?? null;
  const video = health?.video ?? null;
  const audio = health?.audio ?? null;
  const dash = '—';
  const warnings = health?.warnings ?? [];
  return (
    <HostCard title={t('host.health.title')} testId="stream-health">
      <p
        className={`mb-3 flex items-center gap-2 text-sm font-semibold ${state === 'publishing' ? 'text-pitch-400' : state === 'reconnecting' ? 'text-amber-300' : 'text-slate-400'}`}
        data-testid="stream-state"
        data-state={state}
      >
        <span
          aria-hidden
          className={`size-2 rounded-full ${state === 'publishing' ? 'animate-pulse bg-pitch-400' : state === 'reconnecting' ? 'bg-amber-400' : 'bg-slate-600'}`}
        />
        {t(`host.health.state.${state}`)}
      </p>
      {warnings.length > 0 ? (
        <ul className="mb-3 flex flex-col gap-2" data-testid="health-warnings">
          {warnings.map((warning) => (
            <li
              key={warning}
              className="rounded-xl border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100"
              data-testid={`health-warning-${warning}`}
            >
              <p className="font-bold">{t(`host.health.warnings.${warning}.title`)}</p>
              <p className="text-amber-100/80">{t(`host.health.warnings.${warning}.fix`)}</p>
            </li>
          ))}
        </ul>
      ) : health ? (
        <p
          className="mb-3 rounded-xl border border-pitch-500/30 bg-pitch-500/10 px-3 py-2 text-sm text-pitch-50"
          data-testid="health-ok"
        >
          {t('host.health.ok')}
        </p>
      ) : null}
      <dl>
        <Row name={t('host.health.video')} value={video ? video.codec : dash} testId="health-video-codec" />
        <Row
          name={t('host.health.resolution')}
          value={video?.width && video.height ? `${video.width}×${video.height}` : dash}
          testId="health-resolution"
          warn={warnings.includes('resolution_over_limit')}
        />
        <Row
          name={t('host.health.fps')}
          value={video?.fps ? video.fps.toFixed(0) : dash}
          testId="health-fps"
          warn={warnings.includes('fps_over_limit')}
        />
        <Row
          name={t('host.health.bitrate')}
          value={video?.bitrateKbps ? `${Math.round(video.bitrateKbps)} kbps` : dash}
          testId="health-bitrate"
          warn={warnings.includes('bitrate_unstable') || warnings.includes('bitrate_over_limit')}
        />
        <Row
          name={t('host.health.keyframes')}
          value={video?.keyframeIntervalSeconds ? `${decimalText(video.keyframeIntervalSeconds, lang)} s` : dash}
          testId="health-keyframes"
          warn={warnings.includes('keyframe_interval')}
        />
        <Row
          name={t('host.health.audio')}
          value={
            audio
              ? `${audio.codec}${audio.sampleRate ? ` · ${decimalText(audio.sampleRate / 1000, lang, audio.sampleRate % 1000 === 0 ? 0 : 1)} kHz` : ''}${audio.channels ? ` · ${audio.channels} ch` : ''}`
              : dash
          }
          testId="health-audio"
        />
        <Row
          name={t('host.health.delay')}
          value={health?.delayMs != null ? `${decimalText(health.delayMs / 1000, lang)} s` : dash}
          testId="health-delay"
          warn={(health?.delayMs ?? 0) > 2000}
        />
      </dl>
      {limits ? (
        <p className="mt-2 text-xs text-slate-400" data-testid="health-limits">
          {t('host.health.limits', {
            resolution: `${limits.maxWidth}×${limits.maxHeight}`,
            fps: limits.maxFps,
            kbps: limits.maxBitrateKbps,
          })}
        </p>
      ) : null}
      <BitrateLine history={stream?.history ?? []} />
    </HostCard>
  );
}
