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
      const key = signatureKeyOf(signer);
      const remote = { ...pick(key.signer), timestamps: key.timestampAuthority !== undefined };
      const signed = pool.run({ kind: 'sign', input: { ...input, key: remote } }, async (call) =>
        call.name === 'sign' ? key.signer.sign(call.data, call.algorithm) : key.timestampAuthority!.timestamp(call.digest, call.algorithm),
      );
      return refusingCostly(signed as Promise<Uint8Array>);
    },
    close: () => pool.close(),
  };
}

/** The members of a signer that cross to the worker: everything but the way to sign. */
function pick({ certificate, certificateChain, keyType, signatureAlgorithm }: SignatureKeyParts) {
  return { certificate, certificateChain, keyType, signatureAlgorithm };
}
type SignatureKeyParts = ReturnType<typeof signatureKeyOf>['signer'];

/** A file past the cost bounds, as the problem its caller gets. */
export function costProblem(error: PdfTooCostly): AppError {
  return new AppError('unprocessable', error.message, { message: 'error.pdf.toocostly', extra: { limit: error.limit } });
}

async function refusingCostly<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof PdfTooCostly ? costProblem(error) : error;
  }
}
