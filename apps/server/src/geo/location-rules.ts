import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { clientAddressOf } from '../http/client-address.ts';
import type { CountryDatabase } from './country-database.ts';

export interface LocationRules {
  /** The caller's country from the shipped database; null for private addresses and unknown ones. */
  countryOf(request: FastifyRequest | IncomingMessage): string | null;
  /** True when the caller's country is blocked. With nothing blocked, no look-up is made. */
  isBlocked(request: FastifyRequest | IncomingMessage): Promise<boolean>;
  readonly database: CountryDatabase;
}

/**
 * Decides from the client address (clientAddressOf: the socket, or what TRUST_PROXY allows). A
 * trusted CDN country header (CF-IPCountry) would be read here once TRUST_PROXY exists.
 */
export function createLocationRules(database: CountryDatabase, blockedCountries: () => Promise<ReadonlySet<string>>): LocationRules {
  const countryOf = (request: FastifyRequest | IncomingMessage) => database.countryOf(clientAddressOf(request));
  return {
    database,
    countryOf,
    async isBlocked(request) {
      const blocked = await blockedCountries();
      if (blocked.size === 0) return false;
      const country = countryOf(request);
      return country !== null && blocked.has(country);
    },
  };
}
