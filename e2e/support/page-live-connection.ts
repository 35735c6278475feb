import type { Page } from '@playwright/test';

/**
 * Playwright neither sees nor routes a worker's WebSocket. A spec that reads or cuts the live
 * connection's socket runs it on the page: with no SharedWorker and no Worker, the app runs the
 * same hub and connection code (live-hub.ts, live-connection.ts) on the main thread (decision 0070).
 */
export async function liveConnectionOnPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SharedWorker;
    delete scope.Worker;
  });
}
