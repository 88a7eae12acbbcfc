import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HttpError } from 'react-admin';
import { apiFetch } from '../providers/httpClient';
import type { OutboxMessage, OutboxSummary } from '../shared/mail-outbox';
import type { RetryStatistics } from '../shared/retry-statistics';
import type { StructureReport } from '../shared/structure-report';
import { ADMIN_PAGE_SIZE } from '../console/AdminTable';
import type { DiagnosticReport } from '../shared/diagnostic-report';
import type { ConfigProps, Environment, Health, Loggers, Metrics } from '../shared/management';

export type { ConfigProps, HealthComponent, Metrics, Timing } from '../shared/management';

/*
 * The reads of the administration pages, each under one key: a page reads through these with
 * react-query, which drops the answer of a request it no longer needs and cancels the request.
 */

export const adminKeys = {
  all: ['admin'] as const,
  health: ['admin', 'health'] as const,
  metrics: ['admin', 'metrics'] as const,
  threadDump: ['admin', 'thread-dump'] as const,
  loggers: ['admin', 'loggers'] as const,
  configProps: ['admin', 'config-props'] as const,
  environment: ['admin', 'environment'] as const,
  retries: ['admin', 'retries'] as const,
  outbox: ['admin', 'outbox'] as const,
  structure: ['admin', 'structure'] as const,
  users: ['admin', 'users'] as const,
  authorities: ['admin', 'authorities'] as const,
};

/** One page of a paged list, with the total the server counts (`x-total-count`). */
export interface Paged<T> {
  rows: T[];
  total: number;
}

export async function fetchPaged<T>(path: string, signal: AbortSignal): Promise<Paged<T>> {
  const { json, headers } = await apiFetch<T[]>(path, { signal });
  return { rows: json, total: Number(headers.get('x-total-count') ?? json.length) };
}

const read = async <T>(path: string, signal: AbortSignal) => (await apiFetch<T>(path, { signal })).json;

export const healthQuery = () =>
  queryOptions({
    queryKey: adminKeys.health,
    queryFn: async ({ signal }) => {
      try {
        return await read<Health>('/management/health', signal);
      } catch (error) {
        // A DOWN component answers 503 with the same body: that is an answer to show, not a failure.
        const body = (error as HttpError).body as Health | undefined;
        if (body?.components) return body;
        throw error;
      }
    },
  });

export const metricsQuery = () => queryOptions({ queryKey: adminKeys.metrics, queryFn: ({ signal }) => read<Metrics>('/management/jhimetrics', signal) });

export const threadDumpQuery = () =>
  queryOptions({ queryKey: adminKeys.threadDump, queryFn: ({ signal }) => read<DiagnosticReport>('/management/threaddump', signal) });

export const loggersQuery = () => queryOptions({ queryKey: adminKeys.loggers, queryFn: ({ signal }) => read<Loggers>('/management/loggers', signal) });

export const setLogLevel = ({ name, level }: { name: string; level: string }) =>
  apiFetch(`/management/loggers/${encodeURIComponent(name)}`, { method: 'POST', body: JSON.stringify({ configuredLevel: level }) });

export const configPropsQuery = () =>
  queryOptions({ queryKey: adminKeys.configProps, queryFn: ({ signal }) => read<ConfigProps>('/management/configprops', signal) });

export const environmentQuery = () => queryOptions({ queryKey: adminKeys.environment, queryFn: ({ signal }) => read<Environment>('/management/env', signal) });

/** Paged lists keep showing the page they had while the next one loads, as the table did before. */
export const retriesQuery = (page: number) =>
  queryOptions({
    queryKey: [...adminKeys.retries, page],
    queryFn: ({ signal }) => fetchPaged<RetryStatistics>(`/api/admin/retries-statistics?page=${page}&size=${ADMIN_PAGE_SIZE}`, signal),
    placeholderData: keepPreviousData,
  });


export const outboxQuery = (page: number) =>
  queryOptions({
    queryKey: [...adminKeys.outbox, 'page', page],
    queryFn: ({ signal }) => fetchPaged<OutboxSummary>(`/api/admin/mail-outbox?page=${page}&size=${ADMIN_PAGE_SIZE}`, signal),
    placeholderData: keepPreviousData,
  });

export const outboxMessageQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...adminKeys.outbox, 'message', id],
    queryFn: ({ signal }) => read<OutboxMessage>(`/api/admin/mail-outbox/${id}`, signal),
    enabled: id !== undefined,
  });


export const structureQuery = () =>
  queryOptions({ queryKey: adminKeys.structure, queryFn: ({ signal }) => read<StructureReport>('/api/admin/structure', signal) });
