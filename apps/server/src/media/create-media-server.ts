import type { Config } from '../config.ts';
import type { Clock } from '../clock.ts';
import type { EventBus } from '../events.ts';
import { EmbeddedMediaServer } from './embedded/embedded-media-server.ts';
import type { MediaLog } from './embedded/embedded-media-server.ts';
import { HookMediaServer } from './hook/hook-media-server.ts';
import type { MediaServer } from './media-server.ts';
import type { RoomKey } from './publish-keys.ts';

export type AnyMediaServer = EmbeddedMediaServer | HookMediaServer;

/** The documented nginx-rtmp config gives an on_publish call 10 s (netcall_timeout): a newcomer waits less. */
const HOOK_WAIT_MAX_MS = 9000;

/** The media engine configuration asks for (MEDIA_SERVER). The embedded one listens for RTMP only when told to (main.ts). */
export function createMediaServer(
  config: Config,
  options: { clock: Clock; events: EventBus; log: MediaLog; loadKey: (roomId: number) => Promise<RoomKey | null> },
): AnyMediaServer & MediaServer {
  const { media } = config;
  const now = () => options.clock.now();
  if (media.server === 'embedded') {
    return new EmbeddedMediaServer({
      graceMs: media.reconnectGraceMs,
      now,
      events: options.events,
      log: options.log,
      ffmpegPath: media.ffmpegPath,
      ingest: media.ingest,
      streamLimits: media.streamLimits,
      lowRendition: media.lowRendition,
    });
  }
  return new HookMediaServer({
    kind: media.server,
    graceMs: media.reconnectGraceMs,
    now,
    events: options.events,
    rtmpPort: media.rtmpPort,
    controlUrl: media.controlUrl ?? null,
    // The engine drops a silent publisher after RTMP_IDLE_TIMEOUT (nginx-rtmp: drop_idle_publisher, the same value).
    takeoverWaitMs: Math.min(media.ingest.idleTimeoutMs + 3000, HOOK_WAIT_MAX_MS),
    loadKey: options.loadKey,
    log: options.log,
  });
}
