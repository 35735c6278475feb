import { fileURLToPath } from 'node:url';

// @placar/server/processes: the outside processes a benchmark or an end-to-end test starts around
// the server (PostgreSQL, mosquitto, nginx-rtmp, redis, an ffmpeg push, an SMTP inbox), and the paths of the server's own commands it runs as child processes (decision 0169).
// Light on purpose: it loads none of the app, so Playwright's runner stays small.
export { findFreePort } from '../../src/db/free-port.ts';
export { startEmbeddedPostgres } from '../../src/db/embedded.ts';
export type { EmbeddedPostgres } from '../../src/db/embedded.ts';
export { hasMosquitto, startMosquitto } from '../mosquitto-process.ts';
export type { MosquittoProcess } from '../mosquitto-process.ts';
export { hasNginxRtmp, startNginxRtmp } from '../nginx-rtmp-process.ts';
export type { NginxRtmpProcess } from '../nginx-rtmp-process.ts';
export { RedisServer } from '../redis-server.ts';
export { pushTestStream } from '../ffmpeg-push.ts';
export type { Push } from '../ffmpeg-push.ts';
export { SmtpInbox } from '../smtp-inbox.ts';
export { startCountingProxy } from '../counting-proxy.ts';
export type { CountingProxy } from '../counting-proxy.ts';
export { FlvTagReader } from '../../src/media/edge/flv-tag-reader.ts';
export type { FlvTag } from '../../src/media/edge/flv-tag-reader.ts';

const serverFile = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** `node <path>` starts the server as `npm start` does, without building the web. */
export const serverMainPath = serverFile('src/main.ts');
/** The `admin:create` command: `--email`, `--username`, optional `--password`. */
export const adminCreateCommandPath = serverFile('src/modules/auth/admin-create-command.ts');
/** The media edge (decision 0165): `node <path>` in front of an origin, as a deployment runs it. */
export const mediaEdgeCommandPath = serverFile('src/media/edge/edge-main.ts');
/** The `feed:import` command. */
export const feedImportCommandPath = serverFile('src/feed/import-command.ts');
