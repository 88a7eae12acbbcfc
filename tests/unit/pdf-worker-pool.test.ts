import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors/app-error.js';
import type { Database } from '../../server/database.js';
import { openPdfEngine } from '../../server/pdf/engine.js';
import { PdfTooCostly } from '../../server/pdf/errors.js';
import { PdfWorkerPool, type PoolLimits } from '../../server/pdf/worker/pool.js';
import { signatureKeyOf } from '../../server/pdf/sign-pdf.js';
import type { SigningAuthority } from '../../server/signing/keys/authority.js';
import { inflationBomb } from '../support/hostile-pdfs.js';
import { verifyWithPdfsig } from '../support/pdfsig.js';
import { samplePdf, signerNamed, testAuthority } from './signing-fixtures.js';

/**
 * The PDF workers (server/pdf/worker/pool.ts): tasks run off this thread, within their time and
 * memory, a bounded queue, and signing whose key stays in this thread.
 */
const MIB = 1024 * 1024;
const limits = (over: Partial<PoolLimits> = {}): PoolLimits => ({
  workers: 1,
  maxQueued: 4,
  maxSeconds: 60,
  maxMemoryMb: 1024,
  bounds: { maxInflatedBytes: 1024 * MIB, maxObjects: 100_000 },
  ...over,
});

/**
 * How busy this thread's event loop was while `work` ran, from 0 to 1: the share of the time it was
 * not waiting for events (a machine busy with other work does not count, as a wait is a wait).
 */
async function busyShare(work: () => Promise<unknown>): Promise<number> {
  const start = performance.eventLoopUtilization();
  await work().catch(() => undefined);
  return performance.eventLoopUtilization(performance.eventLoopUtilization(), start).utilization;
}

async function failure(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('The task did not fail');
    },
    (error: unknown) => error,
  );
}

let database: Database;
let authority: SigningAuthority;

beforeAll(async () => {
  ({ database, authority } = await testAuthority());
});

afterAll(() => database.close());

describe('the PDF workers', { timeout: 120_000 }, () => {
  it('inspect a PDF off this thread, and end a task past its time, then go on with a new worker', async () => {
    const pool = new PdfWorkerPool(limits({ maxSeconds: 3 }));
    try {
      const bomb = inflationBomb(256);
      let refused: unknown;
      // Reading 256 MiB of object stream takes the library far longer than 3 s; this thread mostly waits meanwhile.
      const busy = await busyShare(async () => (refused = await failure(pool.run({ kind: 'inspect', bytes: bomb }))));
      expect(refused).toBeInstanceOf(PdfTooCostly);
      expect((refused as PdfTooCostly).limit).toBe('time');
      expect(busy).toBeLessThan(0.2);
      const inspection = (await pool.run({ kind: 'inspect', bytes: await samplePdf(1) })) as { pages: unknown[] };
      expect(inspection.pages).toHaveLength(1);
    } finally {
      await pool.close();
    }
  });

  it('end a task past its memory: buffers count, not only the heap', async () => {
    const pool = new PdfWorkerPool(limits({ maxMemoryMb: 96 }));
    try {
      const refused = await failure(pool.run({ kind: 'inspect', bytes: inflationBomb(256) }));
      expect(refused).toBeInstanceOf(PdfTooCostly);
      expect((refused as PdfTooCostly).message).toBe('The PDF is too costly to read: reading it needs more than 96 MiB of memory');
    } finally {
      await pool.close();
    }
  });

  it('queue tasks beyond the workers, and refuse those beyond the queue with a 503 to try again', async () => {
    const pool = new PdfWorkerPool(limits({ maxQueued: 1 }));
    try {
      const pdf = await samplePdf(1);
      const tasks = [pool.run({ kind: 'inspect', bytes: pdf }), pool.run({ kind: 'inspect', bytes: pdf }), pool.run({ kind: 'inspect', bytes: pdf })];
      const outcomes = await Promise.allSettled(tasks);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      const refused = (outcomes[2] as PromiseRejectedResult).reason as AppError;
      expect([refused.kind, refused.details.code, refused.details.data]).toEqual(['unavailable', 'pdf.workers-busy', { retryAfterSeconds: 5 }]);
    } finally {
      await pool.close();
    }
  });

  it("sign with a key that stays in this thread, and fail with the key's own error", async () => {
    const engine = openPdfEngine(limits());
    try {
      const signer = await signerNamed(authority, 'Carla Neri');
      const signed = await engine.sign({ pdf: await samplePdf(1), signer, appearances: [{ page: 1, rect: { x: 56, y: 56, width: 200, height: 60 }, lines: ['Carla Neri'] }], signedAt: new Date() });
      const { signatures } = await verifyWithPdfsig(signed, authority.certificatePem);
      expect(signatures.map((s) => [s.signer, s.valid, s.wholeDocument])).toEqual([['Carla Neri', true, true]]);

      // A call back that fails (the key, the timestamp authority) is the task's answer, as it was thrown.
      const pool = new PdfWorkerPool(limits());
      const { certificate, certificateChain, keyType, signatureAlgorithm } = signatureKeyOf(signer).signer;
      const broken = new Error('the key store is out of reach');
      const task = { kind: 'sign' as const, input: { pdf: await samplePdf(1), appearances: [], signedAt: new Date(), key: { certificate, certificateChain, keyType, signatureAlgorithm, timestamps: false } } };
      expect(await failure(pool.run(task, async () => Promise.reject(broken)))).toBe(broken);
      await pool.close();
    } finally {
      await engine.close();
    }
  });

  it('answer a file past the bounds with a 422 that says which bound', async () => {
    const engine = openPdfEngine(limits({ bounds: { maxInflatedBytes: 8 * MIB, maxObjects: 100_000 } }));
    try {
      const refused = (await failure(engine.inspect(inflationBomb(64)))) as AppError;
      expect([refused.kind, refused.message, refused.details.message, refused.details.extra]).toEqual([
        'unprocessable',
        'The PDF is too costly to read: its object streams inflate to more than 8 MiB',
        'error.pdf.toocostly',
        { limit: 'inflated' },
      ]);
    } finally {
      await engine.close();
    }
  });
});
