import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { GatewayAccess, StoreIdentity } from './access.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Whom the gateway acts for in this request (access.ts): the signed-in account's identity, else
     * the site's guest identity; 401 when neither exists. Resolved once, here at the edge, and handed
     * to operations as a plain value.
     */
    storeIdentity(): Promise<StoreIdentity>;
  }
}

/** Gives every request its store identity (after installAuthentication, whose currentUser it reads). */
export function installStoreIdentity(app: FastifyInstance, access: GatewayAccess): void {
  const resolved = new WeakMap<FastifyRequest, Promise<StoreIdentity>>();
  app.decorateRequest('storeIdentity', function (this: FastifyRequest) {
    let identity = resolved.get(this);
    if (!identity) {
      identity = this.currentUser().then((user) => access.identity(user));
      resolved.set(this, identity);
    }
    return identity;
  });
}

/** A route hook answering 401, before the request is read, to a caller without a store identity. */
export const identified: onRequestAsyncHookHandler = async (request) => {
  await request.storeIdentity();
};
