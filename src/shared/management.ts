import type { FromSchema } from 'json-schema-to-ts';

/**
 * What the operations endpoints answer (`management/…`, docs/operations.md), in the shapes of the
 * platform the spec came from (Spring Boot actuator, JHipster), declared once for the server that
 * writes them and the administration pages that read them. Maps keyed by what the server holds
 * (components, status codes, routes, loggers, settings) are open; their values are declared.
 */

const figures = { type: 'object', additionalProperties: { type: 'number' } } as const;
const open = { type: 'object', additionalProperties: true } as const;

const status = { type: 'string', enum: ['UP', 'DOWN'] } as const;

/** `GET management/health/liveness`: the process answers. */
export const livenessSchema = { type: 'object', properties: { status }, required: ['status'], additionalProperties: false } as const;

export const healthComponentSchema = {
  type: 'object',
  properties: { status, details: { ...open, description: "What the component's check found (its figures, or the error)" } },
  required: ['status'],
  additionalProperties: false,
} as const;

/** `GET management/health`: UP when every component is (200), DOWN otherwise (503, the same body). */
export const healthSchema = {
  type: 'object',
  properties: { status, components: { type: 'object', additionalProperties: healthComponentSchema } },
  required: ['status', 'components'],
  additionalProperties: false,
} as const;

export type HealthComponent = FromSchema<typeof healthComponentSchema>;
export type Health = FromSchema<typeof healthSchema>;

/** Times of a kind of call, in milliseconds. */
export const timingSchema = {
  type: 'object',
  properties: { count: { type: 'number' }, mean: { type: 'number' }, max: { type: 'number' }, p50: { type: 'number' }, p95: { type: 'number' }, p99: { type: 'number' } },
  required: ['count', 'mean', 'max', 'p50', 'p95', 'p99'],
  additionalProperties: false,
} as const;

const codeFigures = {
  type: 'object',
  properties: { count: { type: 'number' }, mean: { type: 'number' }, max: { type: 'number' } },
  required: ['count', 'mean', 'max'],
  additionalProperties: false,
} as const;

const methodTiming = {
  type: 'object',
  properties: { ...timingSchema.properties, percode: { type: 'object', additionalProperties: timingSchema } },
  required: [...timingSchema.required, 'percode'],
  additionalProperties: false,
} as const;

const memoryArea = {
  type: 'object',
  properties: { committed: { type: 'number' }, used: { type: 'number' }, max: { type: 'number' } },
  required: ['committed', 'used', 'max'],
  additionalProperties: false,
} as const;

const pool = {
  type: 'object',
  properties: { max: { type: 'number' }, total: { type: 'number' }, idle: { type: 'number' }, waiting: { type: 'number' } },
  required: ['max', 'total', 'idle', 'waiting'],
  additionalProperties: false,
} as const;

/** `GET management/jhimetrics`: this process's figures since it started. */
export const metricsSchema = {
  type: 'object',
  properties: {
    jvm: { type: 'object', additionalProperties: memoryArea, description: "Memory as JHipster's page shows the JVM's areas" },
    memory: figures,
    eventLoop: { type: 'object', properties: { delay: figures }, required: ['delay'], additionalProperties: false },
    garbageCollector: figures,
    'http.server.requests': {
      type: 'object',
      properties: {
        all: { type: 'object', properties: { count: { type: 'number' } }, required: ['count'], additionalProperties: false },
        percode: { type: 'object', additionalProperties: codeFigures },
      },
      required: ['all', 'percode'],
      additionalProperties: false,
    },
    services: { type: 'object', description: 'By route template, then method', additionalProperties: { type: 'object', additionalProperties: methodTiming } },
    processMetrics: figures,
    databases: {
      type: 'object',
      properties: {
        dialect: { type: 'string' },
        validationQueryMs: { type: ['number', 'null'] },
        queries: { type: 'object', additionalProperties: timingSchema },
        pool,
      },
      required: ['dialect', 'validationQueryMs', 'queries', 'pool'],
      additionalProperties: false,
    },
    mail: { anyOf: [figures, { type: 'null' }], description: "The outbox's messages by status and the oldest pending one's age; null when it cannot be read" },
    retries: { type: 'object', additionalProperties: figures },
    cache: open,
  },
  required: ['jvm', 'memory', 'eventLoop', 'garbageCollector', 'http.server.requests', 'services', 'processMetrics', 'databases', 'mail', 'retries', 'cache'],
  additionalProperties: false,
} as const;

export type Timing = FromSchema<typeof timingSchema>;
export type Metrics = FromSchema<typeof metricsSchema>;

const level = { type: ['string', 'null'] } as const;

/** `GET management/loggers`: the levels, and each logger's configured and effective level. */
export const loggersSchema = {
  type: 'object',
  properties: {
    levels: { type: 'array', items: { type: 'string' } },
    loggers: {
      type: 'object',
      additionalProperties: { type: 'object', properties: { configuredLevel: level, effectiveLevel: level }, required: ['configuredLevel', 'effectiveLevel'], additionalProperties: false },
    },
  },
  required: ['levels', 'loggers'],
  additionalProperties: false,
} as const;

export type Loggers = FromSchema<typeof loggersSchema>;

/** `GET management/configprops`: the configuration, secrets masked; its properties are the server's settings, open by nature. */
export const configPropsSchema = {
  type: 'object',
  properties: {
    contexts: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: {
          beans: {
            type: 'object',
            additionalProperties: { type: 'object', properties: { prefix: { type: 'string' }, properties: open }, required: ['prefix', 'properties'], additionalProperties: false },
          },
        },
        required: ['beans'],
        additionalProperties: false,
      },
    },
  },
  required: ['contexts'],
  additionalProperties: false,
} as const;

/** `GET management/env`: the profiles and the property sources (the configuration, the environment, the process), secrets masked. */
export const environmentSchema = {
  type: 'object',
  properties: {
    activeProfiles: { type: 'array', items: { type: 'string' } },
    propertySources: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, properties: { type: 'object', additionalProperties: { type: 'object', properties: { value: {} }, additionalProperties: false } } },
        required: ['name', 'properties'],
        additionalProperties: false,
      },
    },
  },
  required: ['activeProfiles', 'propertySources'],
  additionalProperties: false,
} as const;

export type ConfigProps = FromSchema<typeof configPropsSchema>;
export type Environment = FromSchema<typeof environmentSchema>;

/** `GET management/info`: the application's profiles and version, read by the shell before sign-in. */
export const infoSchema = {
  type: 'object',
  properties: {
    activeProfiles: { type: 'array', items: { type: 'string' } },
    'display-ribbon-on-profiles': { type: 'string' },
    build: { type: 'object', properties: { version: { type: 'string' } }, required: ['version'], additionalProperties: false },
  },
  required: ['activeProfiles', 'display-ribbon-on-profiles', 'build'],
  additionalProperties: false,
} as const;

export type Info = FromSchema<typeof infoSchema>;
