import path from 'node:path';

/** Everything the server reads from its environment, in one place (documented in docs/configuration.md). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** Extra folders of entity schemas, loaded after schemas/entities (used by tests and extensions). */
  schemaDirs: string[];
  /** Seeds the demonstration site and its accounts on an empty database. */
  demo: boolean;
  /** First administrator created on an empty database outside the demonstration profile. */
  initialAdmin?: { login: string; password: string };
  /** HS512 signing secret; when absent one is generated and kept in the database. */
  jwtSecret?: string;
  tokenValiditySeconds: number;
  rememberMeValiditySeconds: number;
  /** Folder of the built client, served at /. */
  clientDir: string;
  logLevel: string;
}

export const ROOT_DIR = path.resolve(import.meta.dirname, '..');

function int(value: string | undefined, fallback: number, name: string, max = Infinity): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max)
    throw new Error(`${name} must be a whole number${max < Infinity ? ` from 0 to ${max}` : ''}, not "${value}"`);
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL ?? 'sqlite:./data/portico.db';
  return {
    // Checked here: a port beyond 65535 would otherwise fail later, inside listen, with a vaguer error.
    port: int(env.PORT, 8080, 'PORT', 65_535),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    schemaDirs: (env.PORTICO_SCHEMA_DIRS ?? '').split(path.delimiter).filter(Boolean),
    // The embedded default is the demonstration; a PostgreSQL deployment starts empty unless asked.
    demo: (env.PORTICO_DEMO ?? String(databaseUrl.startsWith('sqlite:'))) === 'true',
    initialAdmin: env.PORTICO_ADMIN_PASSWORD
      ? { login: env.PORTICO_ADMIN_LOGIN ?? 'admin', password: env.PORTICO_ADMIN_PASSWORD }
      : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenValiditySeconds: int(env.TOKEN_VALIDITY_SECONDS, 86_400, 'TOKEN_VALIDITY_SECONDS'),
    rememberMeValiditySeconds: int(env.REMEMBER_ME_VALIDITY_SECONDS, 2_592_000, 'REMEMBER_ME_VALIDITY_SECONDS'),
    clientDir: path.resolve(ROOT_DIR, env.PORTICO_CLIENT_DIR ?? 'dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
