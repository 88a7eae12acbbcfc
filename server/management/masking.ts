/** What configuration and environment views never show. */
export const MASK = '******';

const SECRET_KEY = /secret|password|passwd|token|key|credential/i;

/** True for a name whose value is to be hidden (JWT_SECRET, smtp.password, apiKey ...). */
export const isSecretKey = (name: string) => SECRET_KEY.test(name);

/** A value with the password part of any URL in it (`scheme://user:password@host`) replaced by the mask. */
export const maskUrlPasswords = (value: string) => value.replace(/([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@/\s]*@/gi, `$1${MASK}@`);

/** A copy of `value` with secret members masked, at any depth; text keeps no URL password. */
export function maskSecrets(value: unknown, name = ''): unknown {
  if (value === null || value === undefined) return value;
  if (name && isSecretKey(name)) return MASK;
  if (typeof value === 'string') return maskUrlPasswords(value);
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, maskSecrets(v, k)]));
  }
  return value;
}
