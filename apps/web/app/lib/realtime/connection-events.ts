import { LIVE_CONNECTION } from '@placar/contract/constants';

export type ConnectionEvent = 'reconnect' | 'offline' | 'close';

/**
 * requirement live-connection: every reconnect, offline or close event counts; after more than
 * `limit` the connection gives up. A successful connect starts the count again, so only
 * an unbroken run of failures ends the connection.
 */
export function createEventCounter(limit: number = LIVE_CONNECTION.maxReconnectEvents) {
  let count = 0;
  return {
    /** Counts one event; true when the connection should now be ended. */
    record(_event: ConnectionEvent): boolean {
      count += 1;
      return count > limit;
    },
    reset(): void {
      count = 0;
    },
    get count(): number {
      return count;
    },
  };
}
