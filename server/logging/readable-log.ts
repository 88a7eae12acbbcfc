/**
 * The server's log as a person reads it on a terminal: one line per request (time, method, address,
 * status, duration) and the other entries as time, level and message. It is the logger's destination
 * stream: pino writes each entry to it as a JSON line, and it writes the readable text to `out`.
 */

/** What pino writes (the fields fastify's request logging and the server's own entries use). */
interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Fields shown in their own place, or not at all (the process and the machine are the terminal's own). */
const SHOWN_APART = new Set(['level', 'time', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err', 'pid', 'hostname']);

/** Requests begun and not yet finished are remembered by id up to this many (an aborted one never finishes). */
const MAX_PENDING = 1_000;

export class ReadableLog {
  /** "GET /api/account" of the requests begun, by request id, for the line written when each finishes. */
  private readonly pending = new Map<string, string>();

  constructor(private readonly out: { write(text: string): unknown }) {}

  write(line: string): void {
    let entry: Entry;
    try {
      entry = JSON.parse(line) as Entry;
    } catch {
      this.out.write(line.endsWith('\n') ? line : `${line}\n`);
      return;
    }
    const text = this.format(entry);
    if (text !== undefined) this.out.write(`${text}\n`);
  }

  /** The entry's text, or undefined for the start of a request (its line is written when it finishes). */
  private format(entry: Entry): string | undefined {
    const request = entry.reqId === undefined ? undefined : entry.reqId;
    if (request !== undefined && entry.req?.method) {
      this.remember(request, `${entry.req.method} ${entry.req.url ?? ''}`);
      return undefined;
    }
    const prefix = [clock(entry.time), LEVELS[entry.level ?? 30]].filter(Boolean).join(' ');
    const what = request === undefined ? undefined : this.pending.get(request);
    if (entry.res && request !== undefined) {
      this.pending.delete(request);
      const duration = typeof entry.responseTime === 'number' ? ` ${Math.round(entry.responseTime)} ms` : '';
      return `${prefix} ${what ?? `request ${request}`} ${entry.res.statusCode ?? ''}${duration}`;
    }
    const message = [what && `${what}:`, entry.msg, ...extraFields(entry)].filter(Boolean).join(' ');
    const stack = entry.err?.stack ?? entry.err?.message;
    return stack ? `${prefix} ${message}\n${indent(stack)}` : `${prefix} ${message}`;
  }

  private remember(request: string, what: string): void {
    if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value!);
    this.pending.set(request, what);
  }
}

/** Local time of day, to the second. */
function clock(time: number | undefined): string {
  const at = new Date(time ?? Date.now());
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** The entry's other fields, as `name=value`. */
function extraFields(entry: Entry): string[] {
  return Object.entries(entry)
    .filter(([name]) => !SHOWN_APART.has(name))
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
}

const indent = (text: string) => text.replace(/^/gm, '  ');
