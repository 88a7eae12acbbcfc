import type { DigestAlgorithm, KeyType, SignatureAlgorithm } from '@libpdf/core';
import type { CostBounds } from '../cost-bounds.js';
import type { SignPdfInput } from '../sign-pdf.js';

/**
 * The messages between the server's thread and a PDF worker (pdf-worker.ts, pool.ts). Everything in
 * them is plain data: structured clone carries bytes and dates, not functions.
 */

/** What the worker is started with. */
export interface WorkerSetup {
  bounds: CostBounds;
}

/** The key of a sign task, without the key: the worker asks the server's thread to sign and to timestamp. */
export interface RemoteKey {
  certificate: Uint8Array;
  certificateChain?: Uint8Array[];
  keyType: KeyType;
  signatureAlgorithm: SignatureAlgorithm;
  timestamps: boolean;
}

export type PdfTask = { kind: 'inspect'; bytes: Uint8Array } | { kind: 'sign'; input: Omit<SignPdfInput, 'key'> & { key: RemoteKey } };

/** The calls a sign task makes back to the server's thread. */
export type KeyCall = { name: 'sign'; data: Uint8Array; algorithm: DigestAlgorithm } | { name: 'timestamp'; digest: Uint8Array; algorithm: DigestAlgorithm };

/** An error as it crosses: its class's name and the members the server's thread rebuilds it from. */
export interface WireError {
  name: string;
  message: string;
  code?: string;
  limit?: string;
  stack?: string;
}

export type ToWorker = { type: 'task'; id: number; task: PdfTask } | { type: 'answer'; callId: number; value?: Uint8Array; failed?: true };

export type FromWorker =
  /** Its code is loaded: a task's time counts from here. */
  | { type: 'ready' }
  | { type: 'done'; id: number; value: unknown }
  | { type: 'failed'; id: number; error: WireError }
  | { type: 'call'; id: number; callId: number; call: KeyCall };
