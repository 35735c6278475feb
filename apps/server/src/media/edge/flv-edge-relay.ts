import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { flvViewer, MAX_VIEWER_BUFFER_BYTES } from '../embedded/flv-viewer.ts';
import type { FlvSink } from '../embedded/nms-seam.ts';
import { FlvTagReader } from './flv-tag-reader.ts';

/** `/media/flv/12.flv` or `/media/flv/12.low.flv`: the origin's own paths (media.routes.ts), so templates differ only in host. */
const FLV_PATH = /^\/media\/flv\/([1-9]\d{0,9}(?:\.low)?\.flv)$/;
/** How long an origin's yes to a room stands: a viewer arriving later makes the edge ask again (decision 0165). */
export const CONFIRM_MS = 5000;
/** Tags of the current GOP kept for late joiners, at most: a stream with no keyframes cannot grow it without bound. */
const MAX_GOP_TAGS = 1500;
const PLAY_HEADERS = {
  'content-type': 'video/x-flv',
  'cache-control': 'no-store',
  'access-control-allow-origin': '*',
  'x-content-type-options': 'nosniff',
};

interface FlvEdgeOptions {
  /** The origin's base URL, e.g. http://10.0.0.5:3000. */
  origin: string;
  now: () => number;
  confirmMs?: number;
  maxViewerBufferBytes?: number;
  /** Connections the relay holds at most (viewers and idle keep-alives): Node closes any beyond it at once. */
  maxConnections?: number;
}

/** One room's stream as the edge holds it: one upstream response, what a late joiner needs first, and the viewers. */
interface Feed {
  upstream: IncomingMessage;
  reader: FlvTagReader;
  metadata: Buffer | null;
  videoConfig: Buffer | null;
  audioConfig: Buffer | null;
  gop: Buffer[];
  viewers: Set<FlvSink>;
  confirmedAt: number;
}

/**
 * A lean HTTP-FLV edge: however many viewers watch a room here, the origin sends it once. Each
 * room's stream is pulled from the origin as an anonymous viewer would, so the origin's play rule
 * decides; a viewer is let in while the origin's last yes is younger than CONFIRM_MS, else the
 * edge asks again, and a no ends the room's viewers here too. Host previews (?preview=) are
 * never shared: each goes through to the origin, which checks its token.
 */
export class FlvEdgeRelay {
  /** Requests this edge made to the origin (shared pulls, re-checks and previews): tests and the bench read it. */
  upstreamRequests = 0;
  private readonly options: FlvEdgeOptions;
  private readonly feeds = new Map<string, Feed>();
  private readonly checks = new Map<string, Promise<number>>();
  private server: Server | null = null;

  constructor(options: FlvEdgeOptions) {
    this.options = options;
  }

  /** Upstream pulls open now. */
  get openFeeds(): number {
    return this.feeds.size;
  }

  listen(port: number, host: string): Promise<number> {
    const server = createServer((request, response) => void this.handle(request, response));
    server.keepAliveTimeout = 5000;
    if (this.options.maxConnections !== undefined) server.maxConnections = this.options.maxConnections;
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        const address = server.address();
        resolve(typeof address === 'object' && address !== null ? address.port : port);
      });
    });
  }

  async close(): Promise<void> {
    for (const [file, feed] of this.feeds) this.endFeed(file, feed);
    const server = this.server;
    this.server = null;
    if (server === null) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://edge');
    const file = FLV_PATH.exec(url.pathname)?.[1];
    if (request.method !== 'GET' || file === undefined) return refuse(response, 404);
    if (url.searchParams.has('preview')) return this.passThrough(url, response);
    const feed = this.feeds.get(file);
    const fresh = feed !== undefined && this.options.now() - feed.confirmedAt < (this.options.confirmMs ?? CONFIRM_MS);
    const status = fresh ? 200 : await this.confirm(file);
    const joined = this.feeds.get(file);
    if (status !== 200 || joined === undefined) return refuse(response, status === 200 ? 404 : status);
    if (response.destroyed) return;
    this.join(file, joined, response);
  }

  /** Asks the origin whether the room plays (one request however many viewers are waiting); a yes may start the room's feed. */
  private confirm(file: string): Promise<number> {
    const pending = this.checks.get(file);
    if (pending !== undefined) return pending;
    const check = this.pull(`/media/flv/${file}`).then(
      (upstream) => {
        const status = upstream.statusCode ?? 502;
        const feed = this.feeds.get(file);
        if (status !== 200) {
          upstream.resume();
          if (feed !== undefined) this.endFeed(file, feed);
          return status === 404 ? 404 : 502;
        }
        if (feed === undefined) this.startFeed(file, upstream);
        else {
          feed.confirmedAt = this.options.now();
          upstream.destroy();
        }
        return 200;
      },
      () => 502,
    );
    this.checks.set(file, check);
    void check.finally(() => this.checks.delete(file));
    return check;
  }

  private pull(path: string): Promise<IncomingMessage> {
    this.upstreamRequests += 1;
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        new URL(path, this.options.origin),
        { method: 'GET', headers: { 'x-placar-edge': '1' } },
        resolve,
      );
      outgoing.once('error', reject);
      outgoing.end();
    });
  }

  private startFeed(file: string, upstream: IncomingMessage): void {
    const feed: Feed = {
      upstream,
      reader: new FlvTagReader(),
      metadata: null,
      videoConfig: null,
      audioConfig: null,
      gop: [],
      viewers: new Set(),
      confirmedAt: this.options.now(),
    };
    this.feeds.set(file, feed);
    upstream.on('data', (chunk: Buffer) => {
      const hadHeader = feed.reader.header !== null;
      let tags;
      try {
        tags = feed.reader.push(chunk);
        // Viewers let in before the origin's first bytes get the stream header first.
        if (!hadHeader && feed.reader.header !== null)
          for (const viewer of feed.viewers) viewer.write(feed.reader.header);
      } catch {
        this.endFeed(file, feed);
        return;
      }
      if (tags.length === 0) return;
      for (const tag of tags) {
        if (tag.kind === 'metadata') feed.metadata = tag.bytes;
        else if (tag.kind === 'video-config') feed.videoConfig = tag.bytes;
        else if (tag.kind === 'audio-config') feed.audioConfig = tag.bytes;
        else if (tag.kind === 'keyframe') feed.gop = [tag.bytes];
        else if (feed.gop.length > 0 && feed.gop.length < MAX_GOP_TAGS) feed.gop.push(tag.bytes);
      }
      // One write per viewer per read, whatever the number of tags in it.
      const bytes = tags.length === 1 ? tags[0]!.bytes : Buffer.concat(tags.map((tag) => tag.bytes));
      for (const viewer of feed.viewers) viewer.write(bytes);
    });
    const end = () => this.endFeed(file, feed);
    upstream.once('end', end);
    upstream.once('error', end);
    upstream.once('close', end);
  }

  /** Starts a viewer at the room's last keyframe, with the stream header and decoder configuration first. */
  private join(file: string, feed: Feed, response: ServerResponse): void {
    response.writeHead(200, PLAY_HEADERS);
    const viewer = flvViewer(response, {
      maxBufferBytes: this.options.maxViewerBufferBytes ?? MAX_VIEWER_BUFFER_BYTES,
    });
    const start = [feed.reader.header, feed.metadata, feed.videoConfig, feed.audioConfig, ...feed.gop].filter(
      (part): part is Buffer => part !== null,
    );
    if (start.length > 0) viewer.write(Buffer.concat(start));
    feed.viewers.add(viewer);
    response.once('close', () => {
      feed.viewers.delete(viewer);
      // The last viewer gone: the origin stops sending to this edge.
      if (feed.viewers.size === 0) this.endFeed(file, feed);
    });
  }

  private endFeed(file: string, feed: Feed): void {
    if (this.feeds.get(file) === feed) this.feeds.delete(file);
    feed.upstream.destroy();
    for (const viewer of feed.viewers) viewer.end();
    feed.viewers.clear();
  }

  /** A host's preview: straight through to the origin, which checks the token; nothing shared or kept. */
  private async passThrough(url: URL, response: ServerResponse): Promise<void> {
    const upstream = await this.pull(`${url.pathname}${url.search}`).catch(() => null);
    if (upstream === null) return refuse(response, 502);
    if (upstream.statusCode !== 200) {
      upstream.resume();
      return refuse(response, upstream.statusCode === 404 ? 404 : 502);
    }
    response.writeHead(200, PLAY_HEADERS);
    upstream.pipe(response);
    response.once('close', () => upstream.destroy());
  }
}

function refuse(response: ServerResponse, status: number): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, {
    'cache-control': 'no-store',
    'content-length': '0',
    'access-control-allow-origin': '*',
  });
  response.end();
}
