import { AppError } from '../errors/app-error.js';
import { PdfTooCostly } from './errors.js';
import type { PdfInspection } from './inspect-pdf.js';
import { signatureKeyOf, type PdfSigner, type SignPdfInput } from './sign-pdf.js';
import { PdfWorkerPool, type PoolLimits } from './worker/pool.js';

/** What a sign asks of the engine: SignPdfInput with the signer whose key this thread holds. */
export type SignWithSigner = Omit<SignPdfInput, 'key'> & { signer: PdfSigner };

/**
 * The one way the server works on a PDF it was given: inspecting it (inspect-pdf.ts) and signing it
 * (sign-pdf.ts), each on a PDF worker within the bounds (worker/pool.ts). A file past them is refused
 * with a 422 that says which bound (`error.pdf.toocostly`); the worker's other refusals
 * (UnsignablePdf, BadAppearance) reach the flows as they are.
 */
export interface PdfEngine {
  inspect(bytes: Uint8Array): Promise<PdfInspection>;
  sign(input: SignWithSigner): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function openPdfEngine(limits: PoolLimits): PdfEngine {
  const pool = new PdfWorkerPool(limits);
  return {
    inspect: (bytes) => refusingCostly(pool.run({ kind: 'inspect', bytes }) as Promise<PdfInspection>),
    sign: ({ signer, ...input }) => {
      const { signer: key, timestampAuthority } = signatureKeyOf(signer);
      const { certificate, certificateChain, keyType, signatureAlgorithm } = key;
      const remote = { certificate, certificateChain, keyType, signatureAlgorithm, timestamps: timestampAuthority !== undefined };
      const signed = pool.run({ kind: 'sign', input: { ...input, key: remote } }, (call) =>
        call.name === 'sign' ? key.sign(call.data, call.algorithm) : timestampAuthority!.timestamp(call.digest, call.algorithm),
      );
      return refusingCostly(signed as Promise<Uint8Array>);
    },
    close: () => pool.close(),
  };
}

/** A file past a cost bound, as the problem its caller gets: 422, `error.pdf.toocostly`, which bound. */
export function tooCostly(detail: string, limit: string): AppError {
  return new AppError('unprocessable', detail, { message: 'error.pdf.toocostly', extra: { limit } });
}

async function refusingCostly<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof PdfTooCostly ? tooCostly(error.message, error.limit) : error;
  }
}
