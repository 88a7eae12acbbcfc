import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, ROOT_DIR } from '../../server/config.js';

describe('readConfig', () => {
  it('runs the embedded demonstration by default', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:./data/portico.db',
      schemaDirs: [],
      demo: true,
      tokenValiditySeconds: 86_400,
      rememberMeValiditySeconds: 2_592_000,
      clientDir: path.join(ROOT_DIR, 'dist', 'client'),
      logLevel: 'info',
    });
    expect(config.initialAdmin).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
  });

  it('reads DATABASE_URL and turns the demonstration off for PostgreSQL', () => {
    expect(readConfig({ DATABASE_URL: 'sqlite:/tmp/other.db' })).toMatchObject({ databaseUrl: 'sqlite:/tmp/other.db', demo: true });
    expect(readConfig({ DATABASE_URL: 'postgres://u@h/db' })).toMatchObject({ databaseUrl: 'postgres://u@h/db', demo: false });
  });

  it('lets PORTICO_DEMO decide either way', () => {
    expect(readConfig({ PORTICO_DEMO: 'false' }).demo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://u@h/db', PORTICO_DEMO: 'true' }).demo).toBe(true);
  });

  it('reads port, host, secrets, validities, folders and the first administrator', () => {
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: 's3cret',
      TOKEN_VALIDITY_SECONDS: '60',
      REMEMBER_ME_VALIDITY_SECONDS: '120',
      PORTICO_SCHEMA_DIRS: ['/a', '', '/b'].join(path.delimiter),
      PORTICO_CLIENT_DIR: 'build/web',
      PORTICO_ADMIN_PASSWORD: 'pw',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      jwtSecret: 's3cret',
      tokenValiditySeconds: 60,
      rememberMeValiditySeconds: 120,
      schemaDirs: ['/a', '/b'],
      clientDir: path.join(ROOT_DIR, 'build', 'web'),
      initialAdmin: { login: 'admin', password: 'pw' },
      logLevel: 'warn',
    });
    expect(readConfig({ PORTICO_ADMIN_LOGIN: 'root', PORTICO_ADMIN_PASSWORD: 'pw' }).initialAdmin).toEqual({ login: 'root', password: 'pw' });
    expect(readConfig({ PORTICO_ADMIN_LOGIN: 'root' }).initialAdmin).toBeUndefined();
  });

  it('treats empty numbers and secrets as absent', () => {
    expect(readConfig({ PORT: '', JWT_SECRET: '' })).toMatchObject({ port: 8080, jwtSecret: undefined });
  });

  it.each(['abc', '-1', '80.5', '8080x', '65536'])('refuses PORT=%s', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(`PORT must be a whole number from 0 to 65535, not "${port}"`);
  });

  it('accepts the highest port', () => {
    expect(readConfig({ PORT: '65535' }).port).toBe(65_535);
  });

  it('refuses a bad token validity', () => {
    expect(() => readConfig({ TOKEN_VALIDITY_SECONDS: 'soon' })).toThrow('TOKEN_VALIDITY_SECONDS must be a whole number, not "soon"');
  });
});
