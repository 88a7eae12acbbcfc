import { beforeAll, describe, expect, it } from 'vitest';
import { client, useServer } from './client.js';
import { createRelated, ENTITIES, type Related } from './entities.js';

/** Sign-in, the session endpoints and who may use the entity endpoints. */
const h = useServer();

const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('POST api/authenticate', () => {
  it('answers the Bearer token in the Authorization header and as id_token', async () => {
    const res = await h.anonymous.post('api/authenticate', { username: 'admin', password: 'admin', rememberMe: false });
    expect(res.status).toBe(200);
    const header = res.headers.get('authorization');
    expect(header).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.id_token).toBe(header!.slice(7));
    const claims = payloadOf(res.body.id_token);
    expect(claims.sub).toBe('admin');
    expect(claims.exp - claims.iat).toBe(86_400);
    // The token works at once.
    const account = await client(h.server.baseUrl, res.body.id_token).get('api/account');
    expect(account.status).toBe(200);
  });

  it('makes a longer-lived token with rememberMe and accepts the captcha fields', async () => {
    const res = await h.anonymous.post('api/authenticate', {
      username: 'wadmin',
      password: 'wadmin',
      rememberMe: true,
      captcha: '',
      hiddenCaptcha: '',
    });
    expect(res.status).toBe(200);
    const claims = payloadOf(res.body.id_token);
    expect(claims.exp - claims.iat).toBe(2_592_000);
  });

  it('takes the login in any case', async () => {
    const res = await h.anonymous.post('api/authenticate', { username: 'ADMIN', password: 'admin' });
    expect(res.status).toBe(200);
    expect(payloadOf(res.body.id_token).sub).toBe('admin');
  });

  it('answers 401 without a token for a wrong password or an unknown login', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong' },
      { username: 'admin', password: 'ADMIN' },
      { username: 'nobody', password: 'admin' },
    ]) {
      const res = await h.anonymous.post('api/authenticate', body);
      expect(res.status, JSON.stringify(body)).toBe(401);
      expect(res.headers.get('authorization')).toBeNull();
      expect(res.body.status).toBe(401);
      expect(res.body.id_token).toBeUndefined();
      // The same answer for both, so it does not tell which logins exist.
      expect(res.body.detail).toBe('Bad credentials');
    }
  });

  it('answers 400 when the username or password is missing', async () => {
    for (const body of [{ username: 'admin' }, { password: 'admin' }, { username: '', password: 'admin' }, {}]) {
      const res = await h.anonymous.post('api/authenticate', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('error.validation');
      expect(res.body.fieldErrors.length).toBeGreaterThan(0);
    }
    const malformed = await h.anonymous.post('api/authenticate', '{"username":');
    expect(malformed.status).toBe(400);
  });
});

describe('GET api/account', () => {
  it('describes the signed-in account without its password hash', async () => {
    const res = await h.admin.get('api/account');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ login: 'admin', activated: true, langKey: 'en', email: 'admin@localhost' });
    expect([...res.body.authorities].sort()).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon/i);
    expect((await h.wadmin.get('api/account')).body.authorities).toEqual(['ROLE_WADMIN']);
    const user = (await h.user.get('api/account')).body;
    expect(user).toMatchObject({ login: 'user', authorities: ['ROLE_USER'], adiutoUserData: { adiutoId: user.id, login: 'user' } });
    expect((await h.user.get('api/adiuto-gateway/check-user')).body.adiutoId).toBe(user.adiutoUserData.adiutoId);
  });

  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    expect((await h.anonymous.get('api/account')).status).toBe(401);
    expect((await client(h.server.baseUrl, 'not-a-token').get('api/account')).status).toBe(401);
    const real = await h.server.token('admin', 'admin');
    const [head, , signature] = real.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'admin', auth: 'ROLE_ADMIN', exp: 4_102_444_800 })).toString('base64url');
    expect((await client(h.server.baseUrl, `${head}.${forgedPayload}.${signature}`).get('api/account')).status).toBe(401);
    const basic = await h.anonymous.get('api/account', { authorization: 'Basic YWRtaW46YWRtaW4=' });
    expect(basic.status).toBe(401);
  });
});

describe('GET api/authorities', () => {
  it('lists the roles for an administrator only', async () => {
    const res = await h.admin.get('api/authorities');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(['ROLE_ADMIN', 'ROLE_USER', 'ROLE_WADMIN']);
    expect((await h.user.get('api/authorities')).status).toBe(403);
    expect((await h.anonymous.get('api/authorities')).status).toBe(401);
  });
});

describe('entity endpoints', () => {
  let related: Related;
  beforeAll(async () => {
    related = await createRelated(h.admin);
  });

  describe.each(ENTITIES)('api/$base', (spec) => {
    it('answer 401 without a token and 403 for ROLE_USER, whatever the request', async () => {
      const target = (await h.admin.post(`api/${spec.base}`, spec.sample(related))).body;
      const attempts = (api: typeof h.user) => [
        api.get(`api/${spec.base}`),
        api.get(`api/${spec.base}?page=0&size=5&sort=id,desc`),
        api.get(`api/${spec.base}/${target.id}`),
        api.get(`api/${spec.base}/999999`),
        api.post(`api/${spec.base}`, spec.sample(related)),
        // Invalid or malformed bodies do not reveal validation details to those who may not write.
        api.post(`api/${spec.base}`, {}),
        api.post(`api/${spec.base}`, '{"name": '),
        api.put(`api/${spec.base}/${target.id}`, { ...spec.sample(related), id: target.id }),
        api.patch(`api/${spec.base}/${target.id}`, { id: target.id, [spec.label]: 'changed' }),
        api.delete(`api/${spec.base}/${target.id}`),
      ];
      for (const [status, api] of [
        [401, h.anonymous],
        [403, h.user],
      ] as const) {
        const results = await Promise.all(attempts(api));
        results.forEach((res, i) => {
          expect(res.status, `attempt ${i} as ${status === 401 ? 'guest' : 'user'}`).toBe(status);
          expect(res.body.status).toBe(status);
          expect(res.headers.get('app-alert')).toBeNull();
        });
      }
      // Nothing changed and nothing was created.
      expect((await h.admin.get(`api/${spec.base}/${target.id}`)).body).toEqual(target);
      expect((await h.admin.get(`api/${spec.base}?${spec.label}.equals=changed`)).body).toEqual([]);
    });

    it('answer 200 for ROLE_ADMIN and ROLE_WADMIN', async () => {
      for (const api of [h.admin, h.wadmin]) {
        const list = await api.get(`api/${spec.base}?page=0&size=5`);
        expect(list.status).toBe(200);
        expect(Array.isArray(list.body)).toBe(true);
        const created = await api.post(`api/${spec.base}`, spec.sample(related));
        expect(created.status).toBe(201);
        expect((await api.get(`api/${spec.base}/${created.body.id}`)).status).toBe(200);
        const put = await api.put(`api/${spec.base}/${created.body.id}`, { ...spec.sample(related), id: created.body.id });
        expect(put.status).toBe(200);
        expect((await api.delete(`api/${spec.base}/${created.body.id}`)).status).toBe(204);
      }
    });
  });

  it('publishes api/entity-schemas, without storage details, to everyone', async () => {
    const res = await h.anonymous.get('api/entity-schemas');
    expect(res.status).toBe(200);
    expect(res.body.map((m: { name: string }) => m.name).sort()).toEqual(
      ['alias', 'oauth2-provider', 'page', 'permission', 'site', 'tag', 'template', 'theme', 'widget', 'widget-type'].sort(),
    );
    for (const model of res.body) expect(Object.keys(model)).not.toContain('table');
  });

  it('leaves the liveness probe open', async () => {
    const res = await h.anonymous.get('management/health/liveness');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'UP' });
  });
});
