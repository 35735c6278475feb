import { Duplex } from 'node:stream';

/** A test socket from a given address that records what the server writes to it (WebSocket upgrade answers). */
export class RecordingSocket extends Duplex {
  written = '';
  readonly remoteAddress: string;
  constructor(remoteAddress: string) {
    super();
    this.remoteAddress = remoteAddress;
  }
  override _read(): void {}
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.written += chunk.toString();
    done();
  }
  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
}
