import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { ApiFootballProvider } from './api-football/api-football-provider.ts';
import type { FeedProvider } from './provider.ts';
import { LiveSimulator } from './simulator/live-simulator.ts';

/** The live feeds the configuration turns on: the simulator (default) and vendor adapters. */
export function feedProviders(config: Config, clock: Clock, log?: FastifyBaseLogger): FeedProvider[] {
  const now = () => clock.now();
  const providers: FeedProvider[] = [];
  // Vendors first: the seasons they own exist before the simulator plans, so it leaves them alone from its start.
  if (config.apiFootball !== undefined)
    providers.push(new ApiFootballProvider({ ...config.apiFootball, now, ...(log === undefined ? {} : { log }) }));
  if (config.simulator)
    providers.push(
      new LiveSimulator({
        seed: config.simulatorSeed,
        speed: config.simulatorSpeed,
        now,
        ...(log === undefined ? {} : { log }),
      }),
    );
  return providers;
}
