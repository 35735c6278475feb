import type { FastifyRequest } from 'fastify';
import type { CountryDatabase } from './country-database.ts';

/** A request (its `ip`, which honours TRUST_PROXY), or a client address already read that way (WebSocket upgrades). */
export type ClientSource = FastifyRequest | string;

export interface LocationRules {
  /** The caller's country from the shipped database; null for private addresses and unknown ones. */
  countryOf(source: ClientSource): string | null;
  /** True when the caller's country is blocked. With nothing blocked, no look-up is made. */
  isBlocked(source: ClientSource): Promise<boolean>;
  readonly database: CountryDatabase;
}

/**
 * Decides from the client address: Fastify's `request.ip`, or the address websocket-upgrade.ts
 * reads with the same TRUST_PROXY rule (http/client-address.ts). A trusted CDN country header
 * (CF-IPCountry) is not read: the address alone decides.
 */
export function createLocationRules(database: CountryDatabase, blockedCountries: () => Promise<ReadonlySet<string>>): LocationRules {
  const countryOf = (source: ClientSource) => database.countryOf(typeof source === 'string' ? source : source.ip);
  return {
    database,
    countryOf,
    async isBlocked(source) {
      const blocked = await blockedCountries();
      if (blocked.size === 0) return false;
      const country = countryOf(source);
      return country !== null && blocked.has(country);
    },
  };
}
