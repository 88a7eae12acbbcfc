import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sanitizeFileName } from '../docstore/sniff.js';
import { AppError, badRequest } from '../errors/app-error.js';
import type { UploadedFile } from './store.js';

/** Room for the form's boundaries, headers and the `document` part, above the file size limit. */
const ENVELOPE_BYTES = 256 * 1024;

const uploads = new WeakMap<FastifyRequest, UploadedFile>();

/** The file part of a multipart request to a route of this scope, if it had one. */
export const uploadedFile = (request: FastifyRequest) => uploads.get(request);

/**
 * The file part of a request that must be a multipart form (a new document comes with its file);
 * any other body is refused as a type this route does not take.
 */
export function multipartUpload(request: FastifyRequest): UploadedFile | undefined {
  if (!/^multipart\/form-data/i.test(request.headers['content-type'] ?? ''))
    throw new AppError('unsupported-type', 'A new library document is sent as multipart/form-data: its members as text parts, and the part file');
  return uploadedFile(request);
}

export const tooLarge = (maxFileBytes: number) =>
  new AppError('too-large', `A library file may have at most ${maxFileBytes} bytes`, { extra: { maxFileBytes } });


/**
 * Lets the routes of this scope read `multipart/form-data`: a text part per member of the document
 * and the part `file`. The body is counted as it arrives and nothing more is kept beyond the limit (a
 * declared content-length beyond it keeps nothing at all), so an oversized upload answers 413 without being
 * stored. The text parts become the body the route validates, as JSON bodies are; the
 * file waits in `uploadedFile(request)`.
 */
export function acceptMultipart(scope: FastifyInstance, maxFileBytes: number): void {
  const maxBody = maxFileBytes + ENVELOPE_BYTES;
  scope.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    readMultipart(request, payload, maxFileBytes, maxBody).then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });
}

async function readMultipart(request: FastifyRequest, payload: IncomingMessage, maxFileBytes: number, maxBody: number) {
  // A declared length beyond the limit is refused before anything is kept.
  let refused = Number(request.headers['content-length']) > maxBody;
  const body = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    payload.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBody && !refused) {
        refused = true;
        chunks.length = 0;
      }
      if (!refused) chunks.push(chunk);
    });
    // A refused body is read to its end and dropped: browsers and fetch read the answer only once
    // they have sent everything, and would show a network error instead of the 413 otherwise.
    payload.once('end', () => (refused ? reject(tooLarge(maxFileBytes)) : resolve(Buffer.concat(chunks))));
    payload.once('error', reject);
  });
  let form: FormData;
  try {
    // The platform's own multipart reader (undici), over the bytes received.
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
  } catch {
    throw badRequest('The body is not a readable multipart/form-data form');
  }
  const fields: Record<string, unknown> = {};
  let file: File | undefined;
  const parts: [string, FormDataEntryValue][] = [];
  form.forEach((value, name) => parts.push([name, value]));
  for (const [name, value] of parts) {
    if (name === 'file') {
      if (typeof value === 'string' || file) throw badRequest('The form has one file part, named file');
      file = value;
    } else if (typeof value !== 'string') {
      throw badRequest(`The part ${name} must be text, not a file`);
    } else if (name in fields) {
      throw badRequest(`The part ${name} is repeated`);
    } else {
      // Form fields are text: the id is the one number among them.
      fields[name] = name === 'id' && /^\d{1,10}$/.test(value) ? Number(value) : value;
    }
  }
  if (file) {
    if (file.size > maxFileBytes) throw tooLarge(maxFileBytes);
    uploads.set(request, { name: sanitizeFileName(file.name), content: Buffer.from(await file.arrayBuffer()) });
  }
  return fields;
}
