import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default memory and time costs. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal which logins exist. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('portico-decoy-password'));
