import { Worker } from 'node:worker_threads';
import { unavailable } from '../../errors/app-error.js';
import type { CostBounds } from '../cost-bounds.js';
import { PdfTooCostly } from '../errors.js';
import { errorFromWire } from './errors-from-wire.js';
import type { FromWorker, KeyCall, PdfTask, ToWorker, WorkerSetup } from './protocol.js';

/** The bounds of the PDF workers (docs/configuration.md, PDF_*). */
export interface PoolLimits {
  /** Workers reading PDFs at once. */
  workers: number;
  /** Tasks that may wait for a worker; past them, 503. */
  maxQueued: number;
  /** Seconds one task may take, its calls back to this thread (signing, timestamps) not counted. */
  maxSeconds: number;
  /** MiB one worker may hold, its heap and its buffers together. */
  maxMemoryMb: number;
  bounds: CostBounds;
}

/** How a sign task's calls back (sign, timestamp) are answered in this thread. */
export type KeyCalls = (call: KeyCall) => Promise<Uint8Array>;

/** How often a busy worker's memory is read. */
const MEMORY_CHECK_MS = 100;
/** An idle worker is ended after this long, giving back what a large file made it hold. */
const IDLE_MS = 30_000;

interface Job {
  id: number;
  task: PdfTask;
  keyCalls?: KeyCalls;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** A failure of a call back (the key, the timestamp authority): the task's answer, whatever the worker says. */
  outsideFailure?: unknown;
  /** Milliseconds the task may still take. */
  left: number;
  runningSince?: number;
  deadline?: NodeJS.Timeout;
}

interface Slot {
  worker?: Worker;
  /** Whether the worker has loaded its code; a job waits for it before its time starts. */
  ready?: boolean;
  job?: Job;
  watch?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

/**
 * Runs PDF tasks on worker threads, so that no PDF, however large or hostile, holds the server's
 * thread: other requests go on being answered while a file is read. Each task is bounded: past its
 * time, or past its memory (the heap, by the worker's resource limit; buffers, read from the
 * worker's heap statistics), its worker is ended and the task fails with PdfTooCostly. A worker is
 * started on first need and ended after a while idle; tasks beyond the workers wait in a bounded
 * queue, and past it are refused with a 503 to try again.
 */
export class PdfWorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 0;
  private closed = false;

  constructor(private readonly limits: PoolLimits) {
    this.slots = Array.from({ length: Math.max(1, limits.workers) }, () => ({}));
  }

  /** Runs a task; a sign task's calls back go to `keyCalls`. */
  run(task: PdfTask, keyCalls?: KeyCalls): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('The PDF workers are closed'));
    return new Promise((resolve, reject) => {
      const job: Job = { id: ++this.nextId, task, keyCalls, resolve, reject, left: this.limits.maxSeconds * 1000 };
      const free = this.slots.find((slot) => !slot.job);
      if (free) this.start(free, job);
      else if (this.queue.length >= this.limits.maxQueued)
        reject(unavailable('pdf.workers-busy', 'The server is reading too many PDFs at once; try again shortly', 5));
      else this.queue.push(job);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The PDF workers are closed'));
    await Promise.all(this.slots.map((slot) => this.end(slot)));
  }

  private start(slot: Slot, job: Job): void {
    clearTimeout(slot.idle);
    slot.job = job;
    if (!slot.worker) {
      slot.ready = false;
      slot.worker = this.spawn(slot);
    }
    if (slot.ready) this.send(slot, slot.worker, job);
  }

  /** Hands a job to its ready worker: its time and memory are watched from now. */
  private send(slot: Slot, worker: Worker, job: Job): void {
    worker.postMessage({ type: 'task', id: job.id, task: job.task } satisfies ToWorker);
    this.resume(slot, job);
    slot.watch = setInterval(() => void this.checkMemory(slot, job), MEMORY_CHECK_MS);
  }

  private spawn(slot: Slot): Worker {
    const file = workerFile();
    const worker = new Worker(file, {
      workerData: { bounds: this.limits.bounds } satisfies WorkerSetup,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxMemoryMb },
      // From the sources, outside tsx (the unit tests): the worker needs tsx to read TypeScript.
      execArgv: file.pathname.endsWith('.ts') && !process.execArgv.some((a) => a.includes('tsx')) ? [...process.execArgv, '--import', 'tsx'] : undefined,
    });
    worker.unref();
    worker.on('message', (message: FromWorker) => this.receive(slot, worker, message));
    worker.on('error', (error: Error & { code?: string }) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      const job = slot.job;
      if (job) this.finish(slot, job, () => job.reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? this.tooMuchMemory() : error));
    });
    worker.on('exit', (code) => {
      if (slot.worker !== worker) return;
      slot.worker = undefined;
      const job = slot.job;
      if (job) this.finish(slot, job, () => job.reject(new Error(`The PDF worker stopped (exit code ${code})`)));
    });
    return worker;
  }

  private receive(slot: Slot, worker: Worker, message: FromWorker): void {
    const job = slot.job;
    if (slot.worker !== worker) return;
    if (message.type === 'ready') {
      slot.ready = true;
      if (job) this.send(slot, worker, job);
      return;
    }
    if (!job || message.id !== job.id) return;
    if (message.type === 'done') this.finish(slot, job, () => (job.outsideFailure !== undefined ? job.reject(job.outsideFailure) : job.resolve(message.value)));
    else if (message.type === 'failed') this.finish(slot, job, () => job.reject(job.outsideFailure ?? errorFromWire(message.error)));
    else void this.answer(slot, worker, job, message.callId, message.call);
  }

  /** Answers a call back; the task's time stands still meanwhile (a slow timestamp authority is not the file's cost). */
  private async answer(slot: Slot, worker: Worker, job: Job, callId: number, call: KeyCall): Promise<void> {
    this.pause(job);
    let answer: ToWorker;
    try {
      if (!job.keyCalls) throw new Error('This task takes no calls back');
      answer = { type: 'answer', callId, value: await job.keyCalls(call) };
    } catch (error) {
      job.outsideFailure = error;
      answer = { type: 'answer', callId, failed: true };
    }
    if (slot.job !== job || slot.worker !== worker) return;
    worker.postMessage(answer);
    this.resume(slot, job);
  }

  private pause(job: Job): void {
    clearTimeout(job.deadline);
    if (job.runningSince !== undefined) job.left -= Date.now() - job.runningSince;
    job.runningSince = undefined;
  }

  private resume(slot: Slot, job: Job): void {
    job.runningSince = Date.now();
    job.deadline = setTimeout(() => this.abandon(slot, job, new PdfTooCostly('time', `The PDF is too costly to read: reading it took longer than ${this.limits.maxSeconds} s`)), Math.max(0, job.left));
  }

  private async checkMemory(slot: Slot, job: Job): Promise<void> {
    const worker = slot.worker;
    if (!worker || slot.job !== job) return;
    const heap = await worker.getHeapStatistics().catch(() => undefined);
    if (!heap || slot.job !== job) return;
    if (heap.used_heap_size + heap.external_memory > this.limits.maxMemoryMb * 1024 * 1024) this.abandon(slot, job, this.tooMuchMemory());
  }

  private tooMuchMemory(): PdfTooCostly {
    return new PdfTooCostly('memory', `The PDF is too costly to read: reading it needs more than ${this.limits.maxMemoryMb} MiB of memory`);
  }

  /** Fails a task past its bounds, and ends its worker (a thread cannot be stopped otherwise). */
  private abandon(slot: Slot, job: Job, error: Error): void {
    if (slot.job !== job) return;
    const worker = slot.worker;
    slot.worker = undefined;
    void worker?.terminate();
    this.finish(slot, job, () => job.reject(error));
  }

  private finish(slot: Slot, job: Job, settle: () => void): void {
    if (slot.job !== job) return;
    clearTimeout(job.deadline);
    clearInterval(slot.watch);
    slot.job = undefined;
    settle();
    const next = this.queue.shift();
    if (next) this.start(slot, next);
    else if (slot.worker) slot.idle = setTimeout(() => void this.end(slot), IDLE_MS).unref();
  }

  private async end(slot: Slot): Promise<void> {
    clearTimeout(slot.idle);
    const worker = slot.worker;
    slot.worker = undefined;
    if (worker) await worker.terminate();
  }
}

/**
 * The worker's script. From the sources (tsx): the worker's source beside this file. Compiled into
 * one file (the tests' and benchmarks' server, tests/support/server-bundle.ts): the worker is compiled
 * beside that file and named alike, `main-123.mjs` and `pdf-worker-123.mjs`.
 */
function workerFile(): URL {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return new URL('./pdf-worker.ts', here);
  return new URL(here.replace(/\/main(-\d+)?\.mjs$/, '/pdf-worker$1.mjs'));
}
