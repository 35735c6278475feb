import type Mpegts from 'mpegts.js';

type MpegtsModule = typeof Mpegts;
type MediaSegment = Parameters<Mpegts.BaseLoader['open']>[0];
type Range = Parameters<Mpegts.BaseLoader['open']>[1];

/** What the page learns from the loader: each chunk's size and when it came (auto quality reads the throughput). */
export interface LoaderWatch {
  onBytes(bytes: number, at: number): void;
}

/**
 * mpegts.js's loader for HTTP-FLV, replaced (its `customLoader` setting): its FetchStreamLoader
 * does not abort a fetch that waits for data in Chrome (it waits for the next chunk to cancel),
 * so every restart during a silent stream left a request open, and after six Chrome had no
 * connection left for the site (issue 40). This one aborts its fetch on every abort, whatever it
 * is doing, so a restart closes the previous request at once.
 */
export function flvLoaderClass(mpegts: MpegtsModule, watch: LoaderWatch): Mpegts.CustomLoaderConstructor {
  const { LoaderStatus, LoaderErrors } = mpegts;
  const Base = mpegts.BaseLoader as unknown as new (typeName: string) => Mpegts.BaseLoader;

  return class FlvFetchLoader extends Base {
    private controller: AbortController | null = null;

    constructor() {
      super('placar-flv-fetch');
      this._needStash = true;
    }

    override open(dataSource: MediaSegment, range: Range): void {
      const controller = new AbortController();
      this.controller = controller;
      this._status = LoaderStatus.kConnecting;
      void this.read(dataSource.url, range, controller).catch((error: unknown) => {
        if (controller.signal.aborted) return;
        this._status = LoaderStatus.kError;
        this.onError?.(LoaderErrors.EXCEPTION as unknown as Mpegts.LoaderErrors, {
          code: -1,
          msg: error instanceof Error ? error.message : String(error),
        });
      });
    }

    private async read(url: string, range: Range, controller: AbortController): Promise<void> {
      const response = await fetch(url, {
        signal: controller.signal,
        cache: 'no-store',
        credentials: 'omit',
        mode: 'cors',
      });
      if (!response.ok || response.body === null) {
        await response.body?.cancel().catch(() => undefined);
        this._status = LoaderStatus.kError;
        this.onError?.(LoaderErrors.HTTP_STATUS_CODE_INVALID as unknown as Mpegts.LoaderErrors, {
          code: response.status,
          msg: response.statusText,
        });
        return;
      }
      const reader = response.body.getReader();
      let received = 0;
      this._status = LoaderStatus.kBuffering;
      for (;;) {
        const { done, value } = await reader.read();
        if (controller.signal.aborted) return;
        if (done) {
          this._status = LoaderStatus.kComplete;
          this.onComplete?.(range.from, range.from + received - 1);
          return;
        }
        const start = range.from + received;
        received += value.byteLength;
        watch.onBytes(value.byteLength, performance.now());
        const whole = value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;
        this.onDataArrival?.(whole ? (value.buffer as ArrayBuffer) : value.slice().buffer, start, received);
      }
    }

    override abort(): void {
      this.controller?.abort();
      this.controller = null;
      if (this._status === LoaderStatus.kConnecting || this._status === LoaderStatus.kBuffering)
        this._status = LoaderStatus.kComplete;
    }

    override destroy(): void {
      this.abort();
      super.destroy();
    }
  } as unknown as Mpegts.CustomLoaderConstructor;
}
