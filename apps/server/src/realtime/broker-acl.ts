import type { AedesOptions } from 'aedes';

/**
 * Browsers only listen: they may subscribe to the product's topics (`{product}/match/v1`,
 * later `{product}/chat/...`) and never publish. The server publishes with broker.publish,
 * which bypasses these checks.
 */
export function mayClientSubscribe(product: string, topicFilter: string): boolean {
  // A filter starting with a wildcard (`#`, `+/match/v1`) would reach other products' topics.
  return topicFilter.startsWith(`${product}/`);
}

export function brokerAcl(product: string): Pick<AedesOptions, 'authorizePublish' | 'authorizeSubscribe'> {
  return {
    // MQTT 3.1.1 has no negative PUBACK: a refused PUBLISH closes the connection (aedes), which
    // only ever happens to a misbehaving client, since the web app never publishes. Wills too.
    authorizePublish: (_client, packet, callback) => callback(new Error(`publishing is not allowed (${packet.topic})`)),
    // A null subscription is answered with return code 128 (failure) in SUBACK; the connection stays.
    authorizeSubscribe: (_client, subscription, callback) =>
      callback(null, mayClientSubscribe(product, subscription.topic) ? subscription : null),
  };
}
