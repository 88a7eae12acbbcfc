import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { checkCost } from '../cost-bounds.js';
import { inspectPdf } from '../inspect-pdf.js';
import { signPdf, type SignatureKey } from '../sign-pdf.js';
import type { FromWorker, KeyCall, PdfTask, RemoteKey, ToWorker, WireError, WorkerSetup } from './protocol.js';

/**
 * A PDF worker: reads and signs PDFs on a thread of its own, so that however long a file takes, the
 * server's thread goes on answering (pool.ts starts it, with its memory bound, and ends it past its
 * time). It runs one task at a time; the key it signs with stays in the server's thread.
 */
const { bounds } = workerData as WorkerSetup;

// This thread yields the processor to the server's: on Linux a nice value is a thread's own, so
// requests are answered at once even while every core reads PDFs.
try {
  os.setPriority(0, 10);
} catch {
  // Not every system lets a thread lower its priority; the work is still off the server's thread.
}
const port = parentPort!;
const waiting = new Map<number, { resolve: (value: Uint8Array) => void; reject: (error: Error) => void }>();
let nextCall = 0;

port.on('message', (message: ToWorker) => {
  if (message.type === 'answer') {
    const call = waiting.get(message.callId);
    waiting.delete(message.callId);
    if (message.failed) call?.reject(new Error('the call to the server failed'));
    else call?.resolve(message.value!);
    return;
  }
  void run(message.id, message.task);
});
port.postMessage({ type: 'ready' } satisfies FromWorker);

async function run(id: number, task: PdfTask): Promise<void> {
  const post = (message: FromWorker) => port.postMessage(message);
  try {
    if (task.kind === 'inspect') {
      post({ type: 'done', id, value: await inspectPdf(task.bytes, bounds) });
      return;
    }
    checkCost(task.input.pdf, bounds);
    const signed = await signPdf({ ...task.input, key: remoteKey(id, task.input.key) });
    post({ type: 'done', id, value: signed });
  } catch (error) {
    post({ type: 'failed', id, error: toWire(error) });
  }
}

/** A key whose signing and timestamps are done by the server's thread. */
function remoteKey(id: number, key: RemoteKey): SignatureKey {
  const ask = (call: KeyCall) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const callId = ++nextCall;
      waiting.set(callId, { resolve, reject });
      port.postMessage({ type: 'call', id, callId, call } satisfies FromWorker);
    });
  return {
    signer: { ...key, sign: (data, algorithm) => ask({ name: 'sign', data, algorithm }) },
    timestampAuthority: key.timestamps ? { timestamp: (digest, algorithm) => ask({ name: 'timestamp', digest, algorithm }) } : undefined,
  };
}

function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { code, limit } = error as Error & { code?: unknown; limit?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof limit === 'string' ? { limit } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
  };
}
