import type { FromSchema } from 'json-schema-to-ts';

const count = { type: 'integer' } as const;
const memory = { type: 'number' } as const;

/**
 * `management/threaddump`: the Node diagnostic report, trimmed to what explains a busy or stuck
 * server (server/management/threaddump.ts writes it, the administration's metrics page reads it).
 */
export const diagnosticReportSchema = {
  type: 'object',
  properties: {
    header: { type: 'object', additionalProperties: true, description: "The report's header, without the environment and network details" },
    javascriptStack: {
      type: 'object',
      properties: { message: { type: 'string' }, stack: { type: 'array', items: { type: 'string' } } },
      additionalProperties: false,
    },
    javascriptHeap: {
      type: 'object',
      properties: { totalMemory: memory, usedMemory: memory, availableMemory: memory },
      additionalProperties: false,
    },
    libuv: {
      type: 'object',
      description: "The event loop's handles: counted, by type, and the active ones listed",
      properties: {
        total: count,
        active: count,
        byType: {
          type: 'object',
          additionalProperties: { type: 'object', properties: { total: count, active: count, referenced: count }, required: ['total', 'active', 'referenced'], additionalProperties: false },
        },
        activeHandles: {
          type: 'array',
          items: { type: 'object', properties: { type: { type: 'string' }, referenced: { type: ['boolean', 'null'] } }, required: ['type', 'referenced'], additionalProperties: false },
        },
      },
      required: ['total', 'active', 'byType', 'activeHandles'],
      additionalProperties: false,
    },
    resourceUsage: { description: "The process's resource usage as Node's report gives it" },
    workers: { ...count, description: 'How many worker threads run (the PDF workers among them)' },
  },
  required: ['header', 'libuv', 'workers'],
  additionalProperties: false,
} as const;

export type DiagnosticReport = FromSchema<typeof diagnosticReportSchema>;
