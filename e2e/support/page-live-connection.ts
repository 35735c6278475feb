import type { Page } from '@playwright/test';

/**
 * Playwright neither sees nor routes a worker's WebSocket. A spec that reads or cuts the live
 * connection's socket runs it on the page, as a browser without SharedWorker and without module
 * workers does: the app then runs the same hub and connection code (live-hub.ts,
 * live-connection.ts) on the main thread (decision 0070). Classic workers stay (mqtt.js's timers).
 */
export async function liveConnectionOnPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SharedWorker;
    const Classic = window.Worker;
    scope.Worker = class extends Classic {
      constructor(url: string | URL, options?: WorkerOptions) {
        if (options?.type === 'module') throw new TypeError('module workers are not supported');
        super(url, options);
      }
    };
  });
}
