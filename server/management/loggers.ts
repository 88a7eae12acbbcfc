import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { badRequest } from '../errors/app-error.js';

/** The levels in the names the administration page shows, most severe first; OFF silences. */
export const LEVELS = ['OFF', 'FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE'] as const;
type Level = (typeof LEVELS)[number];

const toPino = (level: Level) => (level === 'OFF' ? 'silent' : level.toLowerCase());
const fromPino = (level: string): Level => (level === 'silent' ? 'OFF' : (level.toUpperCase() as Level));

export const ROOT = 'ROOT';
/** The loggers of requests (one child of the root per request): by default they follow ROOT. */
export const REQUESTS = 'fastify.request';

/**
 * The running server's loggers for management/loggers: ROOT is the process logger (pino, as fastify
 * made it); `fastify.request` the loggers that fastify gives each request, which inherit ROOT's level
 * unless one is configured for them.
 */
export class Loggers {
  private requestLevel: Level | null = null;

  constructor(
    private readonly root: FastifyBaseLogger,
    private readonly configuredRoot: string,
  ) {}

  install(app: FastifyInstance): void {
    app.setChildLoggerFactory((logger, bindings, options) => {
      const child = logger.child(bindings, options);
      if (this.requestLevel && !options?.level) child.level = toPino(this.requestLevel);
      return child;
    });
  }

  list() {
    const rootLevel = fromPino(this.root.level);
    return {
      levels: [...LEVELS],
      loggers: {
        [ROOT]: { configuredLevel: rootLevel, effectiveLevel: rootLevel },
        [REQUESTS]: { configuredLevel: this.requestLevel, effectiveLevel: this.requestLevel ?? rootLevel },
      },
    };
  }

  /** Sets a logger's level; null gives ROOT back its configured level and lets the others inherit. */
  set(name: string, configuredLevel: string | null): void {
    const level = configuredLevel == null ? null : (configuredLevel.toUpperCase() as Level);
    if (level !== null && !LEVELS.includes(level)) throw badRequest(`Unknown level ${configuredLevel}; the levels are ${LEVELS.join(', ')}`);
    if (name === ROOT) this.root.level = level ? toPino(level) : this.configuredRoot;
    else if (name === REQUESTS) this.requestLevel = level;
    else throw badRequest(`Unknown logger ${name}; the loggers are ${ROOT} and ${REQUESTS}`);
  }
}
