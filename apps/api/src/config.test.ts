import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, baseDomain: 'localhost', adminEmail: 'admin@demo.shop', nodeEnv: 'development' });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.platformAdminToken).toBeUndefined();
    expect(config.demoCatalogue).toBe(true);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/oim',
      DATABASE_URL: 'postgres://u:p@db:5432/oim',
      APP_DATABASE_URL: 'postgres://requests:q@db:5432/oim',
      BASE_DOMAIN: 'Shops.PH',
      ADMIN_EMAIL: 'Owner@Shops.ph',
      ADMIN_PASSWORD: 'a-long-password',
      PLATFORM_ADMIN_TOKEN: 'x'.repeat(32),
      NODE_ENV: 'production',
      DEMO_CATALOGUE: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/oim',
      databaseUrl: 'postgres://u:p@db:5432/oim',
      appDatabaseUrl: 'postgres://requests:q@db:5432/oim',
      baseDomain: 'shops.ph',
      adminEmail: 'owner@shops.ph',
      adminPassword: 'a-long-password',
      platformAdminToken: 'x'.repeat(32),
      nodeEnv: 'production',
      demoCatalogue: false,
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and never as "trust anything"', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const value of ['true', '0', 'proxy.local', '10.0.0.0/33', '10.0.0.5,']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow('Invalid configuration: TRUST_PROXY must be the number of proxies');
    }
  });

  it('serves the Swagger UI outside production, and in production only with API_DOCS_UI=true', () => {
    expect(loadConfig({}).apiDocsUi).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocsUi).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS_UI: 'true' }).apiDocsUi).toBe(true);
    expect(loadConfig({ API_DOCS_UI: 'false' }).apiDocsUi).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://'],
    [{ APP_DATABASE_URL: 'postgres://r:q@db/oim' }, 'Invalid configuration: APP_DATABASE_URL is set but DATABASE_URL is not'],
    [{ BASE_DOMAIN: 'not a domain' }, 'Invalid configuration: BASE_DOMAIN must be a host name such as example.com'],
    [{ ADMIN_EMAIL: 'nope' }, 'Invalid configuration: ADMIN_EMAIL must be an email address'],
    [{ ADMIN_PASSWORD: 'short' }, 'Invalid configuration: ADMIN_PASSWORD must be at least 8 characters'],
    [{ ADMIN_PASSWORD: 'Password1' }, 'Invalid configuration: ADMIN_PASSWORD is one of the most common passwords'],
    [{ ADMIN_PASSWORD: ' '.repeat(8) }, 'Invalid configuration: ADMIN_PASSWORD may not be only spaces'],
    [{ PLATFORM_ADMIN_TOKEN: 'short' }, 'Invalid configuration: PLATFORM_ADMIN_TOKEN must be at least 24 characters'],
    [{ DEMO_CATALOGUE: 'no' }, 'Invalid configuration: DEMO_CATALOGUE must be true or false'],
    [{ NODE_ENV: 'staging' }, 'Invalid configuration: NODE_ENV must be development, production or test'],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
