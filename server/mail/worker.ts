import type { Log } from '../logging/log.js';
import { retry } from '../ops/retry.js';
import type { OutboxStore } from './outbox.js';
import { isPermanentMailError, type MailTransport } from './transport.js';

export interface MailWorkerOptions {
  from: string;
  retryAttempts: number;
  retryBaseDelayMs: number;
  pollIntervalSeconds: number;
}

const BATCH = 20;
/** Longest a single SMTP exchange is expected to take, for the lease on a claimed message. */
const ATTEMPT_ALLOWANCE_MS = 120_000;

/**
 * Delivers pending outbox messages: at once when this server adds one (kick), and every poll interval
 * for messages left by other servers or by a crash. Each delivery goes through retry() with
 * exponential backoff; a message whose tries are all used up, or that the server refuses for good,
 * is marked failed with the last error, for an administrator to see.
 */
export class MailWorker {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly outbox: OutboxStore,
    private readonly transport: MailTransport,
    private readonly options: MailWorkerOptions,
    private readonly log?: Log,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.pollIntervalSeconds * 1000);
    this.timer.unref();
    this.kick();
  }

  /** Runs a delivery round now, or right after the one under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log?.error({ err: error }, 'mail delivery round failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the round under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
    this.transport.close();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const ids = await this.outbox.due(BATCH);
      if (!ids.length || this.stopped) return;
      for (const id of ids) await this.deliver(id);
    }
  }

  private async deliver(id: number): Promise<void> {
    const { retryAttempts: attempts, retryBaseDelayMs: baseDelayMs } = this.options;
    const leaseMs = attempts * ATTEMPT_ALLOWANCE_MS + baseDelayMs * 2 ** attempts;
    const message = await this.outbox.claim(id, leaseMs);
    if (!message) return;
    let tries = message.attempts;
    try {
      await retry(
        'mail.delivery',
        async () => {
          tries++;
          await this.transport.send({ from: this.options.from, to: message.recipient, subject: message.subject, text: message.text, html: message.html });
        },
        {
          attempts,
          baseDelayMs,
          retryable: (error) => !isPermanentMailError(error),
          onError: (error) => this.outbox.recordFailure(id, tries, errorText(error)),
        },
      );
      await this.outbox.markSent(id, tries, this.transport.name);
    } catch (error) {
      this.log?.warn({ err: error, mail: id }, 'mail delivery failed');
      await this.outbox.markFailed(id, tries, errorText(error));
    }
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
