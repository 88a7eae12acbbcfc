/**
 * The text with one character changed, ten from its end: the last characters of base64url text may
 * carry only padding bits, which decoders ignore, so changing them can leave a token or a sealed value
 * exactly as valid as before.
 */
export function alterOneCharacter(text: string): string {
  const at = Math.max(0, text.length - 10);
  return `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
}
