import type { FastifyInstance, FastifyBaseLogger } from 'fastify';

/** The levels in the names the administration page shows, most severe first; OFF silences. */
export const LEVELS = ['OFF', 'FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE'] as const;
export type Level = (typeof LEVELS)[number];

const toPino = (level: Level) => (level === 'OFF' ? 'silent' : level.toLowerCase());
const fromPino = (level: string): Level => (level === 'silent' ? 'OFF' : (level.toUpperCase() as Level));

export const ROOT = 'ROOT';
/** The loggers of requests (one child of the root per request): by default they follow ROOT. */
export const REQUESTS = 'fastify.request';

/**
 * The running server's loggers for management/loggers: ROOT is the process logger (pino, as fastify
 * made it); `fastify.request` the loggers that fastify gives each request, which inherit ROOT's level
 * unless one is configured for them. Listing and setting them are the operations beside this file.
 */
export class Loggers {
  /** The level configured for the requests' loggers; null while they follow ROOT. */
  requestLevel: Level | null = null;

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

  get rootLevel(): Level {
    return fromPino(this.root.level);
  }

  /** Sets ROOT's level; null gives it back the level the configuration gave it. */
  setRootLevel(level: Level | null): void {
    this.root.level = level ? toPino(level) : this.configuredRoot;
  }
}
