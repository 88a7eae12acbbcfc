import { beforeEach, describe, expect, it } from 'vitest';

/** Web storage as the browser has it, for the token the rule reads. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}
Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
const { endSessionOn, onSessionEnd, sessionEndNotice, staysPut } = await import('../../src/providers/session-end.js');
const { tokenStorage } = await import('../../src/providers/tokenStorage.js');

/** Spec 000 §8: which refusals end the stored session. */
describe('the end of a session', () => {
  let ended: number;
  beforeEach(() => {
    tokenStorage.set('a-token', false);
    sessionEndNotice.forget();
    ended = 0;
    onSessionEnd(() => ended++);
  });

  it('comes with a 401 to a call sent with the token, the account calls included: the token goes, the sign-in screen is to say so', () => {
    for (const url of ['/api/composer/pages-private', '/api/composer/pages/5', '/api/adiuto-gateway/execute-query', '/api/account']) {
      tokenStorage.set('a-token', false);
      endSessionOn(401, url);
      expect(tokenStorage.get(), url).toBeNull();
    }
    expect(ended).toBe(4);
    expect(sessionEndNotice.due()).toBe(true);
  });

  it('does not come with a 401 on sign-in, check-user, families or lists, with a 403, or to a guest', () => {
    for (const url of ['/api/authenticate', '/api/adiuto-gateway/check-user', '/api/adiuto-gateway/adiuto-admin/families', '/api/adiuto-gateway/adiuto-admin/lists'])
      endSessionOn(401, url);
    endSessionOn(403, '/api/composer/pages-private');
    endSessionOn(500, '/api/composer/pages-private');
    expect(tokenStorage.get()).toBe('a-token');
    tokenStorage.clear();
    endSessionOn(401, '/api/composer/pages-private');
    expect(ended).toBe(0);
    expect(sessionEndNotice.due()).toBe(false);
  });

  it('leaves the visitor where they are at the root, the sign-in and reset screens and the guest composer', () => {
    expect(['/', '/login', '/account/reset/finish', '/wguest/composer', '/sign/12'].every(staysPut)).toBe(true);
    expect(['/wuser/composer', '/admin', '/wadmin/site-management', '/account/settings'].some(staysPut)).toBe(false);
  });
});
