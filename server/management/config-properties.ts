import type { Config } from '../config.js';

/** The configuration as plain data; an absent JWT secret is told as such, without inventing one. */
export function configProperties(config: Config): Record<string, unknown> {
  return JSON.parse(JSON.stringify({ ...config, jwtSecret: config.jwtSecret ?? null }, (_k, v: unknown) => (v === undefined ? null : v))) as Record<string, unknown>;
}

/** Nested members as dotted names (`mail.smtpUrl`), the way property sources list them. */
export function flatten(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, flatten(v as Record<string, unknown>, name));
    else out[name] = v;
  }
  return out;
}
