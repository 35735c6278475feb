import { isIP } from 'node:net';

/**
 * An address as a country database reads it: IPv4-mapped IPv6 (`::ffff:200.1.2.3`, what a
 * dual-stack socket reports for IPv4 clients) becomes the IPv4 address; a zone (`fe80::1%eth0`)
 * and brackets are dropped. Null when it is no IP address at all.
 */
export function normalizeAddress(address: string | null | undefined): string | null {
  if (address === null || address === undefined) return null;
  let value = address.trim();
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  const zone = value.indexOf('%');
  if (zone >= 0) value = value.slice(0, zone);
  const mapped = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped?.[1] !== undefined && isIP(mapped[1]) === 4) return mapped[1];
  // ::ffff:c800:0102, the same mapped address written in hexadecimal.
  const hexMapped = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(value);
  if (hexMapped?.[1] !== undefined && hexMapped[2] !== undefined && isIP(value) === 6) {
    const high = Number.parseInt(hexMapped[1], 16);
    const low = Number.parseInt(hexMapped[2], 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return isIP(value) === 0 ? null : value.toLowerCase();
}
