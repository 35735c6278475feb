import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../../db/free-port.ts';
import { NGINX_PATH } from '../hook/nginx-rtmp-process.ts';
import { FlvEdgeRelay } from './flv-edge-relay.ts';
import { nginxEdgeConfig } from './nginx-edge-config.ts';

export interface MediaEdgeOptions {
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

function accepts(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The media edge (decision 0165): Debian's nginx caching the origin's HLS, and the FLV relay
 * pulling each room's HTTP-FLV once, both in front of one origin. nginx runs as a child with its
 * configuration in a temporary folder, never the system service.
 */
export async function startMediaEdge(options: MediaEdgeOptions): Promise<MediaEdge> {
  const origin = new URL(options.origin);
  const relay = new FlvEdgeRelay({ origin: origin.origin, now: options.now, maxConnections: options.maxViewers + 64 });
  const flvPort = await relay.listen(options.flvPort, options.host);
  const hlsPort = options.hlsPort || (await findFreePort());
  const dir = await mkdtemp(join(tmpdir(), 'placar-edge-'));
  await mkdir(join(dir, 'temp'));
  const configPath = join(dir, 'nginx.conf');
  const config = nginxEdgeConfig({ origin: origin.host, listen: `${options.host}:${hlsPort}`, dir, maxConnections: options.maxViewers + 64, asRoot: process.getuid?.() === 0 });
  await writeFile(configPath, config);
  const child = spawn(NGINX_PATH, ['-p', dir, '-e', join(dir, 'error.log'), '-c', configPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  const stop = async () => {
    await relay.close();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await accepts(hlsPort, options.host)) {
      return { hlsBase: `http://${options.host}:${hlsPort}`, flvBase: `http://${options.host}:${flvPort}`, relay, nginxPid: child.pid ?? 0, errorLog, stop };
    }
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  const log = await errorLog();
  await stop();
  throw new Error(`the edge's nginx did not start: ${output.trim()} ${log.trim()}`);
}
