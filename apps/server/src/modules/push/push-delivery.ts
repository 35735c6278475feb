import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { mayPushToAddress } from './push-endpoint-rules.ts';
import type { EndpointPolicy } from './push-endpoint-rules.ts';

/** Seconds a push service keeps an alert for a browser that is offline: a goal told an hour late is noise. */
const TTL_SECONDS = 3600;
const TIMEOUT_MS = 10_000;

export class RefusedAddress extends Error {
  override name = 'RefusedAddress';
}

/**
 * Resolves the endpoint's host once and checks every address (a name that resolves to a private
 * address is refused), then connects to the checked address only, so a DNS answer that changes
 * between the check and the connection (rebinding) cannot redirect the POST.
 */
async function checkedAddress(host: string, policy: EndpointPolicy): Promise<{ address: string; family: number }> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) === 0 ? await lookup(bare, { all: true }) : [{ address: bare, family: isIP(bare) }];
  if (addresses.length === 0 || !addresses.every((entry) => mayPushToAddress(entry.address, policy)))
    throw new RefusedAddress(`push endpoint ${host} resolves to an address we never push to`);
  return addresses[0] as { address: string; family: number };
}

/** POSTs one encrypted push; the push service's HTTP status. Never follows a redirect. */
export async function postPush(
  endpoint: string,
  body: Buffer,
  authorization: string,
  policy: EndpointPolicy,
): Promise<number> {
  const url = new URL(endpoint);
  const pinned = await checkedAddress(url.hostname, policy);
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all === true) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup,
        timeout: TIMEOUT_MS,
        headers: {
          authorization,
          'content-encoding': 'aes128gcm',
          'content-type': 'application/octet-stream',
          'content-length': body.length,
          ttl: TTL_SECONDS,
          urgency: 'high',
        },
      },
      (response) => {
        // The answer's body is not ours to read; it is drained so the socket is freed.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`push endpoint did not answer in ${TIMEOUT_MS} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
