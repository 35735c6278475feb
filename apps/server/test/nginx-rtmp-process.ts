import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX_PATH, startNginxChild } from '../src/media/nginx-child.ts';

/** Debian's nginx RTMP module (scripts/test.sh installs it with nginx): the media engine at scale, in tests. */
const RTMP_MODULE_PATH = '/usr/lib/nginx/modules/ngx_rtmp_module.so';

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

/** docs/OPERATIONS.md: its nginx block is the configuration these tests run (issue 40: the documented one had no CORS header). */
export const OPERATIONS_DOC = fileURLToPath(new URL('../../../docs/OPERATIONS.md', import.meta.url));
const MARKER = '<!-- nginx-rtmp config: tested -->';

/** The documented nginx block, as written (placeholders APP, SECRET, APP_ADDRESS, ports 1935 and 8080, /var/lib/nginx). */
export function documentedNginxConfig(doc = readFileSync(OPERATIONS_DOC, 'utf8')): string {
  const at = doc.indexOf(MARKER);
  const block = at < 0 ? null : /```nginx\n([^]*?)```/.exec(doc.slice(at));
  if (block?.[1] === undefined) throw new Error(`docs/OPERATIONS.md has no nginx block after ${MARKER}`);
  return block[1];
}

/** Replaces one placeholder of the documented block, failing when the docs no longer have it. */
function fill(config: string, placeholder: string | RegExp, value: string): string {
  const replaced = config.replaceAll(placeholder, () => value);
  if (replaced === config)
    throw new Error(`the nginx block of docs/OPERATIONS.md no longer has ${String(placeholder)}`);
  return replaced;
}

/**
 * The configuration OPERATIONS.md gives for MEDIA_SERVER=nginx-rtmp, with this run's ports, hook
 * URL and folder, inside what a test nginx needs around it (a pid and log in its folder, no daemon).
 */
export function nginxRtmpConfig(
  options: { dir: string; rtmpPort: number; httpPort: number; hookUrl: string },
  documented = documentedNginxConfig(),
): string {
  const { dir } = options;
  let config = fill(documented, 'listen 1935;', `listen 127.0.0.1:${options.rtmpPort};`);
  config = fill(config, 'listen 8080;', `listen 127.0.0.1:${options.httpPort};`);
  config = fill(config, 'http://APP:3000/api/media/publish?secret=SECRET', options.hookUrl);
  config = fill(config, '/var/lib/nginx', dir);
  config = fill(config, ' allow APP_ADDRESS;', '');
  config = fill(
    config,
    /^http \{$/gm,
    `http {\n  access_log off;\n${['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind === 'body' ? 'client_body' : kind}_temp_path ${dir}/temp/${kind};`).join('\n')}`,
  );
  return `load_module ${RTMP_MODULE_PATH};
daemon off;
master_process on;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;\n' : ''}pid ${dir}/nginx.pid;
error_log ${dir}/error.log info;
events { worker_connections 256; }
${config}`;
}

/** nginx as a child process with a configuration written to a temporary folder, on free ports; never the system service. */
export async function startNginxRtmp(options: {
  rtmpPort: number;
  httpPort: number;
  hookUrl: string;
}): Promise<NginxRtmpProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'placar-nginx-'));
  await mkdir(join(dir, 'hls'));
  await mkdir(join(dir, 'temp'));
  await writeFile(join(dir, 'nginx.conf'), nginxRtmpConfig({ dir, ...options }));
  const nginx = await startNginxChild(dir, { host: '127.0.0.1', ports: [options.rtmpPort, options.httpPort] });
  return {
    httpBase: `http://127.0.0.1:${options.httpPort}`,
    rtmpUrl: `rtmp://127.0.0.1:${options.rtmpPort}/live`,
    errorLog: nginx.errorLog,
    stop: nginx.stop,
  };
}
