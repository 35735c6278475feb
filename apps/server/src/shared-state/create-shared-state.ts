import type { FastifyBaseLogger } from 'fastify';
import { ResilientSharedState } from './resilient-shared-state.ts';
import { InProcessSharedState } from './shared-state.ts';
import type { SharedState } from './shared-state.ts';

/** Redis when REDIS_URL is set (with its degraded mode), else this process: the embedded default. */
export function createSharedState(redisUrl: string | undefined, log: FastifyBaseLogger): SharedState {
  return redisUrl === undefined ? new InProcessSharedState() : new ResilientSharedState(redisUrl, log);
}
