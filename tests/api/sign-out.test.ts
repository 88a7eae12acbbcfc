import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { client, useServer } from './client.js';
import { withDatabase } from '../support/sql.js';

/** POST api/logout: the token sent is refused afterwards, and only that token. */
const h = useServer();

const signIn = async (rememberMe = false) => {
  const res = await h.anonymous.post('api/authenticate', { username: 'user', password: 'user', rememberMe });
  expect(res.status, res.text).toBe(200);
  return res.body.id_token as string;
};
const account = (token: string) => client(h.server.baseUrl, token).get('api/account');
const logout = (token?: string, body?: unknown) => client(h.server.baseUrl, token).request('POST', 'api/logout', body);
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

describe('POST api/logout', () => {
  it('ends the session of the token sent, and keeps only its hash until it would have expired', async () => {
    // A row left by an older sign-out, of a token expired since: the first sign-out clears it.
    await withDatabase(h.server, (db) => db.insertInto('revoked_token').values({ token_hash: 'expired-long-ago', expires_at: Date.now() - 1 }).execute());
    const [ended, other, remembered] = [await signIn(), await signIn(), await signIn(true)];
    expect((await account(ended)).status).toBe(200);

    const res = await logout(ended);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const refused = await account(ended);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
    // Refused on every route, public ones too, as any ended session is.
    expect((await client(h.server.baseUrl, ended).get('api/composer/pages-public')).status).toBe(401);
    // The account's other sessions go on, remembered ones too.
    expect((await account(other)).body.login).toBe('user');
    expect((await account(remembered)).body.login).toBe('user');

    const rows = await withDatabase(h.server, (db) => db.selectFrom('revoked_token').selectAll().execute());
    const exp = JSON.parse(Buffer.from(ended.split('.')[1], 'base64url').toString()).exp as number;
    expect(rows).toEqual([{ token_hash: hashOf(ended), expires_at: exp * 1000 }]);
  });

  it('ends a "remember me" session too, and a new sign-in of the same account is a new session', async () => {
    const remembered = await signIn(true);
    expect((await logout(remembered)).status).toBe(204);
    expect((await account(remembered)).status).toBe(401);
    expect((await account(await signIn(true))).status).toBe(200);
  });

  it('answers 204 to signing out twice, without a token, and with a token that never worked', async () => {
    const token = await signIn();
    expect((await logout(token)).status).toBe(204);
    expect((await logout(token)).status).toBe(204);
    expect((await logout()).status).toBe(204);
    expect((await logout('not-a-token')).status).toBe(204);
    expect((await client(h.server.baseUrl).request('POST', 'api/logout', undefined, { authorization: 'Basic dXNlcjp1c2Vy' })).status).toBe(204);
    // An empty object is no body either.
    expect((await logout(await signIn(), {})).status).toBe(204);
  });

  it('refuses a body with 400, and then ends nothing', async () => {
    const token = await signIn();
    for (const body of [[], { token }, null, 'text']) {
      const res = await logout(token, JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: 400, detail: 'POST api/logout takes no body' });
    }
    expect((await logout(token, '{"unfinished": ')).status).toBe(400);
    expect((await account(token)).status).toBe(200);
  });
});
