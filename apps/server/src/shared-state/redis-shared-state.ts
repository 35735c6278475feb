import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SharedEvents, SharedStore } from './shared-state.ts';

/**
 * The shared store and events on Redis. Each key is a hash {v: value, u: until (ms, or inf),
 * c: count}; expiry is judged on the caller's `now` (the app's clock) inside Lua scripts, so
 * check-and-set is atomic across instances. PEXPIRE only collects garbage, a minute after the end.
 * Commands fail at once while the connection is down (no offline queue): the fallback
 * (resilient-shared-state.ts) then answers from this process.
 */
const GC_SLACK_MS = 60_000;
const untilText = (until: number) => (Number.isFinite(until) ? String(Math.round(until)) : 'inf');
const untilOf = (text: string) => (text === 'inf' ? Infinity : Number(text));
const gcTtl = (until: number, now: number) =>
  Number.isFinite(until) ? String(Math.max(1, Math.round(until - now)) + GC_SLACK_MS) : '';

const LIVE = `local function live(u, now) return u and (u == 'inf' or tonumber(u) > now) end\n`;
const HIT = `${LIVE}
local now = tonumber(ARGV[1])
local u = redis.call('HGET', KEYS[1], 'u')
if not live(u, now) then
  local ends = ARGV[2]
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'c', 1, 'u', ends, 'v', '')
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
  return {1, ends}
end
return {redis.call('HINCRBY', KEYS[1], 'c', 1), u}`;
const REFUND = `${LIVE}
local u = redis.call('HGET', KEYS[1], 'u')
if live(u, tonumber(ARGV[1])) and tonumber(redis.call('HGET', KEYS[1], 'c') or '0') > 0 then redis.call('HINCRBY', KEYS[1], 'c', -1) end
return 0`;
const SET = `redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'u', ARGV[2], 'c', 0)
if ARGV[3] ~= '' then redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3])) end
return 0`;
const SET_IF_ABSENT = `${LIVE}
local r = redis.call('HMGET', KEYS[1], 'v', 'u')
if live(r[2], tonumber(ARGV[4])) then return {r[1], r[2]} end
${SET}`;

// Expiring sets: a sorted set per key scored by each member's end, listed in one index set so
// a sweep finds them; live means an end after `now`. PEXPIRE again only collects garbage.
const LIVE_COUNT = `local function live_count(k, now) return redis.call('ZCOUNT', k, '(' .. now, '+inf') end\n`;
// A set's area (decision 0154) is a hash beside it, `<set>#area`: field _closed holds the
// member-milliseconds of intervals that ended, every other field a member's join time. Only sets
// whose area was started have one; the sets' own scripts keep it, so it is exact across instances.
const AREA = `local function close_member(setk, member, ends)
  local areak = setk .. '#area'
  local since = redis.call('HGET', areak, member)
  if since then
    local spent = tonumber(ends) - tonumber(since)
    if spent > 0 then redis.call('HINCRBYFLOAT', areak, '_closed', spent) end
    redis.call('HDEL', areak, member)
  end
end
local function drop_expired(setk, now)
  if redis.call('EXISTS', setk .. '#area') == 1 then
    local ended = redis.call('ZRANGEBYSCORE', setk, '-inf', now, 'WITHSCORES')
    for i = 1, #ended, 2 do close_member(setk, ended[i], ended[i + 1]) end
  end
  return redis.call('ZREMRANGEBYSCORE', setk, '-inf', now)
end
`;
const MEMBER_TOUCH = `${LIVE_COUNT}${AREA}
local member, now, max = ARGV[1], ARGV[3], tonumber(ARGV[5])
local score = redis.call('ZSCORE', KEYS[1], member)
if not (score and tonumber(score) > tonumber(now)) then
  if ARGV[4] == '1' then return {0, live_count(KEYS[1], now)} end
  if redis.call('ZCARD', KEYS[1]) >= max then
    drop_expired(KEYS[1], now)
    if redis.call('ZCARD', KEYS[1]) >= max then return {0, live_count(KEYS[1], now)} end
  end
  local areak = KEYS[1] .. '#area'
  if redis.call('EXISTS', areak) == 1 then
    if score then close_member(KEYS[1], member, score) end
    redis.call('HSET', areak, member, now)
  end
end
redis.call('ZADD', KEYS[1], ARGV[2], member)
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[6]))
redis.call('SADD', KEYS[2], KEYS[1])
return {1, live_count(KEYS[1], now)}`;
const MEMBER_REMOVE = `${LIVE_COUNT}${AREA}
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score then close_member(KEYS[1], ARGV[1], math.min(tonumber(ARGV[2]), tonumber(score))) end
return {redis.call('ZREM', KEYS[1], ARGV[1]), live_count(KEYS[1], ARGV[2])}`;
const MEMBER_COUNTS = `${LIVE_COUNT}
local out = {}
for i, key in ipairs(KEYS) do out[i] = live_count(key, ARGV[1]) end
return out`;
// KEYS[1] is the index, the others the sets it listed.
const MEMBER_SWEEP = `${AREA}
local out = {}
for i = 2, #KEYS do
  if drop_expired(KEYS[i], ARGV[1]) > 0 then out[#out + 1] = KEYS[i] end
  if redis.call('ZCARD', KEYS[i]) == 0 then redis.call('SREM', KEYS[1], KEYS[i]) end
end
return out`;
// The area lives as long as a live may (it is dropped with the set at the live's end).
const AREA_TTL_MS = 7 * 24 * 3600 * 1000;
const MEMBER_AREA_START = `local areak = KEYS[1] .. '#area'
redis.call('DEL', areak)
redis.call('HSET', areak, '_closed', '0')
local live = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. ARGV[1], '+inf')
for _, member in ipairs(live) do redis.call('HSET', areak, member, ARGV[1]) end
redis.call('PEXPIRE', areak, ${AREA_TTL_MS})
return 1`;
const MEMBER_AREA = `local areak = KEYS[1] .. '#area'
local fields = redis.call('HGETALL', areak)
local now, total = tonumber(ARGV[1]), 0
for i = 1, #fields, 2 do
  if fields[i] == '_closed' then total = total + tonumber(fields[i + 1])
  else
    local since = tonumber(fields[i + 1])
    local ends = tonumber(redis.call('ZSCORE', KEYS[1], fields[i]) or since)
    total = total + math.max(0, math.min(now, ends) - since)
  end
end
return tostring(total)`;

type Commands = Redis & {
  placarHit(key: string, now: string, ends: string, ttl: string): Promise<[number, string]>;
  placarRefund(key: string, now: string): Promise<number>;
  placarSet(key: string, value: string, until: string, ttl: string): Promise<number>;
  placarSetIfAbsent(
    key: string,
    value: string,
    until: string,
    ttl: string,
    now: string,
  ): Promise<[string, string] | number>;
  placarMemberTouch(
    key: string,
    index: string,
    member: string,
    until: string,
    now: string,
    onlyIfLive: string,
    max: string,
    ttl: string,
  ): Promise<[number, number]>;
  placarMemberRemove(key: string, member: string, now: string): Promise<[number, number]>;
  placarMemberCounts(...args: string[]): Promise<number[]>;
  placarMemberSweep(...args: string[]): Promise<string[]>;
  placarMemberAreaStart(key: string, now: string): Promise<number>;
  placarMemberArea(key: string, now: string): Promise<string>;
};

export interface RedisConnections {
  command: Commands;
  subscriber: Redis;
}

/** Two connections (commands, subscriptions), reconnecting forever; nothing queued while down. */
export function connectRedis(url: string, onError: (error: Error) => void): RedisConnections {
  const options = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times: number) => Math.min(100 * times, 1000),
  };
  const command = new Redis(url, options) as Commands;
  command.defineCommand('placarHit', { numberOfKeys: 1, lua: HIT });
  command.defineCommand('placarRefund', { numberOfKeys: 1, lua: REFUND });
  command.defineCommand('placarSet', { numberOfKeys: 1, lua: SET });
  command.defineCommand('placarSetIfAbsent', { numberOfKeys: 1, lua: SET_IF_ABSENT });
  command.defineCommand('placarMemberTouch', { numberOfKeys: 2, lua: MEMBER_TOUCH });
  command.defineCommand('placarMemberRemove', { numberOfKeys: 1, lua: MEMBER_REMOVE });
  command.defineCommand('placarMemberCounts', { lua: MEMBER_COUNTS });
  command.defineCommand('placarMemberSweep', { lua: MEMBER_SWEEP });
  command.defineCommand('placarMemberAreaStart', { numberOfKeys: 1, lua: MEMBER_AREA_START });
  command.defineCommand('placarMemberArea', { numberOfKeys: 1, lua: MEMBER_AREA });
  // Subscriptions queue while down: ioredis subscribes again when it reconnects.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
  command.on('error', onError);
  subscriber.on('error', onError);
  return { command, subscriber };
}

export class RedisSharedStore implements SharedStore {
  private readonly redis: Commands;
  private readonly prefix: string;

  constructor(redis: Commands, prefix = 'placar:') {
    this.redis = redis;
    this.prefix = prefix;
  }

  async hit(key: string, windowMs: number, now: number) {
    const ends = now + windowMs;
    const [count, until] = await this.redis.placarHit(
      this.prefix + key,
      String(now),
      untilText(ends),
      gcTtl(ends, now),
    );
    return { count: Number(count), resetAt: untilOf(until) };
  }

  async refund(key: string, now: number) {
    await this.redis.placarRefund(this.prefix + key, String(now));
  }

  async peek(key: string, now: number) {
    const [count, until] = await this.redis.hmget(this.prefix + key, 'c', 'u');
    if (count == null || until == null || untilOf(until) <= now) return undefined;
    return { count: Number(count), resetAt: untilOf(until) };
  }

  async set(key: string, value: string, until: number, now: number) {
    await this.redis.placarSet(this.prefix + key, value, untilText(until), gcTtl(until, now));
  }

  async setIfAbsent(key: string, value: string, until: number, now: number) {
    const held = await this.redis.placarSetIfAbsent(
      this.prefix + key,
      value,
      untilText(until),
      gcTtl(until, now),
      String(now),
    );
    return Array.isArray(held) ? { value: held[0], until: untilOf(held[1]) } : undefined;
  }

  async get(key: string, now: number) {
    const [value, until] = await this.redis.hmget(this.prefix + key, 'v', 'u');
    if (value == null || until == null || untilOf(until) <= now) return undefined;
    return { value, until: untilOf(until) };
  }

  async delete(key: string) {
    await this.redis.del(this.prefix + key);
  }

  private get memberIndex() {
    return `${this.prefix}member-sets`;
  }

  async memberTouch(
    key: string,
    member: string,
    until: number,
    now: number,
    options: { onlyIfLive: boolean; max: number },
  ) {
    const [done, count] = await this.redis.placarMemberTouch(
      `${this.prefix}members:${key}`,
      this.memberIndex,
      member,
      String(Math.round(until)),
      String(now),
      options.onlyIfLive ? '1' : '0',
      String(options.max),
      gcTtl(until, now),
    );
    return { done: done === 1, count: Number(count) };
  }

  async memberRemove(key: string, member: string, now: number) {
    const [done, count] = await this.redis.placarMemberRemove(`${this.prefix}members:${key}`, member, String(now));
    return { done: done === 1, count: Number(count) };
  }

  async memberCounts(keys: readonly string[], now: number) {
    if (keys.length === 0) return [];
    const counts = await this.redis.placarMemberCounts(
      String(keys.length),
      ...keys.map((key) => `${this.prefix}members:${key}`),
      String(now),
    );
    return counts.map(Number);
  }

  async memberList(key: string, now: number) {
    return this.redis.zrangebyscore(`${this.prefix}members:${key}`, `(${now}`, '+inf');
  }

  async memberSweep(now: number) {
    const sets = await this.redis.smembers(this.memberIndex);
    if (sets.length === 0) return [];
    const swept = await this.redis.placarMemberSweep(String(sets.length + 1), this.memberIndex, ...sets, String(now));
    const head = `${this.prefix}members:`;
    return swept.filter((key) => key.startsWith(head)).map((key) => key.slice(head.length));
  }

  async memberClear(key: string) {
    const set = `${this.prefix}members:${key}`;
    await this.redis.multi().del(set).del(`${set}#area`).srem(this.memberIndex, set).exec();
  }

  async memberAreaStart(key: string, now: number) {
    await this.redis.placarMemberAreaStart(`${this.prefix}members:${key}`, String(now));
  }

  async memberArea(key: string, now: number) {
    return Number(await this.redis.placarMemberArea(`${this.prefix}members:${key}`, String(now)));
  }
}

/** Pub/sub: each message carries its sender's id, so an instance skips its own. */
export class RedisSharedEvents implements SharedEvents {
  private readonly self = randomBytes(8).toString('base64url');
  private readonly listeners = new Map<string, Set<(message: string) => void>>();
  private readonly connections: RedisConnections;
  private readonly prefix: string;

  constructor(connections: RedisConnections, prefix = 'placar:') {
    this.connections = connections;
    this.prefix = prefix;
    connections.subscriber.on('message', (channel: string, raw: string) => {
      const cut = raw.indexOf('\n');
      if (cut < 0 || raw.slice(0, cut) === this.self) return;
      for (const listener of this.listeners.get(channel.slice(this.prefix.length)) ?? []) listener(raw.slice(cut + 1));
    });
  }

  async publish(channel: string, message: string) {
    await this.connections.command.publish(this.prefix + channel, `${this.self}\n${message}`);
  }

  subscribe(channel: string, listener: (message: string) => void) {
    let set = this.listeners.get(channel);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(channel, set);
      this.connections.subscriber.subscribe(this.prefix + channel).catch(() => {});
    }
    set.add(listener);
    return () => set.delete(listener);
  }
}
