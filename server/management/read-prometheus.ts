import type { OutboxStore } from '../mail/outbox.js';
import type { Metrics } from './metrics.js';
import { prometheusText } from './prometheus.js';

export interface PrometheusDeps {
  metrics: Metrics;
  outbox: OutboxStore;
}

/** `management/prometheus`: this process's figures for a Prometheus scraper; an unreadable outbox is left out. */
export async function readPrometheus({ metrics, outbox }: PrometheusDeps): Promise<string> {
  const mail = await outbox.figures().catch(() => null);
  return prometheusText(metrics, mail, process.memoryUsage());
}
