import { describe, expect, it } from 'vitest';
import { MASK, maskSecrets, maskText } from '../../server/management/masking.js';

describe('masking secrets in the configuration and environment views', () => {
  it.each([
    'DB_PASS',
    'API_PWD',
    'AUTH_HEADER',
    'SESSION_SIGNING',
    'PRIVATE_PEM',
    'PROXY_AUTH',
    'HASH_SALT',
    'KEY_PASSPHRASE',
    'JWT_SECRET',
    'GITHUB_TOKEN',
    'apiKey',
    'smtp.password',
    'aws_credentials',
    'COOKIE_NAME',
    'db_Password',
  ])('hides the value of %s', (name) => {
    expect(maskSecrets({ [name]: 'hunter2' })).toEqual({ [name]: MASK });
    expect(maskSecrets({ [name]: 1234 })).toEqual({ [name]: MASK });
  });

  it('keeps the values of ordinary names, and true, false and null under any name', () => {
    const env = { PATH: '/usr/bin', PORT: '8080', LOG_LEVEL: 'warn', OAUTH2_ALLOW_HTTP: true, API_KEY_FILE: null };
    expect(maskSecrets(env)).toEqual(env);
  });

  it('hides whole objects under secret names, and secret members of nested objects and arrays', () => {
    expect(maskSecrets({ oauth: { clientId: 'portal', clientSecret: 's' }, credentials: { user: 'u', pass: 'p' }, list: [{ token: 't', name: 'n' }] })).toEqual({
      oauth: MASK,
      credentials: MASK,
      list: [{ token: MASK, name: 'n' }],
    });
  });

  it('hides passwords inside JSON values, at any depth', () => {
    const value = JSON.stringify({ host: 'db', user: 'app', password: 'hunter2', nested: { apiKey: 'k', list: [{ secret: 's', keep: 1 }] } });
    const masked = JSON.parse((maskSecrets({ DB_CONFIG: value }) as { DB_CONFIG: string }).DB_CONFIG);
    expect(masked).toEqual({ host: 'db', user: 'app', password: MASK, nested: { apiKey: MASK, list: [{ secret: MASK, keep: 1 }] } });
    expect(maskText('[{"pwd":"x"}]')).toBe(`[{"pwd":"${MASK}"}]`);
    expect(maskText('{not json, password=x}')).toBe(`{not json, password=${MASK}}`);
  });

  it('hides the user information of every URL in a value', () => {
    expect(maskText('postgres://app:hunter2@db:5432/portico')).toBe(`postgres://${MASK}@db:5432/portico`);
    expect(maskText('https://ghp_abc@github.com/org/repo.git')).toBe(`https://${MASK}@github.com/org/repo.git`);
    expect(maskText('primary smtp://u:p@mail:25, backup smtps://v:q@mail2:465')).toBe(`primary smtp://${MASK}@mail:25, backup smtps://${MASK}@mail2:465`);
    expect(maskText('http://example.org/path')).toBe('http://example.org/path');
  });

  it('hides every query and fragment value of every URL in a value', () => {
    expect(maskText('https://api.example.org/v1?user=me&password=hunter2&flag')).toBe(`https://api.example.org/v1?user=${MASK}&password=${MASK}&${MASK}`);
    expect(maskText('postgres://db/portico?sslmode=require&sslpassword=x')).toBe(`postgres://db/portico?sslmode=${MASK}&sslpassword=${MASK}`);
    expect(maskText('https://idp.example.org/cb#access_token=abc&state=1')).toBe(`https://idp.example.org/cb#access_token=${MASK}&state=${MASK}`);
    expect(maskText('https://example.org/docs#section-2')).toBe('https://example.org/docs#section-2');
  });

  it('hides secret name=value pairs outside URLs (connection strings, command lines)', () => {
    expect(maskText('host=db user=app password=hunter2 dbname=portico')).toBe(`host=db user=app password=${MASK} dbname=portico`);
    expect(maskText('Server=db;User Id=app;Pwd=hunter2;')).toBe(`Server=db;User Id=app;Pwd=${MASK};`);
    expect(maskText('--api-key="a b c" --verbose')).toBe(`--api-key=${MASK} --verbose`);
  });
});
