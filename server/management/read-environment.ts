import type { Config } from '../config.js';
import { configProperties, flatten } from './config-properties.js';
import { maskSecrets } from './masking.js';

const wrap = (properties: Record<string, unknown>) => Object.fromEntries(Object.entries(properties).map(([k, value]) => [k, { value }]));

const masked = (properties: Record<string, unknown>) => wrap(maskSecrets(properties) as Record<string, unknown>);

/**
 * `management/env` in Spring Boot's shape: the profiles, then the configuration, the process's
 * environment variables (sorted by name) and a few facts of the process, every secret masked.
 */
export function readEnvironment(config: Config, env: NodeJS.ProcessEnv = process.env) {
  return {
    activeProfiles: config.profiles,
    propertySources: [
      { name: 'portico configuration', properties: masked(flatten(configProperties(config))) },
      { name: 'systemEnvironment', properties: masked(Object.fromEntries(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)))) },
      { name: 'process', properties: wrap({ 'node.version': process.version, platform: process.platform, arch: process.arch, pid: process.pid, cwd: process.cwd() }) },
    ],
  };
}
