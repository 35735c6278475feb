/**
 * What one RTMP connection may cost before and after its key is checked (RTMP_* settings,
 * docs/SECURITY.md "RTMP ingest"). node-media-server allocates a message's whole declared length
 * (up to 16 MiB) at its first chunk and keeps a buffer per chunk stream, with no timeout and no
 * per-address cap: one connection held about 200 MiB (issue 36).
 */
export interface IngestLimits {
  /** From the TCP connection to a finished handshake (nginx-rtmp: `timeout`). */
  handshakeTimeoutMs: number;
  /** From the TCP connection to a publish let in. */
  publishTimeoutMs: number;
  /** A publisher that sends no audio or video for this long is dropped (nginx-rtmp: `drop_idle_publisher`). */
  idleTimeoutMs: number;
  /** Open connections in all (nginx-rtmp: `max_connections`). */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** Largest chunk size a client may announce (Set Chunk Size); below 128 is refused too. */
  maxChunkSize: number;
  /** Largest message once the key is checked (nginx-rtmp: `max_message`). */
  maxMessageBytes: number;
  /** Largest message before the key is checked: connect, createStream and publish are a few hundred bytes. */
  maxMessageBytesBeforeKey: number;
  /** Messages held unfinished (a buffer each) before the key is checked. */
  maxUnfinishedBeforeKey: number;
  /** Chunk streams (each keeps a buffer) a connection may use (nginx-rtmp: `max_streams`). */
  maxChunkStreams: number;
}

/** The smallest chunk size a client may set: RTMP's default; smaller ones only cost parsing. */
export const MIN_CHUNK_SIZE = 128;

/** A connection broke a limit: it is closed at once, without reading more. */
export class IngestLimitError extends Error {}

/** Open connections, per address and in all, so one address cannot take every slot. */
export class ConnectionSlots {
  private readonly byAddress = new Map<string, number>();
  private total = 0;
  private readonly limits: Pick<IngestLimits, 'maxConnections' | 'maxConnectionsPerAddress'>;

  constructor(limits: Pick<IngestLimits, 'maxConnections' | 'maxConnectionsPerAddress'>) {
    this.limits = limits;
  }

  /** Takes a slot for the address; false when it or the server is full. */
  take(address: string): boolean {
    const used = this.byAddress.get(address) ?? 0;
    if (this.total >= this.limits.maxConnections || used >= this.limits.maxConnectionsPerAddress) return false;
    this.byAddress.set(address, used + 1);
    this.total += 1;
    return true;
  }

  release(address: string): void {
    const used = this.byAddress.get(address) ?? 0;
    if (used <= 0) return;
    if (used === 1) this.byAddress.delete(address);
    else this.byAddress.set(address, used - 1);
    this.total -= 1;
  }

  get open(): number {
    return this.total;
  }
}
