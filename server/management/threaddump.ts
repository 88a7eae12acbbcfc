/**
 * The Node counterpart of a thread dump: the process's diagnostic report (process.report), trimmed to
 * what explains a busy or stuck server: its header, the JavaScript stack, the event loop's handles
 * (summed by type, with the active ones listed) and resource usage. Environment variables, shared
 * libraries and network details of the full report are left out.
 */

import type { DiagnosticReport } from '../../src/shared/diagnostic-report.js';

interface Handle {
  type: string;
  is_active?: boolean;
  is_referenced?: boolean;
  [key: string]: unknown;
}

/** What process.report gives, as far as it is read here. */
interface Report {
  header: Record<string, unknown>;
  javascriptStack?: DiagnosticReport['javascriptStack'];
  javascriptHeap?: { totalMemory?: number; usedMemory?: number; availableMemory?: number };
  libuv?: Handle[];
  resourceUsage?: unknown;
  uvthreadResourceUsage?: unknown;
  workers?: unknown[];
}

const HEADER_FIELDS = [
  'event',
  'trigger',
  'dumpEventTime',
  'dumpEventTimeStamp',
  'processId',
  'threadId',
  'cwd',
  'nodejsVersion',
  'wordSize',
  'arch',
  'platform',
  'componentVersions',
  'osName',
  'osRelease',
  'osVersion',
  'osMachine',
  'cpus',
  'host',
] as const;

export function threadDump(): DiagnosticReport {
  // Without network details the report never waits for reverse DNS look-ups of open sockets.
  if ('excludeNetwork' in process.report) (process.report as { excludeNetwork: boolean }).excludeNetwork = true;
  const report = process.report.getReport() as unknown as Report;
  const header = Object.fromEntries(HEADER_FIELDS.filter((f) => f in report.header).map((f) => [f, report.header[f]]));
  if (Array.isArray(header.cpus)) header.cpus = (header.cpus as unknown[]).length;
  const handles = report.libuv ?? [];
  const byType: Record<string, { total: number; active: number; referenced: number }> = {};
  for (const handle of handles) {
    const t = (byType[handle.type] ??= { total: 0, active: 0, referenced: 0 });
    t.total++;
    if (handle.is_active) t.active++;
    if (handle.is_referenced) t.referenced++;
  }
  return {
    header,
    javascriptStack: report.javascriptStack,
    javascriptHeap: report.javascriptHeap
      ? { totalMemory: report.javascriptHeap.totalMemory, usedMemory: report.javascriptHeap.usedMemory, availableMemory: report.javascriptHeap.availableMemory }
      : undefined,
    libuv: {
      total: handles.length,
      active: handles.filter((h) => h.is_active).length,
      byType,
      activeHandles: handles
        .filter((h) => h.is_active)
        .map((h) => ({ type: h.type, referenced: h.is_referenced ?? null })),
    },
    resourceUsage: report.resourceUsage,
    workers: report.workers?.length ?? 0,
  };
}
