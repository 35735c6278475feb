import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Debian's nginx and its RTMP module (scripts/test.sh installs both): the media engine at scale, in tests. */
export const NGINX_PATH = '/usr/sbin/nginx';
export const RTMP_MODULE_PATH = '/usr/lib/nginx/modules/ngx_rtmp_module.so';

export function hasNginxRtmp(): boolean {
  return existsSync(NGINX_PATH) && existsSync(RTMP_MODULE_PATH);
}

export interface NginxRtmpProcess {
  /** Where HLS and the control endpoint are served. */
  httpBase: string;
  rtmpUrl: string;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The configuration OPERATIONS.md gives for MEDIA_SERVER=nginx-rtmp: RTMP ingest calling our
 * publish hook (publish, publish done, and an update every second), HLS in 1 s fragments, and
 * the control endpoint our server uses to drop a publisher.
 */
export function nginxRtmpConfig(options: { dir: string; rtmpPort: number; httpPort: number; hookUrl: string }): string {
  const { dir } = options;
  return `load_module ${RTMP_MODULE_PATH};
daemon off;
master_process on;
worker_processes 1;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log info;
events { worker_connections 256; }
rtmp {
  server {
    listen 127.0.0.1:${options.rtmpPort};
    chunk_size 4096;
    application live {
      live on;
      record off;
      deny play all;
      on_publish ${options.hookUrl};
      on_publish_done ${options.hookUrl};
      on_update ${options.hookUrl};
      notify_update_timeout 1s;
      hls on;
      hls_path ${dir}/hls;
      hls_fragment 1s;
      hls_playlist_length 6s;
    }
  }
}
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  server {
    listen 127.0.0.1:${options.httpPort};
    location /hls {
      types { application/vnd.apple.mpegurl m3u8; video/mp2t ts; }
      root ${dir};
      add_header Cache-Control no-cache;
      add_header Access-Control-Allow-Origin *;
    }
    location /control {
      rtmp_control all;
      allow 127.0.0.1;
      deny all;
    }
  }
}
`;
}

/** nginx as a child process with a configuration written to a temporary folder, on free ports; never the system service. */
export async function startNginxRtmp(options: { rtmpPort: number; httpPort: number; hookUrl: string }): Promise<NginxRtmpProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'placar-nginx-'));
  await mkdir(join(dir, 'hls'));
  await mkdir(join(dir, 'temp'));
  const configPath = join(dir, 'nginx.conf');
  await writeFile(configPath, nginxRtmpConfig({ dir, ...options }));
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', dir, '-e', join(dir, 'error.log'), '-c', configPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await accepts(options.rtmpPort)) && (await accepts(options.httpPort))) {
      return { httpBase: `http://127.0.0.1:${options.httpPort}`, rtmpUrl: `rtmp://127.0.0.1:${options.rtmpPort}/live`, errorLog, stop };
    }
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  const log = await errorLog();
  await stop();
  throw new Error(`nginx did not start: ${output.trim()} ${log.trim()}`);
}
