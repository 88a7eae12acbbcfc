/** The content type of a file from its first bytes; the type a client claims is not trusted. */
export function sniffContentType(content: Buffer): string {
  const starts = (...bytes: number[]) => bytes.every((b, i) => content[i] === b);
  const ascii = (offset: number, text: string) => content.subarray(offset, offset + text.length).toString('latin1') === text;
  if (ascii(0, '%PDF-')) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'image/tiff';
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    // Office Open XML files are zip archives whose entries name what they are.
    const head = content.subarray(0, Math.min(content.length, 4096)).toString('latin1');
    if (head.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (head.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (head.includes('ppt/')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    return 'application/zip';
  }
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'application/x-ole-storage';
  if (looksLikeText(content)) {
    const text = content.subarray(0, 256).toString('utf8').trimStart().toLowerCase();
    if (text.startsWith('<?xml') || text.startsWith('<svg')) return text.includes('<svg') ? 'image/svg+xml' : 'application/xml';
    return 'text/plain; charset=utf-8';
  }
  return 'application/octet-stream';
}

function looksLikeText(content: Buffer): boolean {
  const sample = content.subarray(0, 4096);
  for (const byte of sample) if (byte === 0 || (byte < 0x09) || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return false;
  return sample.length > 0 && !sample.toString('utf8').includes('\uFFFD');
}

/** A file name safe to store and to send back: no folders, no control or reserved characters, at most 200 characters. */
export function sanitizeFileName(name: string | undefined, fallback = 'file'): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}<>:"|?*]/gu, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 200);
  return clean || fallback;
}
