import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import proxyAddr from '@fastify/proxy-addr';
import { publicConfigSchema, readPublicConfig } from '@placar/contract/public-config';
import { LIVE_CONNECTION } from '@placar/contract/constants';
import type { PublicConfig } from '@placar/contract/public-config';
import type { BrokerLimits } from './realtime/embedded-broker.ts';
import { mediaConfig, mediaEnvShape } from './media/media-config.ts';
import type { MediaConfig } from './media/media-config.ts';

/** apps/web/build, found from this file so the server finds it whatever the working directory. */
export const DEFAULT_WEB_BUILD_DIR = fileURLToPath(new URL('../../web/build', import.meta.url));

const optionalUrl = (protocols: RegExp, example: string) =>
  z.url({ protocol: protocols, error: `must be a URL such as ${example}` }).optional();

const seconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(fallback);
const count = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .default(fallback);
/** A whole number from min to max, with one message for every way it can be wrong. */
const wholeNumber = (
  min: number,
  max: number,
  fallback: number,
  error = `must be a whole number from ${min} to ${max}`,
) => z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback);

/** Every environment variable the server reads (documented in docs/OPERATIONS.md). */
export const envSchema = z.object({
  ...publicConfigSchema.shape,
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000)
    .describe('HTTP port; 0 picks a free one'),
  HOST: z.string().min(1).default('127.0.0.1').describe('Interface to listen on; production sets 0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data').describe('Where the embedded mode writes (PostgreSQL in DATA_DIR/pg)'),
  UPLOAD_DIR: z.string().min(1).optional().describe('Where uploaded images are stored; default DATA_DIR/uploads'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'postgres://user:password@host:5432/placar').describe(
    'External PostgreSQL; when unset an embedded PostgreSQL runs in DATA_DIR/pg',
  ),
  MQTT_URL: optionalUrl(/^(mqtts?|wss?)$/, 'mqtt://broker:1883').describe(
    'External MQTT broker; unset runs the embedded one',
  ),
  SMTP_URL: optionalUrl(/^smtps?$/, 'smtp://user:password@mail:587').describe(
    'SMTP server for e-mail; unset uses the dev outbox',
  ),
  CLOCK_START: z.iso
    .datetime({ offset: true, error: 'must be an ISO instant such as 2026-11-22T23:50:00Z' })
    .optional()
    .describe(
      "Starts the server's clock at this instant, running at real speed from there (tests and demos); unset: the system clock",
    ),
  SIMULATOR: z
    .enum(['on', 'off'], { error: 'must be on or off' })
    .default('on')
    .describe('Built-in live match simulator'),
  SIMULATOR_SEED: z
    .string()
    .min(1)
    .max(100)
    .default('placar')
    .describe('Seed of the simulator: same seed and start, same fixtures and events'),
  SIMULATOR_SPEED: z.coerce
    .number({ error: 'must be a number' })
    .min(0.1, { error: 'must be between 0.1 and 10000' })
    .max(10_000, { error: 'must be between 0.1 and 10000' })
    .default(1)
    .describe('How much faster than real time simulated matches are played'),
  FEED_TOKENS: z
    .string()
    .regex(/^[^\s,]{16,}(,[^\s,]{16,})*$/, { error: 'must be secrets of 16 or more characters separated by commas' })
    .optional()
    .describe('Credentials of data feeds (Authorization: Feed <token>)'),
  API_FOOTBALL_KEY: z.string().min(1).optional().describe('API-Football v3 key; when set its fixtures are polled'),
  API_FOOTBALL_URL: optionalUrl(/^https?$/, 'https://v3.football.api-sports.io')
    .default('https://v3.football.api-sports.io')
    .describe('API-Football v3 base URL'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('production'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
  WEB_BUILD_DIR: z.string().min(1).optional().describe('React Router build of the web app; default apps/web/build'),
  AUTH_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters' })
    .optional()
    .describe('Signs access tokens and hashes codes; unset: generated once in DATA_DIR/auth-secret'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be a P-256 public key, 87 base64url characters' })
    .optional()
    .describe(
      'Web Push VAPID public key (with VAPID_PRIVATE_KEY); unset: a pair made once in DATA_DIR/vapid-keys.json',
    ),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a P-256 private key, 43 base64url characters' })
    .optional()
    .describe('Web Push VAPID private key (with VAPID_PUBLIC_KEY)'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, { error: 'must be a mailto: or https: URL' })
    .optional()
    .describe(
      'Who push services may contact about our pushes (RFC 8292 sub); default PUBLIC_URL, or a mailto: when it is not https',
    ),
  ACCESS_TOKEN_TTL: seconds(900).describe('Seconds an access token lives'),
  REFRESH_TOKEN_TTL: seconds(30 * 24 * 3600).describe('Seconds a session lives without refreshing'),
  OIDC_ISSUER: optionalUrl(/^https?$/, 'https://accounts.google.com')
    .default('https://accounts.google.com')
    .describe('Issuer of sign-in ID tokens'),
  OIDC_JWKS_URL: optionalUrl(/^https?$/, 'https://www.googleapis.com/oauth2/v3/certs')
    .default('https://www.googleapis.com/oauth2/v3/certs')
    .describe('Keys that sign the ID tokens'),
  LOGIN_LIMIT_PER_ACCOUNT: count(10).describe(
    'Wrong passwords per account per 15 minutes, from anywhere, before strangers slow down (decision 0106)',
  ),
  LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: count(10).describe(
    'Wrong passwords one address may try on one account per 15 minutes',
  ),
  LOGIN_ACCOUNT_DELAY: seconds(30).describe(
    'Seconds between attempts on a slowed account from addresses it never signed in from',
  ),
  LOGIN_LIMIT_PER_IP: count(50).describe('Login attempts per IP address per 15 minutes'),
  CODE_LIMIT_PER_EMAIL: count(5).describe('Codes sent to one e-mail per hour'),
  CODE_LIMIT_PER_IP: count(20).describe('Codes asked from one IP address per hour'),
  // Live video and RTMP ingest (issues 11, 36, 40; docs/OPERATIONS.md, Live video).
  ...mediaEnvShape,
  // Admin console, visit tracking and location blocking (issue 13).
  GEO_DATABASE: z
    .string()
    .min(1)
    .optional()
    .describe('An mmdb country database to read instead of the shipped DB-IP Lite one'),
  VISIT_RETENTION_DAYS: count(400).describe('Days visit records are kept'),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/, { error: 'must be a header name, e.g. CF-IPCountry' })
    .optional()
    .describe(
      "A header with the visitor's country (e.g. CF-IPCountry), believed only when the request's peer is a TRUST_PROXY proxy",
    ),
  // Security settings (issue 9, docs/SECURITY.md).
  TRUST_PROXY: z
    .string()
    .refine(isTrustList, {
      error:
        'must be addresses or CIDR ranges separated by commas, e.g. 10.0.0.5,10.1.0.0/16 (or loopback, linklocal, uniquelocal)',
    })
    .optional()
    .describe('Proxies whose X-Forwarded-For is believed; unset: the socket address is the client'),
  PUBLIC_URL: optionalUrl(/^https?$/, 'https://placar.example.com').describe(
    'The address fans reach the site at: canonical links, e-mails, cookies',
  ),
  MAIL_OUTBOX: z
    .enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' })
    .default('auto')
    .describe('The development outbox at /dev/mail when SMTP_URL is unset'),
  SESSION_MAX_LIFETIME: seconds(90 * 24 * 3600).describe('Seconds a session lives at most, however often it refreshes'),
  ACCOUNT_LIMIT_PER_IP: count(20).describe('Sign-ups and e-mail changes tried from one IP address per hour'),
  ACCOUNT_LIMIT_PER_TARGET: count(10).describe('Sign-ups and e-mail changes tried per e-mail or username per hour'),
  MQTT_MAX_CONNECTIONS_PER_ADDRESS: count(20).describe('Open MQTT WebSockets per client address'),
  MQTT_SESSIONS_PER_ADDRESS: count(50).describe('Persistent MQTT sessions kept per client address'),
  MQTT_MAX_KEEPALIVE: seconds(120).describe('Longest MQTT keepalive accepted (0 is refused)'),
  MQTT_SESSION_EXPIRY: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 86400' })
    .max(86_400, { error: 'must be between 1 and 86400' })
    .default(600)
    .describe('Seconds a persistent MQTT session outlives its client'),
  MQTT_QUEUE_MESSAGES: count(100).describe('Messages kept per persistent MQTT session'),
  MQTT_QUEUE_BYTES: count(256 * 1024).describe('Bytes of messages kept per persistent MQTT session'),
  // Live-room viewers one address may count (issue 36).
  PRESENCE_PER_ADDRESS_ROOM: count(30).describe('Viewers one client address (an IPv6 /64) may count in one live room'),
  PRESENCE_PER_ADDRESS: count(100).describe('Viewers one client address may count in all live rooms together'),
  // What one MQTT client may ask before it is anybody (issue 36, decision 0105): each breach closes its connection.
  MQTT_CONNECTS_PER_MINUTE: wholeNumber(10, 1_000_000, 60).describe(
    'New MQTT WebSockets one client address may open per minute (a reconnect loop costs an upgrade each)',
  ),
  MQTT_MAX_PACKET_BYTES: wholeNumber(1024, 256 * 1024, 8 * 1024).describe(
    'Largest MQTT packet a client may send, in bytes (mosquitto: max_packet_size)',
  ),
  MQTT_MAX_SUBSCRIPTIONS: wholeNumber(4, 10_000, 50).describe(
    'Topic filters one MQTT client (its persistent session included) may hold',
  ),
  MQTT_MAX_FILTERS_PER_SUBSCRIBE: wholeNumber(LIVE_CONNECTION.filtersPerPacket, 1000, 16).describe(
    'Topic filters in one SUBSCRIBE or UNSUBSCRIBE packet (the web sends at most 8)',
  ),
  MQTT_MAX_TOPIC_LENGTH: wholeNumber(64, 65_535, 256).describe('Bytes of one topic filter'),
  MQTT_MAX_TOPIC_LEVELS: wholeNumber(4, 100, 8).describe('Levels (parts between /) of one topic filter'),
  MQTT_MAX_CONTROL_PACKETS: wholeNumber(10, 100_000, 60).describe(
    'SUBSCRIBE and UNSUBSCRIBE packets one MQTT connection may send per minute',
  ),
  MQTT_SESSIONS_TOTAL: wholeNumber(10, 10_000_000, 20_000).describe(
    'Persistent MQTT sessions kept in all; beyond, the oldest offline one is dropped',
  ),
  MQTT_QUEUE_TOTAL_BYTES: wholeNumber(1024 * 1024, 64 * 1024 * 1024 * 1024, 64 * 1024 * 1024).describe(
    'Bytes of messages kept for absent MQTT clients in all',
  ),
  // Several instances (issue 15; docs/OPERATIONS.md, Running at scale).
  REDIS_URL: optionalUrl(/^rediss?$/, 'redis://redis:6379').describe(
    'Redis shared by every instance (rate limits, request keys, sessions, caches); unset: in this process',
  ),
  // Page renders off the main thread (issue 14, decision 0091).
  RENDER_THREADS: wholeNumber(0, 1, 1, 'must be 0 or 1').describe(
    '1: pages render on a worker thread at a lower CPU priority, apart from the broker and the API (decision 0093); 0: on the main thread',
  ),
  // The render thread's CPU priority below the main thread's (decision 0093).
  RENDER_THREAD_NICE: wholeNumber(0, 19, 10).describe(
    'Niceness of the render thread (Linux): under CPU contention the main thread (broker, API) runs first; 0 keeps the process priority',
  ),
});

/** TRUST_PROXY as proxy-addr reads it: addresses, CIDR ranges or its keywords. */
function isTrustList(value: string): boolean {
  try {
    proxyAddr.compile(trustList(value));
    return true;
  } catch {
    return false;
  }
}

const trustList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** Loopback interfaces: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  databaseUrl: string | undefined;
  mqttUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Epoch ms the server's clock starts at (CLOCK_START); undefined: the system clock. */
  clockStart: number | undefined;
  simulator: boolean;
  simulatorSeed: string;
  simulatorSpeed: number;
  feedTokens: string[];
  apiFootball: { key: string; url: string } | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  webBuildDir: string;
  auth: AuthConfig;
  media: MediaConfig;
  public: PublicConfig;
  /** An mmdb country database path; undefined: the shipped one. */
  geoDatabase: string | undefined;
  /** COUNTRY_HEADER in lower case; undefined: the country comes from the address alone. */
  countryHeader: string | undefined;
  visitRetentionDays: number;
  security: SecurityConfig;
  broker: BrokerConfig;
  /** PRESENCE_PER_ADDRESS_ROOM and PRESENCE_PER_ADDRESS. */
  presenceCaps: { perAddressRoom: number; perAddress: number };
  /** REDIS_URL; undefined: shared state stays in this process. */
  redisUrl: string | undefined;
  /** RENDER_THREADS: worker threads that render pages; 0 renders on the main thread. */
  renderThreads: number;
  /** RENDER_THREAD_NICE: the render thread's niceness; 0 keeps the process's. */
  renderThreadNice: number;
  /** Web Push (issue 34 item 10): keys from the environment (undefined: DATA_DIR/vapid-keys.json) and the VAPID subject. */
  push: { keys: { publicKey: string; privateKey: string } | undefined; subject: string | undefined };
}

export interface SecurityConfig {
  /** TRUST_PROXY entries; empty: X-Forwarded-For is never read. */
  trustProxy: string[];
  /** Origin of the site (PUBLIC_URL, else http://localhost:PORT), without a trailing slash. */
  publicUrl: string;
  /** The development outbox at /dev/mail (SMTP_URL unset). */
  mailOutbox: boolean;
}

/** The MQTT_* settings: the embedded broker's limits (the bridge applies the same), and WebSockets per address. */
export interface BrokerConfig extends BrokerLimits {
  maxConnectionsPerAddress: number;
  connectsPerMinute: number;
}

export type { MediaConfig };

export interface AuthConfig {
  /** Undefined: the secret kept in DATA_DIR/auth-secret (modules/auth/auth-secret.ts). */
  secret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  oidcIssuer: string;
  oidcJwksUrl: string;
  /** Seconds a session lives at most (SESSION_MAX_LIFETIME). */
  sessionMaxLifetime: number;
  limits: {
    loginPerAccount: number;
    loginPerAccountAddress: number;
    loginAccountDelay: number;
    loginPerIp: number;
    codePerEmail: number;
    codePerIp: number;
    accountPerIp: number;
    accountPerTarget: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Where relative paths start: the directory the command was typed in. npm runs workspace
 * scripts inside the workspace but keeps the caller's directory in INIT_CWD, so `npm start`
 * and `npm run db:migrate` from the repository root both use ./data there.
 */
export function launchDirectory(env: Record<string, string | undefined> = process.env): string {
  return env.INIT_CWD || process.cwd();
}

/** Parses the environment once; empty variables count as unset. Throws ConfigError naming each bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = launchDirectory(env),
): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const problems = startRefusals(parsed);
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: resolve(cwd, parsed.DATA_DIR),
    uploadDir:
      parsed.UPLOAD_DIR === undefined ? resolve(cwd, parsed.DATA_DIR, 'uploads') : resolve(cwd, parsed.UPLOAD_DIR),
    databaseUrl: parsed.DATABASE_URL,
    mqttUrl: parsed.MQTT_URL,
    smtpUrl: parsed.SMTP_URL,
    clockStart: parsed.CLOCK_START === undefined ? undefined : Date.parse(parsed.CLOCK_START),
    simulator: parsed.SIMULATOR === 'on',
    simulatorSeed: parsed.SIMULATOR_SEED,
    simulatorSpeed: parsed.SIMULATOR_SPEED,
    feedTokens: parsed.FEED_TOKENS?.split(',') ?? [],
    apiFootball:
      parsed.API_FOOTBALL_KEY === undefined
        ? undefined
        : { key: parsed.API_FOOTBALL_KEY, url: parsed.API_FOOTBALL_URL },
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    webBuildDir: parsed.WEB_BUILD_DIR === undefined ? DEFAULT_WEB_BUILD_DIR : resolve(cwd, parsed.WEB_BUILD_DIR),
    auth: {
      secret: parsed.AUTH_SECRET,
      accessTokenTtl: parsed.ACCESS_TOKEN_TTL,
      refreshTokenTtl: parsed.REFRESH_TOKEN_TTL,
      oidcIssuer: parsed.OIDC_ISSUER,
      oidcJwksUrl: parsed.OIDC_JWKS_URL,
      sessionMaxLifetime: parsed.SESSION_MAX_LIFETIME,
      limits: {
        loginPerAccount: parsed.LOGIN_LIMIT_PER_ACCOUNT,
        loginPerAccountAddress: parsed.LOGIN_LIMIT_PER_ACCOUNT_ADDRESS,
        loginAccountDelay: parsed.LOGIN_ACCOUNT_DELAY,
        loginPerIp: parsed.LOGIN_LIMIT_PER_IP,
        codePerEmail: parsed.CODE_LIMIT_PER_EMAIL,
        codePerIp: parsed.CODE_LIMIT_PER_IP,
        accountPerIp: parsed.ACCOUNT_LIMIT_PER_IP,
        accountPerTarget: parsed.ACCOUNT_LIMIT_PER_TARGET,
      },
    },
    media: checkedMediaConfig(parsed),
    public: readPublicConfig(present),
    geoDatabase: parsed.GEO_DATABASE === undefined ? undefined : resolve(cwd, parsed.GEO_DATABASE),
    countryHeader: parsed.COUNTRY_HEADER?.toLowerCase(),
    visitRetentionDays: parsed.VISIT_RETENTION_DAYS,
    push: {
      keys:
        parsed.VAPID_PUBLIC_KEY === undefined || parsed.VAPID_PRIVATE_KEY === undefined
          ? undefined
          : { publicKey: parsed.VAPID_PUBLIC_KEY, privateKey: parsed.VAPID_PRIVATE_KEY },
      subject: parsed.VAPID_SUBJECT,
    },
    security: {
      trustProxy: trustList(parsed.TRUST_PROXY),
      publicUrl: (parsed.PUBLIC_URL === undefined
        ? `http://localhost:${parsed.PORT}`
        : new URL(parsed.PUBLIC_URL).origin
      ).replace(/\/$/, ''),
      mailOutbox: parsed.SMTP_URL === undefined && parsed.MAIL_OUTBOX !== 'off',
    },
    broker: {
      maxConnectionsPerAddress: parsed.MQTT_MAX_CONNECTIONS_PER_ADDRESS,
      connectsPerMinute: parsed.MQTT_CONNECTS_PER_MINUTE,
      sessionsPerAddress: parsed.MQTT_SESSIONS_PER_ADDRESS,
      maxKeepaliveSeconds: parsed.MQTT_MAX_KEEPALIVE,
      sessionExpiryMs: parsed.MQTT_SESSION_EXPIRY * 1000,
      queueMessages: parsed.MQTT_QUEUE_MESSAGES,
      queueBytes: parsed.MQTT_QUEUE_BYTES,
      maxPacketBytes: parsed.MQTT_MAX_PACKET_BYTES,
      subscriptionsPerClient: parsed.MQTT_MAX_SUBSCRIPTIONS,
      filtersPerPacket: parsed.MQTT_MAX_FILTERS_PER_SUBSCRIBE,
      filterBytes: parsed.MQTT_MAX_TOPIC_LENGTH,
      filterLevels: parsed.MQTT_MAX_TOPIC_LEVELS,
      controlPackets: parsed.MQTT_MAX_CONTROL_PACKETS,
      controlWindowMs: 60_000,
      sessionsTotal: parsed.MQTT_SESSIONS_TOTAL,
      queueTotalBytes: parsed.MQTT_QUEUE_TOTAL_BYTES,
    },
    presenceCaps: { perAddressRoom: parsed.PRESENCE_PER_ADDRESS_ROOM, perAddress: parsed.PRESENCE_PER_ADDRESS },
    redisUrl: parsed.REDIS_URL,
    renderThreads: parsed.RENDER_THREADS,
    renderThreadNice: parsed.RENDER_THREAD_NICE,
  };
}

function checkedMediaConfig(parsed: z.output<typeof envSchema>): MediaConfig {
  const { config, problems } = mediaConfig(parsed);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return config;
}

/**
 * Settings the server refuses to start with (docs/OPERATIONS.md, "Public deployment"): a server
 * reachable from other machines must send real mail and know its public address.
 */
function startRefusals(parsed: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  const reachable = !isLoopbackHost(parsed.HOST);
  if (parsed.SMTP_URL === undefined && parsed.MAIL_OUTBOX === 'off') {
    problems.push('SMTP_URL: must be set when MAIL_OUTBOX=off, or no mail (sign-up and reset codes) can be sent');
  } else if (parsed.SMTP_URL === undefined && parsed.MAIL_OUTBOX === 'auto' && reachable) {
    problems.push(
      `SMTP_URL: must be set when HOST (${parsed.HOST}) is not a loopback address: sign-up and reset codes would only reach the development outbox. Set SMTP_URL, or MAIL_OUTBOX=on to keep the outbox (it answers only requests from this machine)`,
    );
  }
  if ((parsed.VAPID_PUBLIC_KEY === undefined) !== (parsed.VAPID_PRIVATE_KEY === undefined))
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither (a pair is then made in DATA_DIR)');
  if (parsed.PUBLIC_URL === undefined && reachable) {
    problems.push(
      `PUBLIC_URL: must be set when HOST (${parsed.HOST}) is not a loopback address, e.g. https://placar.example.com: canonical links and e-mails name it`,
    );
  }
  return problems;
}
