// A tiny MaxMind DB (mmdb, format 2.0) that places chosen IPv4 addresses in chosen countries,
// for GEO_DATABASE: the scale cluster's clients are loopback addresses (127.0.0.2, 127.0.0.4),
// which the shipped DB-IP database places nowhere. Records carry `country_code`, as DB-IP's do.
import { isIP } from 'node:net';

const EMPTY = -1;

/** MMDB data-section encoding of the few types used here (maps, strings, unsigned ints, arrays). */
function control(type: number, size: number): Buffer {
  if (size >= 29 + 256) throw new Error('value too long for this writer');
  const [low, extra] = size < 29 ? [size, []] : [29, [size - 29]];
  return Buffer.from(type <= 7 ? [(type << 5) | low, ...extra] : [low, type - 7, ...extra]);
}

function uint(type: number, value: number | bigint): Buffer {
  let bytes: number[] = [];
  for (let rest = BigInt(value); rest > 0n; rest >>= 8n) bytes = [Number(rest & 255n), ...bytes];
  return Buffer.concat([control(type, bytes.length), Buffer.from(bytes)]);
}

type Value = string | { uint16: number } | { uint32: number } | { uint64: number } | Value[] | { [key: string]: Value };

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const text = Buffer.from(value);
    return Buffer.concat([control(2, text.length), text]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  if ('uint16' in value && typeof value.uint16 === 'number') return uint(5, value.uint16);
  if ('uint32' in value && typeof value.uint32 === 'number') return uint(6, value.uint32);
  if ('uint64' in value && typeof value.uint64 === 'number') return uint(9, value.uint64);
  const entries = Object.entries(value as Record<string, Value>);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([key, item]) => [encode(key), encode(item)])]);
}

/** The database's bytes: an IPv6 tree (IPv4 addresses at ::a.b.c.d, where readers look), 24-bit records. */
export function testCountryDatabase(countries: Record<string, string>): Buffer {
  // nodes[i] = [left, right]: another node's index, EMPTY, or { data: offset }.
  const nodes: (number | { data: number })[][] = [[EMPTY, EMPTY]];
  const data: Buffer[] = [];
  let dataSize = 0;
  for (const [address, country] of Object.entries(countries)) {
    if (isIP(address) !== 4) throw new Error(`not an IPv4 address: ${address}`);
    const value = encode({ country_code: country });
    const pointer = { data: dataSize };
    data.push(value);
    dataSize += value.length;
    const bits = [
      ...Array<number>(96).fill(0),
      ...address.split('.').flatMap((octet) => [...Number(octet).toString(2).padStart(8, '0')].map(Number)),
    ];
    let node = 0;
    bits.forEach((bit, depth) => {
      const record = nodes[node] as (number | { data: number })[];
      if (depth === bits.length - 1) {
        record[bit] = pointer;
        return;
      }
      let next = record[bit];
      if (typeof next !== 'number' || next === EMPTY) {
        next = nodes.push([EMPTY, EMPTY]) - 1;
        record[bit] = next;
      }
      node = next;
    });
  }
  const nodeCount = nodes.length;
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach(([left, right], index) => {
    for (const [side, record] of [left, right].entries()) {
      const value =
        typeof record === 'object' ? nodeCount + 16 + record.data : record === EMPTY ? nodeCount : (record as number);
      tree.writeUIntBE(value, index * 6 + side * 3, 3);
    }
  });
  const metadata = encode({
    binary_format_major_version: { uint16: 2 },
    binary_format_minor_version: { uint16: 0 },
    build_epoch: { uint64: 1_767_225_600 },
    database_type: 'placar-test-country',
    description: { en: 'Placar e2e: loopback clients placed in countries' },
    ip_version: { uint16: 6 },
    languages: ['en'],
    node_count: { uint32: nodeCount },
    record_size: { uint16: 24 },
  });
  return Buffer.concat([tree, Buffer.alloc(16), ...data, Buffer.from('ABCDEF4D61784D696E642E636F6D', 'hex'), metadata]);
}
