import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../../db/free-port.ts';
import { startNginxChild } from '../nginx-child.ts';
import { FlvEdgeRelay } from './flv-edge-relay.ts';
import { nginxEdgeConfig } from './nginx-edge-config.ts';

interface MediaEdgeOptions {
  /** The origin's base URL (http://host:port): the Placar server, or a proxy in front of it. */
  origin: string;
  host: string;
  /** 0 picks a free port. */
  hlsPort: number;
  flvPort: number;
  /** Viewers the edge is sized for (file descriptors, nginx connections). */
  maxViewers: number;
  now: () => number;
}

export interface MediaEdge {
  /** Where HLS and HTTP-FLV are played through the edge: MEDIA_HLS_URL and MEDIA_FLV_URL point here. */
  hlsBase: string;
  flvBase: string;
  relay: FlvEdgeRelay;
  /** The nginx master's pid (its worker is its child). */
  nginxPid: number;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The media edge (decision 0165): Debian's nginx caching the origin's HLS, and the FLV relay
 * pulling each room's HTTP-FLV once, both in front of one origin. nginx runs as a child with its
 * configuration in a temporary folder (nginx-child.ts).
 */
export async function startMediaEdge(options: MediaEdgeOptions): Promise<MediaEdge> {
  const origin = new URL(options.origin);
  const relay = new FlvEdgeRelay({ origin: origin.origin, now: options.now, maxConnections: options.maxViewers + 64 });
  const flvPort = await relay.listen(options.flvPort, options.host);
  const hlsPort = options.hlsPort || (await findFreePort());
  const dir = await mkdtemp(join(tmpdir(), 'placar-edge-'));
  await mkdir(join(dir, 'temp'));
  await writeFile(
    join(dir, 'nginx.conf'),
    nginxEdgeConfig({
      origin: origin.host,
      listen: `${options.host}:${hlsPort}`,
      dir,
      maxConnections: options.maxViewers + 64,
      asRoot: process.getuid?.() === 0,
    }),
  );
  // The relay stops first, so no viewer is left on a half-stopped edge; a failed start stops it too.
  const nginx = await startNginxChild(dir, { host: options.host, ports: [hlsPort] }, () => relay.close());
  return {
    hlsBase: `http://${options.host}:${hlsPort}`,
    flvBase: `http://${options.host}:${flvPort}`,
    relay,
    nginxPid: nginx.pid,
    errorLog: nginx.errorLog,
    stop: nginx.stop,
  };
}
