import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataVersion } from '../db/connect.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The data version (db/data-version.ts) read once for this request, at its first question: the
     * caches a request reads before it writes anything share it, so that on PostgreSQL a request
     * waits for one read of the version, not one per cache. Undefined without a data version.
     * A request that has written reads the version anew (its caches' own).
     */
    dataVersion(): Promise<string | undefined>;
  }
}

export function installRequestDataVersion(app: FastifyInstance, dataVersion?: DataVersion): void {
  const versions = new WeakMap<FastifyRequest, Promise<string | undefined>>();
  app.decorateRequest('dataVersion', function (this: FastifyRequest) {
    let version = versions.get(this);
    if (!version) {
      version = Promise.resolve(dataVersion?.());
      versions.set(this, version);
    }
    return version;
  });
}
