import { mayClientSubscribe } from './broker-acl.ts';

/**
 * What one browser may ask of the broker before anything else is known of it (it never
 * authenticates). Browsers subscribe to a handful of short topics (`{product}/match/v1`, a
 * room's and its chat's), so each bound sits far above what the web sends and far below what
 * costs the broker: decision 0105, docs/SECURITY.md.
 */
export interface SubscriptionLimits {
  /** Distinct filters one client (its persistent session included) may hold. */
  subscriptionsPerClient: number;
  /** Filters in one SUBSCRIBE or UNSUBSCRIBE packet. */
  filtersPerPacket: number;
  /** Bytes of one topic filter (UTF-8). */
  filterBytes: number;
  /** Levels (`/`-separated parts) of one topic filter. */
  filterLevels: number;
  /** SUBSCRIBE and UNSUBSCRIBE packets one connection may send per `controlWindowMs`. */
  controlPackets: number;
  controlWindowMs: number;
}

export const DEFAULT_SUBSCRIPTION_LIMITS: SubscriptionLimits = {
  subscriptionsPerClient: 50,
  filtersPerPacket: 16,
  filterBytes: 256,
  filterLevels: 8,
  controlPackets: 60,
  controlWindowMs: 60_000,
};

/** The parts of a parsed MQTT packet the policy reads (mqtt-packet's shapes). */
export type InboundPacket =
  | { cmd: 'connect'; clientId: string; clean?: boolean }
  | { cmd: 'subscribe'; subscriptions: { topic: string }[] }
  | { cmd: 'unsubscribe'; unsubscriptions: string[] }
  | { cmd: string };

/** Why a connection is cut; undefined when the packet may go on. */
export type Violation =
  | 'packet size'
  | 'filters per packet'
  | 'filter length'
  | 'filter levels'
  | 'subscriptions per client'
  | 'control packet rate';

/** The topics a client holds: its persistent session's set (kept by the session ledger), or one of its own for a clean session. */
type TopicsOf = (clientId: string, clean: boolean) => Set<string>;

function filterViolation(filter: string, limits: SubscriptionLimits): Violation | undefined {
  if (Buffer.byteLength(filter) > limits.filterBytes) return 'filter length';
  let levels = 1;
  for (let index = filter.indexOf('/'); index !== -1; index = filter.indexOf('/', index + 1)) {
    levels += 1;
    if (levels > limits.filterLevels) return 'filter levels';
  }
  return undefined;
}

/**
 * One connection's policy, fed every packet before the broker (or the bridge) acts on it:
 * `inspect` answers the violation that must close the connection, before anything of the
 * packet is stored. The client's topic set is counted across reconnects of a persistent session.
 */
export class MqttClientPolicy {
  readonly #limits: SubscriptionLimits;
  readonly #product: string;
  readonly #topicsOf: TopicsOf;
  readonly #now: () => number;
  #topics = new Set<string>();
  #windowStart = 0;
  #controlPackets = 0;

  constructor(options: { limits: SubscriptionLimits; product: string; topicsOf: TopicsOf; now?: () => number }) {
    this.#limits = options.limits;
    this.#product = options.product;
    this.#topicsOf = options.topicsOf;
    this.#now = options.now ?? Date.now;
  }

  /** The filters the client holds now (the session ledger keeps this set for a persistent session). */
  get topics(): Set<string> {
    return this.#topics;
  }

  inspect(packet: InboundPacket): Violation | undefined {
    if (packet.cmd === 'connect' && 'clientId' in packet) {
      this.#topics = this.#topicsOf(packet.clientId, packet.clean !== false);
      return undefined;
    }
    if (packet.cmd === 'subscribe' && 'subscriptions' in packet) {
      return this.#countControl() ?? this.#subscribe(packet.subscriptions.map((subscription) => subscription.topic));
    }
    if (packet.cmd === 'unsubscribe' && 'unsubscriptions' in packet) {
      const violation = this.#countControl() ?? this.#checkFilters(packet.unsubscriptions);
      if (violation === undefined) for (const filter of packet.unsubscriptions) this.#topics.delete(filter);
      return violation;
    }
    return undefined;
  }

  #countControl(): Violation | undefined {
    const now = this.#now();
    if (now - this.#windowStart >= this.#limits.controlWindowMs) {
      this.#windowStart = now;
      this.#controlPackets = 0;
    }
    this.#controlPackets += 1;
    return this.#controlPackets > this.#limits.controlPackets ? 'control packet rate' : undefined;
  }

  #checkFilters(filters: readonly string[]): Violation | undefined {
    if (filters.length > this.#limits.filtersPerPacket) return 'filters per packet';
    for (const filter of filters) {
      const violation = filterViolation(filter, this.#limits);
      if (violation !== undefined) return violation;
    }
    return undefined;
  }

  #subscribe(filters: readonly string[]): Violation | undefined {
    const violation = this.#checkFilters(filters);
    if (violation !== undefined) return violation;
    // Filters the access rule refuses (SUBACK 128) are never held, so they do not count.
    const added = new Set(
      filters.filter((filter) => mayClientSubscribe(this.#product, filter) && !this.#topics.has(filter)),
    );
    if (this.#topics.size + added.size > this.#limits.subscriptionsPerClient) return 'subscriptions per client';
    for (const filter of added) this.#topics.add(filter);
    return undefined;
  }
}
