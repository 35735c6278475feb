import type { Config } from '../config.ts';
import type { Clock } from '../clock.ts';
import { EmbeddedMediaServer } from './embedded/embedded-media-server.ts';
import type { MediaLog } from './embedded/embedded-media-server.ts';
import { HookMediaServer } from './hook/hook-media-server.ts';
import type { MediaServer } from './media-server.ts';
import type { RoomKey } from './publish-keys.ts';

export type AnyMediaServer = EmbeddedMediaServer | HookMediaServer;

/** The media engine configuration asks for (MEDIA_SERVER). The embedded one listens for RTMP only when told to (main.ts). */
export function createMediaServer(
  config: Config,
  options: { clock: Clock; log: MediaLog; loadKey: (roomId: number) => Promise<RoomKey | null> },
): AnyMediaServer & MediaServer {
  const { media } = config;
  const now = () => options.clock.now();
  if (media.server === 'embedded') {
    return new EmbeddedMediaServer({ graceMs: media.reconnectGraceMs, now, log: options.log, ffmpegPath: media.ffmpegPath });
  }
  return new HookMediaServer({
    kind: media.server,
    graceMs: media.reconnectGraceMs,
    now,
    rtmpPort: media.rtmpPort,
    controlUrl: media.controlUrl ?? null,
    loadKey: options.loadKey,
    log: options.log,
  });
}
