import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';

/** Secrets a deployment may put in its environment, under names and in shapes that must all be masked. */
const SECRETS: Record<string, string> = {
  DB_PASS: 'db-pass-never-shown',
  API_PWD: 'api-pwd-never-shown',
  AUTH_HEADER: 'Bearer auth-header-never-shown',
  SESSION_SIGNING: 'session-signing-never-shown',
  PRIVATE_PEM: '-----BEGIN PRIVATE KEY-----private-pem-never-shown',
  UPSTREAM_AUTH: 'upstream-auth-never-shown',
  HASH_SALT: 'hash-salt-never-shown',
  KEY_PASSPHRASE: 'key-passphrase-never-shown',
};
const SHAPED: Record<string, string> = {
  SERVICES_JSON: JSON.stringify({ archive: { url: 'https://archive.example.org', user: 'portal', password: 'json-password-never-shown' } }),
  WEBHOOK_URL: 'https://hooks.example.org/notify?channel=docs&signature=query-value-never-shown',
  LEGACY_DSN: 'host=db user=portal password=dsn-password-never-shown',
};

describe('management/env and management/configprops mask secrets by a wide rule', () => {
  const h = useServer({ env: { ...SECRETS, ...SHAPED, DATABASE_LABEL: 'kept' } });

  it('masks every secret of the environment, whatever its name or shape', async () => {
    const res = await h.admin.get('management/env');
    expect(res.status).toBe(200);
    const env = res.body.propertySources.find((s: { name: string }) => s.name === 'systemEnvironment').properties;
    for (const name of Object.keys(SECRETS)) expect(env[name], name).toEqual({ value: '******' });
    expect(JSON.parse(env.SERVICES_JSON.value)).toEqual({ archive: { url: 'https://archive.example.org', user: 'portal', password: '******' } });
    expect(env.WEBHOOK_URL.value).toBe('https://hooks.example.org/notify?channel=******&signature=******');
    expect(env.LEGACY_DSN.value).toBe('host=db user=portal password=******');
    expect(env.DATABASE_LABEL).toEqual({ value: 'kept' });
    expect(res.text).not.toMatch(/never-shown/);
  });

  it('masks the configuration the same way', async () => {
    const res = await h.admin.get('management/configprops');
    expect(res.status).toBe(200);
    const properties = res.body.contexts.portico.beans.porticoConfig.properties;
    // Numbers under secret-looking names are hidden too; true, false and null tell nothing and stay.
    expect(properties.tokenValiditySeconds).toBe('******');
    expect(properties.oauth2AllowHttpIssuers).toBe(false);
    expect(properties.logLevel).toBe('warn');
  });
});
