import type { Log } from '../../logging/log.js';
import type { CrlPublisher } from './crl-publisher.js';

/**
 * Issues a new revocation list before the published one ends, on every server at the signature
 * scheduler's pace (SIGN_SCHEDULER_INTERVAL_SECONDS). Looking costs one read; servers sharing a
 * database issue one list between them (CrlPublisher numbers them), and a server that was down
 * issues it when it is back, or the first reader of `sign/ca.crl` does.
 */
export class CrlRenewal {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly crls: CrlPublisher,
    private readonly intervalSeconds: number,
    private readonly log: Log,
  ) {}

  start(): void {
    const look = () => void this.crls.current().catch((error: unknown) => this.log.error({ err: error }, 'the revocation list could not be renewed'));
    look();
    this.timer = setInterval(look, this.intervalSeconds * 1000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
