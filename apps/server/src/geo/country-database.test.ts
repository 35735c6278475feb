import { describe, expect, it } from 'vitest';
import { FIXTURE_ADDRESS, mapped } from '../../test/geo-fixtures.ts';
import { openCountryDatabase } from './country-database.ts';
import { normalizeAddress } from './ip-address.ts';

describe('the shipped country database', () => {
  const database = openCountryDatabase();

  it('places each fixture address in its country, IPv4 and IPv6', () => {
    for (const [name, address] of Object.entries(FIXTURE_ADDRESS))
      expect([name, database.countryOf(address)]).toEqual([name, name.slice(0, 2)]);
    expect(database.description).toMatch(/^dbip-country\.mmdb built \d{4}-\d{2}-\d{2}$/);
  });

  it('reads IPv4-mapped IPv6 addresses as the IPv4 address', () => {
    expect(database.countryOf(mapped(FIXTURE_ADDRESS.BR))).toBe('BR');
    expect(database.countryOf(`::FFFF:${FIXTURE_ADDRESS.GB}`)).toBe('GB');
    expect(database.countryOf(`0:0:0:0:0:ffff:${FIXTURE_ADDRESS.DE}`)).toBe('DE');
    // The same mapped address written in hexadecimal: 200.147.67.142 is c893:438e.
    expect(database.countryOf('::ffff:c893:438e')).toBe('BR');
  });

  it('answers null for loopback, private, documentation and malformed addresses', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      mapped('127.0.0.1'),
      '10.1.2.3',
      '192.168.0.9',
      '203.0.113.5',
      'fe80::1%eth0',
      'not an address',
      '',
      null,
      undefined,
      '999.1.1.1',
    ]) {
      expect([address, database.countryOf(address)]).toEqual([address, null]);
    }
  });

  it('opens the file once per process', () => {
    expect(openCountryDatabase()).toBe(database);
  });
});

describe('address normalization', () => {
  it.each([
    ['200.147.67.142', '200.147.67.142'],
    ['::ffff:200.147.67.142', '200.147.67.142'],
    ['[2804:14c::1]', '2804:14c::1'],
    ['2804:14C::1', '2804:14c::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::ffff:c893:438e', '200.147.67.142'],
    ['1.2.3', null],
    ['::ffff:999.1.1.1', null],
  ])('%s is %s', (input, expected) => {
    expect(normalizeAddress(input)).toBe(expected);
  });
});
