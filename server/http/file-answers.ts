import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * How every stored file leaves the server (document gateway, document library). Files are uploaded
 * by users and served on the portal's own origin, so a file must never run script there: only types
 * that cannot (PDF, raster images, plain text) are shown in the browser; everything else (SVG, XML,
 * HTML, office files …) is a download. Every file answer also carries a policy of its own that
 * sandboxes it and lets it load nothing, should a browser ever render one anyway.
 */

/** Types a browser shows without running anything of the file's own. */
const SHOWN_INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain']);

/**
 * The policy of a file answer. `sandbox` gives the file an opaque origin without scripts, so it
 * reaches nothing of the portal's even if rendered; Chromium's PDF viewer still shows PDFs under it
 * (tests/e2e/file-answers.spec.ts). Files are never framed: they open in a tab of their own.
 */
export const FILE_POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";

export interface FileAnswer {
  name: string;
  /** The type sniffed from the bytes when the file was stored. */
  contentType: string;
  body: Buffer | Readable;
  /** Bytes, when the body is a stream. */
  size?: number;
}

export interface FileAnswerOptions {
  /** `inline` asks to show the file in the browser; only types in SHOWN_INLINE are. */
  disposition: 'inline' | 'attachment';
  /** A validator for files the browser may keep and revalidate; without one nothing is kept. */
  etag?: string;
}

const essence = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();

/** The headers of a file answer: its type, disposition, policy and caching. */
export function fileAnswerHeaders(file: Pick<FileAnswer, 'name' | 'contentType'>, options: FileAnswerOptions): Record<string, string> {
  const type = essence(file.contentType);
  const inline = options.disposition === 'inline' && SHOWN_INLINE.has(type);
  return {
    // Text is sent as plain UTF-8 text whatever it contains (HTML, XHTML …), never as markup.
    'content-type': type === 'text/plain' ? 'text/plain; charset=utf-8' : file.contentType,
    'content-disposition': contentDisposition(file.name, inline ? 'inline' : 'attachment'),
    'content-security-policy': FILE_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': options.etag ? 'private, no-cache' : 'no-store',
    ...(options.etag ? { etag: options.etag } : {}),
  };
}

/** Sends a stored file with the headers above (304 when the browser's copy is still current). */
export function sendFileAnswer(reply: FastifyReply, file: FileAnswer, options: FileAnswerOptions) {
  reply.headers(fileAnswerHeaders(file, options));
  if (options.etag && reply.request.headers['if-none-match'] === options.etag) return reply.status(304).send();
  const size = file.size ?? (Buffer.isBuffer(file.body) ? file.body.length : undefined);
  if (size !== undefined) reply.header('content-length', String(size));
  return reply.send(file.body);
}

/** A content-disposition naming the file, in plain ASCII and in UTF-8 (RFC 6266). */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
