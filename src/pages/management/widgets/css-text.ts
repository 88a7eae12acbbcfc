/*
 * A widget's stored stylesheet is binary data on the wire (base64, `contentEncoding` in its entity
 * schema); the editor shows and takes it as text, in UTF-8.
 */

export function cssFromBase64(base64: string | null | undefined): string {
  if (!base64) return '';
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

export function cssToBase64(text: string): string | null {
  if (!text.trim()) return null;
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
