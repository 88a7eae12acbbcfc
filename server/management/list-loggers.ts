import { LEVELS, REQUESTS, ROOT, type Loggers } from './loggers.js';

/** `GET management/loggers` in Spring Boot's shape: the levels, and each logger's configured and effective level. */
export function listLoggers(loggers: Loggers) {
  const rootLevel = loggers.rootLevel;
  return {
    levels: [...LEVELS],
    loggers: {
      [ROOT]: { configuredLevel: rootLevel, effectiveLevel: rootLevel },
      [REQUESTS]: { configuredLevel: loggers.requestLevel, effectiveLevel: loggers.requestLevel ?? rootLevel },
    },
  };
}
