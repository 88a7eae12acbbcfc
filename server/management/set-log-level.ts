import { badRequest } from '../errors/app-error.js';
import { LEVELS, REQUESTS, ROOT, type Level, type Loggers } from './loggers.js';

/**
 * Sets a logger's level, named in any case; null gives ROOT back its configured level and lets the
 * requests' loggers follow ROOT again. An unknown level or logger is refused (bad request).
 */
export function setLogLevel(loggers: Loggers, name: string, configuredLevel: string | null): void {
  const level = configuredLevel == null ? null : (configuredLevel.toUpperCase() as Level);
  if (level !== null && !LEVELS.includes(level)) throw badRequest(`Unknown level ${configuredLevel}; the levels are ${LEVELS.join(', ')}`);
  if (name === ROOT) loggers.setRootLevel(level);
  else if (name === REQUESTS) loggers.requestLevel = level;
  else throw badRequest(`Unknown logger ${name}; the loggers are ${ROOT} and ${REQUESTS}`);
}
