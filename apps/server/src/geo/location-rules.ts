import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../http/client-address.ts';
import type { CountryDatabase } from './country-database.ts';

/**
 * A request (its `ip`, which honours TRUST_PROXY), a WebSocket upgrade with the address read the
 * same way, or a bare address.
 */
export type ClientSource = FastifyRequest | { request: IncomingMessage; address: string } | string;

/** A trusted proxy's country header (COUNTRY_HEADER, e.g. CF-IPCountry). */
interface CountryHeader {
  /** The header's name in lower case. */
  name: string;
  /** TRUST_PROXY: the header is believed only when the request's peer (its socket) is one of these. */
  trust: TrustProxy;
}

/** Cloudflare's answers that name no country: XX (unknown) and T1 (Tor). */
const NO_COUNTRY = new Set(['XX', 'T1']);

/**
 * The country a trusted proxy put in the header, or null: header off, a peer that is no trusted
 * proxy (anyone can send the header), or a value that is no ISO 3166 alpha-2 code.
 */
export function headerCountry(request: IncomingMessage, header: CountryHeader | undefined): string | null {
  if (header === undefined) return null;
  const peer = request.socket?.remoteAddress;
  if (peer === undefined || !header.trust(peer, 0)) return null;
  const raw = request.headers[header.name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(value) && !NO_COUNTRY.has(value) ? value : null;
}

export interface LocationRules {
  /** The caller's country from the shipped database; null for private addresses and unknown ones. */
  countryOf(source: ClientSource): string | null;
  /** True when the caller's country is blocked. With nothing blocked, no look-up is made. */
  isBlocked(source: ClientSource): Promise<boolean>;
  readonly database: CountryDatabase;
}

/**
 * Decides from a trusted proxy's country header when COUNTRY_HEADER is set and the request came
 * from a TRUST_PROXY peer; else from the client address: Fastify's `request.ip`, or the address
 * websocket-upgrade.ts reads with the same TRUST_PROXY rule (http/client-address.ts).
 */
export function createLocationRules(
  database: CountryDatabase,
  blockedCountries: () => Promise<ReadonlySet<string>>,
  header?: CountryHeader,
): LocationRules {
  const countryOf = (source: ClientSource) => {
    if (typeof source === 'string') return database.countryOf(source);
    if ('raw' in source) return headerCountry(source.raw, header) ?? database.countryOf(source.ip);
    return headerCountry(source.request, header) ?? database.countryOf(source.address);
  };
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
