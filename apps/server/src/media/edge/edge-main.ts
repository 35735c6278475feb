/**
 * The media edge as its own process (docs/OPERATIONS.md, Running at scale):
 *   EDGE_ORIGIN=http://origin:3000 EDGE_HOST=0.0.0.0 EDGE_HLS_PORT=8080 EDGE_FLV_PORT=8081 node apps/server/src/media/edge/edge-main.ts
 * then MEDIA_HLS_URL=http://edge:8080/media/hls/{room}/index.m3u8 and MEDIA_FLV_URL=http://edge:8081/media/flv/{room}.flv
 * on the origin. Prints one JSON line once both listen; SIGTERM or SIGINT stops both.
 */
import { z } from 'zod';
import { startMediaEdge } from './media-edge.ts';

const port = z.coerce.number().int().min(0).max(65535);
const env = z
  .object({
    EDGE_ORIGIN: z.url({ protocol: /^http$/, error: 'must be the origin URL, e.g. http://10.0.0.5:3000' }),
    EDGE_HOST: z.string().default('127.0.0.1'),
    EDGE_HLS_PORT: port.default(8080),
    EDGE_FLV_PORT: port.default(8081),
    EDGE_MAX_VIEWERS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  })
  .safeParse(process.env);
if (!env.success) {
  console.error(`media edge: ${z.prettifyError(env.error)}`);
  process.exit(2);
}
const { EDGE_ORIGIN, EDGE_HOST, EDGE_HLS_PORT, EDGE_FLV_PORT, EDGE_MAX_VIEWERS } = env.data;
const edge = await startMediaEdge({
  origin: EDGE_ORIGIN,
  host: EDGE_HOST,
  hlsPort: EDGE_HLS_PORT,
  flvPort: EDGE_FLV_PORT,
  maxViewers: EDGE_MAX_VIEWERS,
  now: () => Date.now(),
});
console.log(JSON.stringify({ hls: edge.hlsBase, flv: edge.flvBase, nginxPid: edge.nginxPid }));
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void edge.stop().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
