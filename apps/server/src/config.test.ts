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

describe('launchDirectory', () => {
  it("is npm's INIT_CWD when npm started us, else the working directory", () => {
    expect(launchDirectory({ INIT_CWD: '/repo' })).toBe('/repo');
    expect(launchDirectory({})).toBe(process.cwd());
    expect(loadConfig({ INIT_CWD: '/repo' }).dataDir).toBe('/repo/data');
    expect(loadConfig({ INIT_CWD: '/repo' }).uploadDir).toBe('/repo/data/uploads');
    expect(loadConfig({ INIT_CWD: '/repo', DATA_DIR: '/srv/placar', UPLOAD_DIR: 'files' }).uploadDir).toBe('/repo/files');
  });
});
