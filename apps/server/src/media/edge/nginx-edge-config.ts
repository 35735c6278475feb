/**
 * The HLS edge: Debian's nginx as a caching reverse proxy in front of the origin's HLS
 * (/media/hls/{room}/...), so however many viewers poll a room's playlist, the origin answers
 * about one request per PLAYLIST_CACHE_SECONDS and each segment once (decision 0165).
 */
interface NginxEdgeConfigOptions {
  /** host:port of the origin (or of a proxy in front of it). */
  origin: string;
  listen: string;
  /** Where nginx keeps its cache, temp files, pid and log. */
  dir: string;
  /** Viewers' connections nginx may hold, each with room for its upstream. */
  maxConnections: number;
  /** Run as root (a test or bench as root): nginx would otherwise switch to nobody and lose its folder. */
  asRoot: boolean;
}

/**
 * A playlist is fresh for 1 s, a fraction of the 1-2 s segments the remuxer cuts: players see a
 * new segment at most a second late, and N players asking at once cost the origin one request
 * (proxy_cache_lock holds the others until it answers).
 */
const PLAYLIST_CACHE_SECONDS = 1;
/** Segments never change once listed; the remuxer keeps a few tens of seconds of them. */
const SEGMENT_CACHE_SECONDS = 60;

export function nginxEdgeConfig(options: NginxEdgeConfigOptions): string {
  const { dir } = options;
  // Shared by both locations: one cache, one request to the origin per key at a time, and never
  // a host preview (?preview=) from or into the cache: the origin checks its token every time.
  const cached = `
      proxy_pass http://placar_origin;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Placar-Edge 1;
      proxy_cache placar_hls;
      proxy_cache_key $uri;
      proxy_cache_lock on;
      proxy_cache_lock_age 5s;
      proxy_cache_lock_timeout 5s;
      proxy_cache_bypass $arg_preview;
      proxy_no_cache $arg_preview;
      add_header X-Edge-Cache $upstream_cache_status always;`;
  return `daemon off;
master_process on;
worker_processes 1;
worker_rlimit_nofile ${options.maxConnections * 2 + 64};
${options.asRoot ? 'user root;\n' : ''}pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${options.maxConnections * 2 + 32}; }
http {
  access_log off;
${['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind === 'body' ? 'client_body' : kind}_temp_path ${dir}/temp/${kind};`).join('\n')}
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=placar_hls:10m max_size=512m inactive=2m use_temp_path=off;
  upstream placar_origin {
    server ${options.origin};
    keepalive 32;
  }
  server {
    listen ${options.listen};
    # A room's playlist: the origin says no-cache, the edge keeps it ${PLAYLIST_CACHE_SECONDS} s. Only a 200 is kept:
    # a refusal (404, no-store) goes to the origin every time, so a room closed is refused here at once.
    location ~ ^/media/hls/[^/]+/index\\.m3u8$ {${cached}
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 ${PLAYLIST_CACHE_SECONDS}s;
      # The lock covers a key not yet cached; once cached and expired, one request refreshes it and
      # the others get the copy a moment old, or every viewer polling would reach the origin.
      proxy_cache_use_stale updating;
    }
    # Its segments: kept as the origin says (public, max-age=60), at most ${SEGMENT_CACHE_SECONDS} s.
    location /media/hls/ {${cached}
      proxy_cache_valid 200 ${SEGMENT_CACHE_SECONDS}s;
    }
    location / {
      return 404;
    }
  }
}
`;
}
