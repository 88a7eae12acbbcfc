import type { SigningAuthority } from '../keys/authority.js';
import type { IssuedCrl, RevocationStore } from './store.js';

/** How long a revocation list is valid: readers fetch a newer one after it (RFC 5280's nextUpdate). */
export const CRL_VALIDITY_MS = 7 * 86_400_000;
/** A list is issued again when less than this is left of it, so that the published one is never stale. */
export const CRL_REISSUE_BEFORE_MS = 2 * 86_400_000;

/**
 * The authority's revocation list (docs/signing.md, "Revocation"): the one published at
 * `sign/ca.crl` and put into signed PDFs' validation data. A new list is issued on every revocation
 * and when the newest is near its end (asked by the schedule, or by the first reader then); servers
 * sharing a database share the lists, numbered one after another.
 */
export class CrlPublisher {
  constructor(
    private readonly store: RevocationStore,
    private readonly authority: () => Promise<SigningAuthority>,
  ) {}

  /** The newest list, a new one issued first when there is none or it is near its end. */
  async current(now = Date.now()): Promise<IssuedCrl> {
    const latest = await this.store.latestCrl();
    if (latest && latest.nextUpdate - now > CRL_REISSUE_BEFORE_MS) return latest;
    return this.issue(now);
  }

  /**
   * Issues a list of every certificate revoked so far. When another server kept a list of the same
   * number first (which may have been read before a revocation this one saw), it is issued again
   * under the next number, so that the newest list always holds every revocation made before it.
   */
  async issue(now = Date.now()): Promise<IssuedCrl> {
    for (;;) {
      const latest = await this.store.latestCrl();
      const revoked = await this.store.revoked();
      const crl = { number: (latest?.number ?? 0) + 1, thisUpdate: now, nextUpdate: now + CRL_VALIDITY_MS };
      const der = await (await this.authority()).signCrl({
        number: crl.number,
        thisUpdate: new Date(crl.thisUpdate),
        nextUpdate: new Date(crl.nextUpdate),
        revoked: revoked.map((r) => ({ serial: r.serial, revokedAt: new Date(r.revokedAt), reason: r.reason })),
      });
      if (await this.store.keepCrl({ ...crl, der })) return { ...crl, der };
    }
  }
}
