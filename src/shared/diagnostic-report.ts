/**
 * `management/threaddump`: the Node diagnostic report, trimmed to what explains a busy or stuck
 * server (server/management/threaddump.ts writes it, the administration's metrics page reads it).
 */
export interface DiagnosticReport {
  /** The report's header, without the environment and network details. */
  header: Record<string, unknown>;
  javascriptStack?: { message?: string; stack?: string[] };
  javascriptHeap?: { totalMemory?: number; usedMemory?: number; availableMemory?: number };
  /** The event loop's handles: counted, by type, and the active ones listed. */
  libuv: {
    total: number;
    active: number;
    byType: Record<string, { total: number; active: number; referenced: number }>;
    activeHandles: { type: string; referenced: boolean | null }[];
  };
  resourceUsage?: unknown;
  /** How many worker threads run (the PDF workers among them). */
  workers: number;
}
