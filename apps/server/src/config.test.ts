import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_WEB_BUILD_DIR, launchDirectory, loadConfig } from './config.ts';

describe('config', () => {
  it('has embedded defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/placar');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/placar/data',
      databaseUrl: undefined,
      mqttUrl: undefined,
      smtpUrl: undefined,
      simulator: true,
      nodeEnv: 'production',
      logLevel: 'info',
      webBuildDir: DEFAULT_WEB_BUILD_DIR,
    });
    expect(config.public).toEqual({
      apiBase: '/api',
      product: 'placar',
      mqttPublicUrl: '',
      originLocal: 'http://localhost:3000',
      siteVerification: 'placar-site-verification',
      analyticsId: '',
      googleClientId: '',
      oidcAuthorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      publicUrl: '',
    });
  });

  it('finds the web build from the source location, not the working directory', () => {
    expect(DEFAULT_WEB_BUILD_DIR).toBe(resolve(import.meta.dirname, '../../web/build'));
    expect(loadConfig({ WEB_BUILD_DIR: 'out/web' }, '/x').webBuildDir).toBe('/x/out/web');
  });

  it('takes PORT, DATA_DIR and the others from the environment', () => {
    const config = loadConfig(
      {
        PORT: '3456',
        HOST: '0.0.0.0',
        DATA_DIR: './data-2',
        DATABASE_URL: 'postgres://u:p@db.example:5432/placar',
        MQTT_URL: 'mqtt://broker:1883',
        SMTP_URL: 'smtp://mail:587',
        PUBLIC_URL: 'https://placar.example.com/',
        SIMULATOR: 'off',
        NODE_ENV: 'development',
        LOG_LEVEL: 'debug',
        PRODUCT: 'golazo',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 3456,
      host: '0.0.0.0',
      dataDir: join('/srv', 'data-2'),
      databaseUrl: 'postgres://u:p@db.example:5432/placar',
      mqttUrl: 'mqtt://broker:1883',
      smtpUrl: 'smtp://mail:587',
      simulator: false,
      nodeEnv: 'development',
      logLevel: 'debug',
    });
    expect(config.public.product).toBe('golazo');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '30.5'],
    ['SIMULATOR', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://db/placar'],
    ['DATABASE_URL', 'not a url'],
    ['MQTT_URL', 'http://broker'],
    ['PRODUCT', 'Bad Name!'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`${name}:`);
  });
});

describe('config for a public deployment (item 1, item 12)', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return undefined;
    } catch (error) {
      return error instanceof ConfigError ? error.message : String(error);
    }
  };

  it('keeps the outbox with no SMTP_URL on a loopback HOST, the embedded default', () => {
    expect(loadConfig({}).security).toMatchObject({
      mailOutbox: true,
      publicUrl: 'http://localhost:3000',
      trustProxy: [],
    });
    expect(loadConfig({ HOST: '::1', PORT: '4000' }).security).toMatchObject({
      mailOutbox: true,
      publicUrl: 'http://localhost:4000',
    });
  });

  it('refuses to start reachable from other machines without SMTP_URL, saying what to set', () => {
    expect(refusal({ HOST: '0.0.0.0', PUBLIC_URL: 'https://placar.example.com' })).toMatch(
      /SMTP_URL: must be set when HOST \(0\.0\.0\.0\) is not a loopback address.*MAIL_OUTBOX=on/,
    );
    expect(refusal({ HOST: '192.168.1.20', PUBLIC_URL: 'https://placar.example.com' })).toContain(
      'SMTP_URL: must be set',
    );
  });

  it('refuses MAIL_OUTBOX=off without SMTP_URL, and keeps the outbox only when asked on a reachable HOST', () => {
    expect(refusal({ MAIL_OUTBOX: 'off' })).toContain('SMTP_URL: must be set when MAIL_OUTBOX=off');
    expect(loadConfig({ MAIL_OUTBOX: 'off', SMTP_URL: 'smtp://mail:587' }).security.mailOutbox).toBe(false);
    expect(
      loadConfig({ HOST: '0.0.0.0', MAIL_OUTBOX: 'on', PUBLIC_URL: 'http://10.0.0.2:3000' }).security.mailOutbox,
    ).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail:587', MAIL_OUTBOX: 'on' }).security.mailOutbox).toBe(false);
  });

  it('refuses a reachable HOST without PUBLIC_URL, and keeps only the origin of PUBLIC_URL', () => {
    expect(refusal({ HOST: '0.0.0.0', SMTP_URL: 'smtp://mail:587' })).toContain(
      'PUBLIC_URL: must be set when HOST (0.0.0.0) is not a loopback address',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://placar.example.com/some/path?x=1' }).security.publicUrl).toBe(
      'https://placar.example.com',
    );
    expect(refusal({ PUBLIC_URL: 'ftp://placar.example.com' })).toContain('PUBLIC_URL:');
  });

  it('reads TRUST_PROXY as addresses, ranges and keywords, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).security.trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(refusal({ TRUST_PROXY: 'proxy.example.com' })).toContain('TRUST_PROXY:');
  });

  it('bounds the broker and sessions with defaults, and refuses a session expiry over a day', () => {
    expect(loadConfig({}).broker).toEqual({
      maxConnectionsPerAddress: 20,
      connectsPerMinute: 60,
      sessionsPerAddress: 50,
      maxKeepaliveSeconds: 120,
      sessionExpiryMs: 600_000,
      queueMessages: 100,
      queueBytes: 262_144,
      maxPacketBytes: 8192,
      subscriptionsPerClient: 50,
      filtersPerPacket: 16,
      filterBytes: 256,
      filterLevels: 8,
      controlPackets: 60,
      controlWindowMs: 60_000,
      sessionsTotal: 20_000,
      queueTotalBytes: 64 * 1024 * 1024,
    });
    expect(loadConfig({}).auth.sessionMaxLifetime).toBe(90 * 24 * 3600);
    expect(refusal({ MQTT_SESSION_EXPIRY: '90000' })).toContain('MQTT_SESSION_EXPIRY: must be between 1 and 86400');
    // The web sends up to 8 filters a packet: a lower bound would cut every fan.
    expect(refusal({ MQTT_MAX_FILTERS_PER_SUBSCRIBE: '4' })).toContain(
      'MQTT_MAX_FILTERS_PER_SUBSCRIBE: must be a whole number from 8 to 1000',
    );
  });
});

describe('launchDirectory', () => {
  it("is npm's INIT_CWD when npm started us, else the working directory", () => {
    expect(launchDirectory({ INIT_CWD: '/repo' })).toBe('/repo');
    expect(launchDirectory({})).toBe(process.cwd());
    expect(loadConfig({ INIT_CWD: '/repo' }).dataDir).toBe('/repo/data');
    expect(loadConfig({ INIT_CWD: '/repo' }).uploadDir).toBe('/repo/data/uploads');
    expect(loadConfig({ INIT_CWD: '/repo', DATA_DIR: '/srv/placar', UPLOAD_DIR: 'files' }).uploadDir).toBe(
      '/repo/files',
    );
  });
});
