import { randomInt } from 'node:crypto';

// No characters that are easily confused when copied from a mail (0/O, 1/l/I).
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password to mail, 12 characters (about 70 bits), to be changed at the next sign-in. */
export function temporaryPassword(length = 12): string {
  let password = '';
  for (let i = 0; i < length; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
